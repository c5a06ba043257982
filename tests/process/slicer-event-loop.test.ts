import { monitorEventLoopDelay } from 'node:perf_hooks';
import { describe, expect, it } from 'vitest';
import { checkSlicer } from '../../src/server/slicing/check-slicer';
import { sliceModel } from '../../bench/measure-slicer';
import { slicerCorpus } from '../../bench/lib/slicer-corpus';

// Issue 29: nothing in the server's event loop waits on the slicer. Four of the corpus's heavier
// models slice at once through the sandboxed runner (spawn, tail read, streamed G-code scan)
// while the loop's delay is sampled.
describe('slicing four models at once', () => {
  it('keeps the event loop under 100 ms of delay', async () => {
    const slicer = await checkSlicer(undefined);
    if (!slicer.enabled) throw new Error(slicer.reason);
    const corpus = slicerCorpus();
    const four = ['vase', 'sphere', 'large flat base', 'hollow box'].map((name) =>
      corpus.find((m) => m.name === name)!,
    );
    const histogram = monitorEventLoopDelay({ resolution: 10 });
    histogram.enable();
    const results = await Promise.all(four.map((model) => sliceModel(slicer, model, true)));
    histogram.disable();
    for (const { figures } of results) expect(figures.gramsPerUnit).toBeGreaterThan(5);
    const p99 = histogram.percentile(99) / 1e6;
    const max = histogram.max / 1e6;
    console.log(
      `event loop while four models slice: p99 ${p99.toFixed(1)} ms, max ${max.toFixed(1)} ms`,
    );
    expect(p99).toBeLessThan(100);
    expect(max).toBeLessThan(100);
  });
});
