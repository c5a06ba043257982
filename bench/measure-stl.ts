// Benchmark: parse and measure a 1,000,000-triangle binary STL (target: under 1 s).
// Run alone with `node --import tsx bench/measure-stl.ts`; `measureStlBenchmark` is the entry
// point for the benchmark runner.
import { performance } from 'node:perf_hooks';
import { pathToFileURL } from 'node:url';
import { measureMesh } from '#core/geometry/measure-mesh';
import type { Mesh } from '#core/geometry/mesh';
import { parseMesh } from '#core/geometry/parse-mesh';
import { encodeBinaryStl } from '#core/geometry/write-mesh';

const LIMIT_MS = 1000;

/** A closed grid-sphere (UV sphere) with exactly 2·n·(n−1) triangles, like a real scan. */
export function makeSphere(segments: number, radius: number): Mesh {
  const rings = segments;
  const positions: number[] = [0, 0, radius];
  for (let r = 1; r < rings; r++) {
    const phi = (Math.PI * r) / rings;
    for (let s = 0; s < segments; s++) {
      const theta = (2 * Math.PI * s) / segments;
      positions.push(
        radius * Math.sin(phi) * Math.cos(theta),
        radius * Math.sin(phi) * Math.sin(theta),
        radius * Math.cos(phi),
      );
    }
  }
  positions.push(0, 0, -radius);
  const south = positions.length / 3 - 1;
  const at = (r: number, s: number) => 1 + (r - 1) * segments + (s % segments);
  const indices: number[] = [];
  for (let s = 0; s < segments; s++) indices.push(0, at(1, s), at(1, s + 1));
  for (let r = 1; r < rings - 1; r++) {
    for (let s = 0; s < segments; s++)
      indices.push(
        at(r, s),
        at(r + 1, s),
        at(r + 1, s + 1),
        at(r, s),
        at(r + 1, s + 1),
        at(r, s + 1),
      );
  }
  for (let s = 0; s < segments; s++) indices.push(south, at(rings - 1, s + 1), at(rings - 1, s));
  return { positions: Float32Array.from(positions), indices: Uint32Array.from(indices) };
}

export type MeasureStlResult = {
  triangles: number;
  megabytes: number;
  bestMs: number;
  medianMs: number;
  limitMs: number;
  passed: boolean;
};

export function measureStlBenchmark(runs = 5): MeasureStlResult {
  // 2·708·707 = 1,001,112 triangles; trimmed to exactly one million below.
  const sphere = makeSphere(708, 50);
  const mesh: Mesh = {
    positions: sphere.positions,
    indices: sphere.indices.subarray(0, 3_000_000),
  };
  const bytes = encodeBinaryStl(mesh);
  const times: number[] = [];
  let triangles = 0;
  for (let i = 0; i < runs + 1; i++) {
    const start = performance.now();
    const figures = measureMesh(parseMesh(bytes).mesh);
    const elapsed = performance.now() - start;
    triangles = figures.triangleCount;
    if (i > 0) times.push(elapsed); // the first run warms the JIT up
  }
  times.sort((a, b) => a - b);
  const medianMs = times[Math.floor(times.length / 2)]!;
  return {
    triangles,
    megabytes: bytes.length / 1e6,
    bestMs: times[0]!,
    medianMs,
    limitMs: LIMIT_MS,
    passed: medianMs < LIMIT_MS,
  };
}

/** One line for the table and the console. */
export const describeStlResult = (r: MeasureStlResult): string =>
  `${r.triangles.toLocaleString('en-US')} triangles (${r.megabytes.toFixed(1)} MB): ` +
  `median ${Math.round(r.medianMs)} ms, best ${Math.round(r.bestMs)} ms`;

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const r = measureStlBenchmark();
  console.log(
    `measure binary STL: ${describeStlResult(r)} (limit ${r.limitMs} ms) ${r.passed ? 'PASS' : 'FAIL'}`,
  );
  if (!r.passed) process.exitCode = 1;
}
