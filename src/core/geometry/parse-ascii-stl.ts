import { assertTriangleCount, GeometryError, MAX_TRIANGLES, toCoordinate, type Mesh } from './mesh';
import { forEachLine } from './text-lines';

/** ASCII STL: `facet normal … outer loop, vertex x y z ×3, endloop endfacet`, repeated; read line by line. */
export function parseAsciiStl(text: string): Mesh {
  const coords: number[] = [];
  let facets = 0;
  forEachLine(text, 'ASCII STL', (rawLine) => {
    const line = rawLine.trim();
    if (line.startsWith('vertex')) {
      const [keyword, x, y, z] = line.split(/\s+/, 4);
      if (keyword !== 'vertex') return;
      coords.push(toCoordinate(x), toCoordinate(y), toCoordinate(z));
    } else if (line.startsWith('facet') && /^facet\b/.test(line)) {
      if (++facets > MAX_TRIANGLES) assertTriangleCount(facets);
    }
  });
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
