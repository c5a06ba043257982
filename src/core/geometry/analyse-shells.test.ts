import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { joinMeshes, turnInsideOut } from '../../../tests/support/hostile/hostile-models';
import { makeBox } from './make-box';
import { measureMesh } from './measure-mesh';
import type { Mesh } from './mesh';

const cube = makeBox([100, 100, 100]);

describe('shells', () => {
  it('an inside-out copy beside a cube no longer cancels it out: review, with the reason', () => {
    const figures = measureMesh(
      joinMeshes(cube, turnInsideOut(makeBox([100, 100, 100], [150, 0, 0]))),
    );
    expect(figures.volumeMm3).toBeCloseTo(2_000_000, 3);
    expect(figures.insideOutShells).toBe(1);
    expect(figures.reviewReasons.join(' ')).toMatch(/inside out/);
  });

  it('an inward shell inside an outward one is a cavity: subtracted, no review', () => {
    const hollow = joinMeshes(cube, turnInsideOut(makeBox([50, 50, 50], [25, 25, 25])));
    const figures = measureMesh(hollow);
    expect(figures.volumeMm3).toBeCloseTo(1_000_000 - 125_000, 3);
    expect(figures.cavities).toBe(1);
    expect(figures.reviewReasons).toEqual([]);
  });

  it('overlapping solids go to review', () => {
    const figures = measureMesh(joinMeshes(cube, makeBox([100, 100, 100], [50, 0, 0])));
    expect(figures.overlappingShells).toBe(1);
    expect(figures.reviewReasons.join(' ')).toMatch(/overlap/);
  });

  it('mixed winding (one flipped face) and holes go to review', () => {
    const flipped = cube.indices.slice();
    [flipped[1], flipped[2]] = [flipped[2]!, flipped[1]!];
    expect(measureMesh({ positions: cube.positions, indices: flipped }).reviewReasons).not.toEqual(
      [],
    );
    expect(
      measureMesh({ positions: cube.positions, indices: cube.indices.slice(3) }).reviewReasons,
    ).not.toEqual([]);
  });
});

/** Rotation about z by a multiple of 90° plus a translation: exact in float32 for integer boxes. */
const place = (mesh: Mesh, quarterTurns: number, shift: [number, number, number]): Mesh => {
  const positions = new Float32Array(mesh.positions.length);
  for (let v = 0; v < positions.length; v += 3) {
    let x = mesh.positions[v]!,
      y = mesh.positions[v + 1]!;
    for (let k = 0; k < quarterTurns; k++) [x, y] = [-y, x];
    positions[v] = x + shift[0];
    positions[v + 1] = y + shift[1];
    positions[v + 2] = mesh.positions[v + 2]! + shift[2];
  }
  return { positions, indices: mesh.indices };
};
/** One vertex per triangle corner, as STL stores them: the welded result must not change. */
const unweld = (mesh: Mesh): Mesh => {
  const positions = new Float32Array(mesh.indices.length * 3);
  mesh.indices.forEach((v, i) => positions.set(mesh.positions.subarray(v * 3, v * 3 + 3), i * 3));
  return { positions, indices: Uint32Array.from(mesh.indices.keys()) };
};
const shuffleTriangles = (mesh: Mesh, order: number[]): Mesh => {
  const indices = new Uint32Array(mesh.indices.length);
  order.forEach((t, i) => indices.set(mesh.indices.subarray(t * 3, t * 3 + 3), i * 3));
  return { positions: mesh.positions, indices };
};

const size = fc.tuple(
  fc.integer({ min: 1, max: 200 }),
  fc.integer({ min: 1, max: 200 }),
  fc.integer({ min: 1, max: 200 }),
);
const shift = fc.tuple(
  fc.integer({ min: -500, max: 500 }),
  fc.integer({ min: -500, max: 500 }),
  fc.integer({ min: -500, max: 500 }),
);

describe('volume properties (fast-check)', () => {
  it('is unchanged by rotation, translation, triangle order and vertex welding', () => {
    fc.assert(
      fc.property(
        size,
        shift,
        fc.integer({ min: 0, max: 3 }),
        fc.infiniteStream(fc.nat()),
        (s, d, turns, seeds) => {
          const box = joinMeshes(makeBox(s), makeBox([5, 5, 5], [s[0] + 10, 0, 0]));
          const base = measureMesh(box);
          const triangles = box.indices.length / 3;
          const order = [...Array(triangles).keys()];
          const randoms = seeds.take(triangles);
          for (const [i, r] of [...randoms].entries()) {
            const j = r % (i + 1);
            [order[i], order[j]] = [order[j]!, order[i]!];
          }
          for (const variant of [place(box, turns, d), unweld(box), shuffleTriangles(box, order)]) {
            const figures = measureMesh(variant);
            expect(figures.volumeMm3).toBeCloseTo(base.volumeMm3, 3);
            expect(figures.reviewReasons).toEqual(base.reviewReasons);
          }
        },
      ),
      { numRuns: 150 },
    );
  });

  it('never decreases when a disjoint solid is added', () => {
    fc.assert(
      fc.property(size, size, (a, b) => {
        const one = measureMesh(makeBox(a));
        const two = measureMesh(joinMeshes(makeBox(a), makeBox(b, [a[0] + 1, 0, 0])));
        expect(two.volumeMm3).toBeGreaterThan(one.volumeMm3);
        expect(two.reviewReasons).toEqual([]);
      }),
      { numRuns: 200 },
    );
  });
});
