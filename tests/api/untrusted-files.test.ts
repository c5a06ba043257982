/**
 * The adversarial suite: each public route that reads an untrusted file or text gets the
 * worst case for its algorithm, and must answer a 4xx (or send the model to review) while the
 * event loop keeps turning: the maximum delay measured around each attack stays under 100 ms.
 */
import { monitorEventLoopDelay, performance } from 'node:perf_hooks';
import { strToU8 } from 'fflate';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  cubeWithInsideOutTwin,
  fanOut3mf,
  giantFaceObj,
  lyingStlHeader,
  manyEntries3mf,
  nestedSchemes,
  unclosedComments3mf,
} from '../support/hostile/hostile-models';
import { printMaterial, requestQuote, uploadModel } from '../support/model-upload';
import { useTestApp } from '../support/test-app';

const MAX_DELAY_MS = 100;

const t = useTestApp({}, { timeout: 60_000 });
beforeAll(async () => {
  // Start the geometry worker before measuring: its start is not an attack.
  await uploadModel(t.app, strToU8('v 0 0 0\nv 1 0 0\nv 0 1 0\nf 1 2 3\n'), 'warm.obj');
}, 60_000);

/**
 * Runs the attack with the event-loop delay histogram on; returns the answer, its time and the
 * worst stall. A stall the attack causes happens every time; one caused by the machine (other
 * test files and processes descheduling this one) does not: up to three tries, the quietest kept.
 */
async function underAttack<T>(attack: () => Promise<T>) {
  let best: { result: T; ms: number; maxDelayMs: number } | undefined;
  for (let attempt = 0; attempt < 3 && !(best && best.maxDelayMs < MAX_DELAY_MS); attempt++) {
    const histogram = monitorEventLoopDelay({ resolution: 10 });
    histogram.enable();
    const start = performance.now();
    const result = await attack();
    const ms = performance.now() - start;
    histogram.disable();
    const maxDelayMs = histogram.max / 1e6;
    if (!best || maxDelayMs < best.maxDelayMs) best = { result, ms, maxDelayMs };
  }
  return best!;
}

const uploads: [string, () => Uint8Array, number, string][] = [
  [
    '3MF whose objects place the next ten times over, 6 levels (<1 KB)',
    () => fanOut3mf(6),
    413,
    'too_large',
  ],
  [
    '3MF whose objects place the next ten times over, 9 levels',
    () => fanOut3mf(9),
    413,
    'too_large',
  ],
  [
    '3MF of ~1 KB unpacking to 3 MB of unclosed comments',
    () => unclosedComments3mf(3_000_000),
    422,
    'invalid_mesh',
  ],
  ['OBJ with a 20 MB face line', () => strToU8(giantFaceObj(10_000_000)), 422, 'invalid_mesh'],
  ['binary STL whose header count lies', lyingStlHeader, 415, 'not_a_mesh'],
  ['3MF with 1,500 zip entries', () => manyEntries3mf(1_500), 413, 'too_large'],
];

describe('hostile model files get a 4xx without stalling the server', () => {
  it.each(uploads)(
    '%s',
    async (name, make, status, code) => {
      const bytes = make();
      const { result, ms, maxDelayMs } = await underAttack(() =>
        uploadModel(t.app, bytes, 'attack.bin'),
      );
      console.log(
        `[attack] ${name}: ${bytes.length} B → ${result.statusCode} in ${Math.round(ms)} ms, max event-loop delay ${maxDelayMs.toFixed(1)} ms`,
      );
      expect(result.statusCode).toBe(status);
      expect(result.json().error).toBe(code);
      expect(maxDelayMs).toBeLessThan(MAX_DELAY_MS);
      // The process and the pool live on: a real model is still measured.
      const health = await t.app.inject({ method: 'GET', url: '/api/health' });
      expect(health.statusCode).toBe(200);
    },
    60_000,
  );

  it('a cube with an inside-out twin is measured honestly and sent to review, never instantly priced', async () => {
    const { result, ms, maxDelayMs } = await underAttack(() =>
      uploadModel(t.app, cubeWithInsideOutTwin(), 'twin.stl'),
    );
    console.log(
      `[attack] cube + inside-out twin: ${result.statusCode} in ${Math.round(ms)} ms, max event-loop delay ${maxDelayMs.toFixed(1)} ms`,
    );
    expect(result.statusCode).toBe(201);
    const { model } = result.json();
    expect(model.volumeMm3).toBeCloseTo(2_000_000, 0);
    expect(model.warnings.map((w: { code: string }) => w.code)).toContain('needs_review');
    expect(model.warnings.at(-1).message).toMatch(/inside out/);
    const pla = await printMaterial(t.app, 'PLA');
    const quote = await requestQuote(t.app, {
      modelId: model.id,
      materialId: pla.id,
      colour: 'Black',
    });
    expect(quote.statusCode).toBe(201);
    expect(quote.json().quote.status).toBe('requested');
    expect(maxDelayMs).toBeLessThan(MAX_DELAY_MS);
  }, 60_000);
});

describe('hostile contact text gets a 4xx without stalling the server', () => {
  const send = (message: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/contact',
      payload: { name: 'Ada', email: 'ada@example.com', subject: 'Hi', message },
    });

  it.each([
    ['1 MB of nested half-written schemes', 1_000_000, 413],
    [
      '60 KB of nested half-written schemes (under the body limit, over the field limit)',
      60_000,
      400,
    ],
  ])('%s', async (name, length, status) => {
    const message = nestedSchemes(length);
    const { result, ms, maxDelayMs } = await underAttack(() => send(message));
    console.log(
      `[attack] contact, ${name}: ${result.statusCode} in ${Math.round(ms)} ms, max event-loop delay ${maxDelayMs.toFixed(1)} ms`,
    );
    expect(result.statusCode).toBe(status);
    expect(maxDelayMs).toBeLessThan(MAX_DELAY_MS);
  });
});
