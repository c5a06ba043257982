import type { Mesh } from '#core/geometry/mesh';
import { makeBox } from '#core/geometry/make-box';

// The slicer corpus: varied models made in code, so the heuristic can be set against the slicer.

/** Several meshes as one (shells side by side or touching; the slicer unions them). */
function join(...meshes: Mesh[]): Mesh {
  const positions: number[] = [];
  const indices: number[] = [];
  for (const mesh of meshes) {
    const offset = positions.length / 3;
    positions.push(...mesh.positions);
    indices.push(...[...mesh.indices].map((i) => i + offset));
  }
  return { positions: new Float32Array(positions), indices: new Uint32Array(indices) };
}

/** The same surface wound inward: the cavity of a hollow part. */
function inverted(mesh: Mesh): Mesh {
  const indices = new Uint32Array(mesh.indices.length);
  for (let t = 0; t < mesh.indices.length; t += 3) {
    indices[t] = mesh.indices[t]!;
    indices[t + 1] = mesh.indices[t + 2]!;
    indices[t + 2] = mesh.indices[t + 1]!;
  }
  return { positions: mesh.positions, indices };
}

/** A closed surface of revolution around z: radius(z) for z in [0, height]. */
function revolve(radius: (t: number) => number, height: number, segments = 48, rings = 24): Mesh {
  const positions: number[] = [];
  const indices: number[] = [];
  for (let r = 0; r <= rings; r++) {
    const z = (r / rings) * height;
    const rad = radius(r / rings);
    for (let s = 0; s < segments; s++) {
      const a = (s / segments) * 2 * Math.PI;
      positions.push(50 + rad * Math.cos(a), 50 + rad * Math.sin(a), z);
    }
  }
  const bottom = positions.length / 3;
  positions.push(50, 50, 0);
  const top = bottom + 1;
  positions.push(50, 50, height);
  const at = (r: number, s: number) => r * segments + (s % segments);
  for (let r = 0; r < rings; r++)
    for (let s = 0; s < segments; s++) {
      indices.push(at(r, s), at(r, s + 1), at(r + 1, s + 1));
      indices.push(at(r, s), at(r + 1, s + 1), at(r + 1, s));
    }
  for (let s = 0; s < segments; s++) {
    indices.push(bottom, at(0, s + 1), at(0, s));
    indices.push(top, at(rings, s), at(rings, s + 1));
  }
  return { positions: new Float32Array(positions), indices: new Uint32Array(indices) };
}

export type CorpusModel = { name: string; shape: string; mesh: Mesh };

export function slicerCorpus(): CorpusModel[] {
  const grid: Mesh[] = [];
  for (let x = 0; x < 5; x++)
    for (let y = 0; y < 5; y++) grid.push(makeBox([5, 5, 5], [x * 10, y * 10, 0]));
  const steps: Mesh[] = [];
  for (let i = 0; i < 5; i++)
    steps.push(makeBox([50 - i * 10, 50 - i * 10, 6], [i * 5, i * 5, i * 6]));
  return [
    { name: 'solid block', shape: '40 × 40 × 20 mm box', mesh: makeBox([40, 40, 20]) },
    {
      name: 'hollow box',
      shape: '40 mm cube, 2 mm walls, closed cavity',
      mesh: join(makeBox([40, 40, 40]), inverted(makeBox([36, 36, 36], [2, 2, 2]))),
    },
    { name: 'thin wall', shape: '60 × 1.2 × 30 mm plate on edge', mesh: makeBox([60, 1.2, 30]) },
    {
      name: 'overhang table',
      shape: '10 mm post under a 40 × 40 × 4 mm top',
      mesh: join(makeBox([10, 10, 25], [15, 15, 0]), makeBox([40, 40, 4], [0, 0, 25])),
    },
    { name: 'large flat base', shape: '180 × 150 × 2 mm plate', mesh: makeBox([180, 150, 2]) },
    { name: 'many small parts', shape: '25 cubes of 5 mm', mesh: join(...grid) },
    {
      name: 'sphere',
      shape: 'r 20 mm, 2,300 triangles',
      mesh: revolve((t) => 20 * Math.sin(Math.PI * t) + 1e-3, 40),
    },
    { name: 'tall tower', shape: '8 × 8 × 120 mm', mesh: makeBox([8, 8, 120]) },
    { name: 'cylinder', shape: 'r 15 × 40 mm', mesh: revolve(() => 15, 40) },
    {
      name: 'arch bridge',
      shape: 'two 10 mm posts, 40 mm span beam',
      mesh: join(
        makeBox([10, 10, 30]),
        makeBox([10, 10, 30], [50, 0, 0]),
        makeBox([60, 10, 5], [0, 0, 30]),
      ),
    },
    { name: 'stepped pyramid', shape: '5 steps, 50 mm base', mesh: join(...steps) },
    {
      name: 'vase',
      shape: 'r 12–25 mm × 80 mm solid of revolution',
      mesh: revolve((t) => 12 + 13 * Math.sin(Math.PI * t), 80),
    },
  ];
}
