import { assertTriangleCount, GeometryError, toCoordinate, type Mesh } from './mesh';

const VERTEX = /\bvertex\s+(\S+)\s+(\S+)\s+(\S+)/g;
const FACET = /\bfacet\b/g;

/** ASCII STL: `facet normal … outer loop, vertex x y z ×3, endloop endfacet`, repeated. */
export function parseAsciiStl(text: string): Mesh {
  const coords: number[] = [];
  for (const match of text.matchAll(VERTEX))
    coords.push(toCoordinate(match[1]), toCoordinate(match[2]), toCoordinate(match[3]));
  const facets = text.match(FACET)?.length ?? 0;
  const count = coords.length / 9;
  if (!Number.isInteger(count) || count !== facets)
    throw new GeometryError(
      'invalid_mesh',
      'The ASCII STL file has a facet without exactly three vertices.',
    );
  assertTriangleCount(count);
  const positions = Float32Array.from(coords);
  const indices = new Uint32Array(count * 3);
  for (let i = 0; i < indices.length; i++) indices[i] = i;
  return { positions, indices };
}
