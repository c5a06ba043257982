import type { FastifyBaseLogger } from 'fastify';

/**
 * A housekeeping timer: first run soon after start, then every `everyMs`; a run never overlaps
 * the one before it, a failure is logged and the next tick tries again. Unref'd, so it never
 * keeps a stopping process alive; `close` waits for a run in progress.
 */
export function startPeriodicJob(options: {
  name: string;
  everyMs: number;
  /** Answers how many things it did (logged when more than 0, with `done` saying what). */
  run: () => Promise<number>;
  done?: string;
  log: FastifyBaseLogger;
}): { close(): Promise<void> } {
  let running: Promise<void> | undefined;
  const tick = () => {
    if (running) return;
    running = options
      .run()
      .then((count) => {
        if (count > 0)
          options.log.info({ count }, `${options.name}: ${options.done ?? 'rows removed'}`);
      })
      .catch((error: unknown) => options.log.warn({ err: error }, `${options.name} failed`))
      .finally(() => {
        running = undefined;
      });
  };
  const first = setTimeout(tick, Math.min(options.everyMs, 60_000));
  const timer = setInterval(tick, options.everyMs);
  first.unref();
  timer.unref();
  return {
    async close() {
      clearTimeout(first);
      clearInterval(timer);
      await running;
    },
  };
}
