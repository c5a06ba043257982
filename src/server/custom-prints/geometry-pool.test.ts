import { afterEach, describe, expect, it } from 'vitest';
import { makeBox } from '#core/geometry/make-box';
import { GeometryError } from '#core/geometry/mesh';
import { encodeBinaryStl } from '#core/geometry/write-mesh';
import { makeSphere } from '../../../bench/measure-stl';
import { createGeometryPool, GeometryPoolBusyError, type GeometryPool } from './geometry-pool';

const box = encodeBinaryStl(makeBox([10, 20, 30]));
// ~400 k triangles: far under the real budget.
const heavy = encodeBinaryStl(makeSphere(450, 40));
// ~820 k triangles: about 250 ms to measure on a quiet machine (more under load), so a 60 ms budget
// is always exceeded; a 12-triangle box fits it many times over. 400 k fitted 150 ms on a quiet CI.
const heavier = encodeBinaryStl(makeSphere(640, 40));

let pool: GeometryPool | undefined;
afterEach(async () => pool?.close());

describe('geometry pool', () => {
  it('measures a model in a worker thread', async () => {
    pool = createGeometryPool({ size: 1 });
    const { format, figures } = await pool.analyse(box);
    expect(format).toBe('stl-binary');
    expect(figures.volumeMm3).toBeCloseTo(6000, 6);
    expect(pool.stats().workers).toBe(1);
  }, 30_000);

  it('passes a parser refusal back with its code', async () => {
    pool = createGeometryPool({ size: 1 });
    const error = await pool
      .analyse(new TextEncoder().encode('hello, not a model'))
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(GeometryError);
    expect((error as GeometryError).code).toBe('not_a_mesh');
  }, 30_000);

  it('kills a job over its wall-clock budget and keeps serving with a fresh worker', async () => {
    pool = createGeometryPool({ size: 1, jobTimeoutMs: 60 });
    // Warm the worker up first so the budget measures the job, not the thread's start.
    await pool.analyse(box).catch(() => undefined);
    const error = await pool.analyse(heavier).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(GeometryError);
    expect((error as GeometryError).code).toBe('too_complex');
    expect(pool.stats().workers).toBe(0);
    expect((await pool.analyse(box)).figures.triangleCount).toBe(12);
  }, 60_000);

  it('refuses work beyond its bounded queue instead of piling it up', async () => {
    pool = createGeometryPool({ size: 1, maxQueue: 1 });
    const first = pool.analyse(heavy);
    const second = pool.analyse(box);
    await expect(pool.analyse(box)).rejects.toBeInstanceOf(GeometryPoolBusyError);
    expect((await first).figures.triangleCount).toBeGreaterThan(100_000);
    expect((await second).figures.triangleCount).toBe(12);
  }, 60_000);
});

describe("geometry pool and the caller's bytes", () => {
  it('leaves a pooled Buffer usable after the job (it sends a copy)', async () => {
    const local = createGeometryPool({ size: 1 });
    try {
      const buffer = Buffer.from(box); // small: shares Node's pooled ArrayBuffer
      await local.analyse(buffer);
      expect(buffer.byteLength).toBe(box.byteLength);
      expect(Buffer.compare(buffer, Buffer.from(box))).toBe(0);
    } finally {
      await local.close();
    }
  }, 30_000);
});
