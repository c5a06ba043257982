import { strToU8 } from 'fflate';
import { describe, expect, it } from 'vitest';
import { makeBox } from './make-box';
import { measureMesh } from './measure-mesh';
import type { Mesh } from './mesh';
import { parseMesh } from './parse-mesh';
import { encode3mf, encodeAsciiStl, encodeBinaryStl, encodeObj } from './write-mesh';

const cube = makeBox([10, 10, 10]);
const measure = (bytes: Uint8Array) => {
  const { format, mesh } = parseMesh(bytes);
  return { format, figures: measureMesh(mesh) };
};

describe('measureMesh on a 10 mm cube', () => {
  const figures = measureMesh(cube);

  it('has 1000 mm³ volume and 600 mm² area', () => {
    expect(figures.volumeMm3).toBeCloseTo(1000, 9);
    expect(figures.surfaceAreaMm2).toBeCloseTo(600, 9);
  });

  it('has a 10 mm box, 12 triangles, 8 vertices, and is closed', () => {
    expect(figures.boundingBox.size).toEqual([10, 10, 10]);
    expect(figures).toMatchObject({
      triangleCount: 12,
      vertexCount: 8,
      closed: true,
      openEdges: 0,
      badEdges: 0,
      insideOut: false,
    });
  });

  it('keeps its figures far from the origin', () => {
    const far = measureMesh(makeBox([10, 10, 10], [1000, -2000, 500]));
    expect(far.volumeMm3).toBeCloseTo(1000, 6);
    expect(far.boundingBox.min).toEqual([1000, -2000, 500]);
  });

  it('measures a 20 × 30 × 5 box', () => {
    const box = measureMesh(makeBox([20, 30, 5]));
    expect(box.volumeMm3).toBeCloseTo(3000, 9);
    expect(box.surfaceAreaMm2).toBeCloseTo(2 * (600 + 100 + 150), 9);
  });
});

describe('closed-mesh check', () => {
  const withFaces = (mesh: Mesh, indices: number[]): Mesh => ({
    positions: mesh.positions,
    indices: Uint32Array.from(indices),
  });
  const all = [...cube.indices];

  it('reports a cube with one reversed face as not closed', () => {
    const reversed = [...all];
    [reversed[1], reversed[2]] = [reversed[2]!, reversed[1]!];
    const figures = measureMesh(withFaces(cube, reversed));
    expect(figures.closed).toBe(false);
    expect(figures.badEdges).toBeGreaterThan(0);
  });

  it('reports a cube with a missing face as not closed', () => {
    const figures = measureMesh(withFaces(cube, all.slice(3)));
    expect(figures).toMatchObject({ closed: false, openEdges: 3, triangleCount: 11 });
  });

  it('reports a cube with a doubled face as not closed', () => {
    expect(measureMesh(withFaces(cube, [...all, ...all.slice(0, 3)])).closed).toBe(false);
  });

  it('reports an inside-out cube as closed but inside out, with a positive volume', () => {
    const flipped = all.map((_, i) => all[i - (i % 3) + [0, 2, 1][i % 3]!]!);
    const figures = measureMesh(withFaces(cube, flipped));
    expect(figures).toMatchObject({ closed: true, insideOut: true });
    expect(figures.volumeMm3).toBeCloseTo(1000, 9);
  });

  it('welds repeated corners, as STL stores them, before checking edges', () => {
    const soup = parseMesh(encodeBinaryStl(cube)).mesh;
    expect(soup.positions.length).toBe(12 * 9);
    expect(measureMesh(soup)).toMatchObject({ vertexCount: 8, closed: true });
  });
});

describe('every format gives the same figures', () => {
  const expected = measureMesh(cube);

  it.each([
    ['stl-binary', encodeBinaryStl(cube)],
    ['stl-ascii', strToU8(encodeAsciiStl(cube))],
    ['obj', strToU8(encodeObj(cube))],
    ['3mf', encode3mf(cube)],
  ] as const)('%s', (format, bytes) => {
    const result = measure(bytes);
    expect(result.format).toBe(format);
    expect(result.figures).toEqual(expected);
  });

  it('binary and ASCII STL of an irregular mesh agree exactly', () => {
    const odd = makeBox([12.345678, 0.1, 7.77777], [-3.3, 1e-3, 42.4242]);
    expect(measure(strToU8(encodeAsciiStl(odd))).figures).toEqual(
      measure(encodeBinaryStl(odd)).figures,
    );
  });
});
