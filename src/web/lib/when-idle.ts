import { whenAppReady } from './use-hydrated';

/**
 * Runs `work` once the browser is idle (at the latest after `timeoutMs`), so work the visitor
 * does not wait for stays out of the app's start (first paint → app ready). Returns a
 * function that cancels it if it has not run yet.
 */
export function whenIdle(work: () => void, timeoutMs = 2_000): () => void {
  if (typeof requestIdleCallback === 'function') {
    const handle = requestIdleCallback(work, { timeout: timeoutMs });
    return () => cancelIdleCallback(handle);
  }
  const handle = setTimeout(work, Math.min(timeoutMs, 500));
  return () => clearTimeout(handle);
}

/**
 * Runs `work` in the first idle time after the app is ready (`data-app="ready"`): work the
 * visitor does not wait for, kept out of first paint → ready. Returns a function that cancels it
 * if it has not run yet.
 */
export function whenReadyAndIdle(work: () => void): () => void {
  let cancelIdle = () => {};
  const cancelReady = whenAppReady(() => {
    cancelIdle = whenIdle(work);
  });
  return () => {
    cancelReady();
    cancelIdle();
  };
}
