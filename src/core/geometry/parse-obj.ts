import { assertTriangleCount, GeometryError, MAX_TRIANGLES, toCoordinate, type Mesh } from './mesh';
import { forEachLine } from './text-lines';

/** Corners of one OBJ polygon; CAD exports of a round cap use a few hundred. */
export const MAX_FACE_CORNERS = 1_024;
/** Vertices an OBJ may declare. */
export const MAX_OBJ_VERTICES = 5_000_000;

/** Wavefront OBJ: `v x y z` vertices and `f a b c …` faces (1-based or negative, `a/t/n` forms); polygons become fans. */
export function parseObj(text: string): Mesh {
  const coords: number[] = [];
  const faces: number[] = [];
  forEachLine(text, 'OBJ', (rawLine) => {
    const line = rawLine.trim();
    if (line.startsWith('v ') || line.startsWith('v\t')) {
      if (coords.length / 3 >= MAX_OBJ_VERTICES)
        throw new GeometryError(
          'too_large',
          `The OBJ file has more than ${MAX_OBJ_VERTICES.toLocaleString('en-US')} vertices.`,
        );
      const [, x, y, z] = line.split(/\s+/, 4);
      coords.push(toCoordinate(x), toCoordinate(y), toCoordinate(z));
    } else if (line.startsWith('f ') || line.startsWith('f\t')) {
      const tokens = line.split(/\s+/, MAX_FACE_CORNERS + 2);
      if (tokens.length > MAX_FACE_CORNERS + 1)
        throw new GeometryError(
          'invalid_mesh',
          `An OBJ face has more than ${MAX_FACE_CORNERS.toLocaleString('en-US')} corners.`,
        );
      const corners = tokens.slice(1).map((token) => resolveIndex(token, coords.length / 3));
      if (corners.length < 3)
        throw new GeometryError('invalid_mesh', 'An OBJ face has fewer than three corners.');
      if (faces.length / 3 + corners.length - 2 > MAX_TRIANGLES)
        assertTriangleCount(MAX_TRIANGLES + 1);
      for (let k = 1; k + 1 < corners.length; k++)
        faces.push(corners[0]!, corners[k]!, corners[k + 1]!);
    }
  });
  assertTriangleCount(faces.length / 3);
  return { positions: Float32Array.from(coords), indices: Uint32Array.from(faces) };
}

function resolveIndex(token: string, vertexCount: number): number {
  const n = Number(token.split('/', 1)[0]);
  const index = n < 0 ? vertexCount + n : n - 1;
  if (!Number.isInteger(n) || n === 0 || index < 0 || index >= vertexCount)
    throw new GeometryError(
      'invalid_mesh',
      `An OBJ face refers to a missing vertex (${token.slice(0, 20)}).`,
    );
  return index;
}
