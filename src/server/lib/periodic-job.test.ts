import { afterEach, describe, expect, it, vi } from 'vitest';
import { startPeriodicJob } from './periodic-job';

const log = { info: vi.fn(), warn: vi.fn() } as unknown as Parameters<
  typeof startPeriodicJob
>[0]['log'];

describe('startPeriodicJob', () => {
  afterEach(() => vi.useRealTimers());

  it('runs soon after start, then on its interval, never two runs at once, and goes on after a failure', async () => {
    vi.useFakeTimers();
    let finish: (count: number) => void = () => {};
    const run = vi
      .fn<() => Promise<number>>()
      .mockImplementationOnce(() => new Promise((resolve) => (finish = resolve)))
      .mockRejectedValueOnce(new Error('database away'))
      .mockResolvedValue(0);
    const job = startPeriodicJob({ name: 'test job', everyMs: 120_000, run, log });

    await vi.advanceTimersByTimeAsync(60_000); // first run, a minute after start
    expect(run).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(120_000); // the interval ticks while the first run is still going
    expect(run).toHaveBeenCalledTimes(1);
    finish(3);
    await vi.advanceTimersByTimeAsync(0);
    expect(log.info).toHaveBeenCalledWith({ count: 3 }, 'test job: rows removed');

    await vi.advanceTimersByTimeAsync(120_000);
    expect(run).toHaveBeenCalledTimes(2);
    expect(log.warn).toHaveBeenCalledWith({ err: expect.any(Error) }, 'test job failed');
    await vi.advanceTimersByTimeAsync(120_000);
    expect(run).toHaveBeenCalledTimes(3);
    await job.close();
    await vi.advanceTimersByTimeAsync(600_000);
    expect(run).toHaveBeenCalledTimes(3);
  });
});
