import type { Mesh } from './mesh';

/** An axis-aligned box with outward-facing triangles (12 of them); the sample every test starts from. */
export function makeBox(
  size: [number, number, number],
  origin: [number, number, number] = [0, 0, 0],
): Mesh {
  const [sx, sy, sz] = size;
  const [ox, oy, oz] = origin;
  const positions = new Float32Array(24);
  for (let i = 0; i < 8; i++) {
    positions[i * 3] = ox + (i & 1 ? sx : 0);
    positions[i * 3 + 1] = oy + (i & 2 ? sy : 0);
    positions[i * 3 + 2] = oz + (i & 4 ? sz : 0);
  }
  // Counter-clockwise seen from outside, so the signed volume is positive.
  const faces = [
    [0, 2, 3, 1], // bottom z=0
    [4, 5, 7, 6], // top
    [0, 1, 5, 4], // front y=0
    [2, 6, 7, 3], // back
    [0, 4, 6, 2], // left x=0
    [1, 3, 7, 5], // right
  ];
  const indices = new Uint32Array(faces.flatMap(([a, b, c, d]) => [a!, b!, c!, a!, c!, d!]));
  return { positions, indices };
}
