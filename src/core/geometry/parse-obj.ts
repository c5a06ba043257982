import { assertTriangleCount, GeometryError, toCoordinate, type Mesh } from './mesh';

/** Wavefront OBJ: `v x y z` vertices and `f a b c …` faces (1-based or negative, `a/t/n` forms); polygons become fans. */
export function parseObj(text: string): Mesh {
  const coords: number[] = [];
  const faces: number[] = [];
  for (const rawLine of text.split('\n')) {
    const line = rawLine.trim();
    if (line.startsWith('v ') || line.startsWith('v\t')) {
      const [, x, y, z] = line.split(/\s+/);
      coords.push(toCoordinate(x), toCoordinate(y), toCoordinate(z));
    } else if (line.startsWith('f ') || line.startsWith('f\t')) {
      const corners = line
        .split(/\s+/)
        .slice(1)
        .map((token) => resolveIndex(token, coords.length / 3));
      if (corners.length < 3)
        throw new GeometryError('invalid_mesh', 'An OBJ face has fewer than three corners.');
      for (let k = 1; k + 1 < corners.length; k++)
        faces.push(corners[0]!, corners[k]!, corners[k + 1]!);
    }
  }
  assertTriangleCount(faces.length / 3);
  return { positions: Float32Array.from(coords), indices: Uint32Array.from(faces) };
}

function resolveIndex(token: string, vertexCount: number): number {
  const n = Number(token.split('/')[0]);
  const index = n < 0 ? vertexCount + n : n - 1;
  if (!Number.isInteger(n) || n === 0 || index < 0 || index >= vertexCount)
    throw new GeometryError(
      'invalid_mesh',
      `An OBJ face refers to a missing vertex (${token.slice(0, 20)}).`,
    );
  return index;
}
