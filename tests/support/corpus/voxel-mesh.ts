import type { Mesh } from '#core/geometry/mesh';

/**
 * A closed, outward-wound surface of the filled cells of a voxel grid (`filled(x, y, z)`), one
 * quad per face between a filled and an empty cell: real-looking printable parts (plates with
 * through-holes, brackets) whose exact volume is known. Cells touching only along an edge would
 * make a non-manifold edge, so the corpus avoids such shapes.
 */
export function voxelMesh(
  dims: [number, number, number],
  filled: (x: number, y: number, z: number) => boolean,
  cellMm: number,
  origin: [number, number, number] = [0, 0, 0],
): Mesh {
  const inside = (x: number, y: number, z: number) =>
    x >= 0 && y >= 0 && z >= 0 && x < dims[0] && y < dims[1] && z < dims[2] && filled(x, y, z);
  const positions: number[] = [];
  const indices: number[] = [];
  const corner = (x: number, y: number, z: number) => {
    positions.push(origin[0] + x * cellMm, origin[1] + y * cellMm, origin[2] + z * cellMm);
    return positions.length / 3 - 1;
  };
  // For each axis direction: the quad's corners counter-clockwise seen from outside.
  const faces: [[number, number, number], [number, number, number][]][] = [
    [
      [1, 0, 0],
      [
        [1, 0, 0],
        [1, 1, 0],
        [1, 1, 1],
        [1, 0, 1],
      ],
    ],
    [
      [-1, 0, 0],
      [
        [0, 0, 0],
        [0, 0, 1],
        [0, 1, 1],
        [0, 1, 0],
      ],
    ],
    [
      [0, 1, 0],
      [
        [0, 1, 0],
        [0, 1, 1],
        [1, 1, 1],
        [1, 1, 0],
      ],
    ],
    [
      [0, -1, 0],
      [
        [0, 0, 0],
        [1, 0, 0],
        [1, 0, 1],
        [0, 0, 1],
      ],
    ],
    [
      [0, 0, 1],
      [
        [0, 0, 1],
        [1, 0, 1],
        [1, 1, 1],
        [0, 1, 1],
      ],
    ],
    [
      [0, 0, -1],
      [
        [0, 0, 0],
        [0, 1, 0],
        [1, 1, 0],
        [1, 0, 0],
      ],
    ],
  ];
  for (let z = 0; z < dims[2]; z++)
    for (let y = 0; y < dims[1]; y++)
      for (let x = 0; x < dims[0]; x++) {
        if (!inside(x, y, z)) continue;
        for (const [[dx, dy, dz], quad] of faces) {
          if (inside(x + dx, y + dy, z + dz)) continue;
          const [a, b, c, d] = quad.map(([qx, qy, qz]) => corner(x + qx, y + qy, z + qz));
          indices.push(a!, b!, c!, a!, c!, d!);
        }
      }
  return { positions: Float32Array.from(positions), indices: Uint32Array.from(indices) };
}
