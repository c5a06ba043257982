// Benchmark: how the process that runs the geometry pool keeps answering while four
// worst-case models are analysed at once. Run alone with `node --import tsx bench/geometry-under-attack.ts`.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { monitorEventLoopDelay, performance } from 'node:perf_hooks';
import { pathToFileURL } from 'node:url';
import { strToU8 } from 'fflate';
import { encodeBinaryStl } from '#core/geometry/write-mesh';
import { createGeometryPool } from '../src/server/custom-prints/geometry-pool';
import {
  fanOut3mf,
  giantFaceObj,
  unclosedComments3mf,
} from '../tests/support/hostile/hostile-models';
import { makeSphere } from './measure-stl';

export type UnderAttackResult = {
  loopP99Ms: number;
  loopMaxMs: number;
  healthP99Ms: number;
  requests: number;
  analyseMs: number;
};

const percentile = (values: number[], p: number) =>
  values.sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(values.length * p))]!;

export async function measureGeometryUnderAttack(): Promise<UnderAttackResult> {
  // The heaviest legal job (1 M triangles) and the three refused attacks, all at once.
  const sphere = makeSphere(708, 50);
  const files = [
    encodeBinaryStl({
      positions: sphere.positions,
      indices: sphere.indices.subarray(0, 3_000_000),
    }),
    fanOut3mf(9),
    unclosedComments3mf(3_000_000),
    strToU8(giantFaceObj(10_000_000)),
  ];
  const pool = createGeometryPool();
  await pool.analyse(files[1]!).catch(() => undefined); // start the workers outside the window
  // A health-check endpoint in the same process as the pool: its latency is the event loop's.
  const server = createServer((_req, res) => res.end('{"status":"ok"}'));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/health`;
  const histogram = monitorEventLoopDelay({ resolution: 1 });
  histogram.enable();
  const start = performance.now();
  let done = false;
  const jobs = Promise.allSettled(files.map((bytes) => pool.analyse(bytes))).then(() => {
    done = true;
    return performance.now() - start;
  });
  const latencies: number[] = [];
  while (!done) {
    const t = performance.now();
    await (await fetch(url)).text();
    latencies.push(performance.now() - t);
  }
  const analyseMs = await jobs;
  histogram.disable();
  server.close();
  await pool.close();
  return {
    loopP99Ms: histogram.percentile(99) / 1e6,
    loopMaxMs: histogram.max / 1e6,
    healthP99Ms: percentile(latencies, 0.99),
    requests: latencies.length,
    analyseMs,
  };
}

export const describeUnderAttack = (r: UnderAttackResult) =>
  `event-loop delay p99 ${r.loopP99Ms.toFixed(1)} ms (max ${r.loopMaxMs.toFixed(0)}), /api/health p99 ${r.healthP99Ms.toFixed(1)} ms over ${r.requests} requests; the four took ${Math.round(r.analyseMs)} ms`;

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  console.log(
    `four worst-case models at once: ${describeUnderAttack(await measureGeometryUnderAttack())}`,
  );
}
