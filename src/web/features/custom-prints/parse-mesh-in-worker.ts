import type { Mesh } from '#core/geometry/mesh';

/** Past this the preview gives up (the server's analysis has its own, stricter budget). */
export const PREVIEW_PARSE_TIMEOUT_MS = 20_000;

type Reply = { mesh: Mesh } | { failure: string };

/**
 * Parses the model in a Web Worker so the tab stays responsive whatever the file; the worker is
 * ended when the parse is done, times out, or the caller aborts (the preview unmounted).
 */
export function parseMeshInWorker(
  bytes: Uint8Array,
  signal: AbortSignal,
  timeoutMs = PREVIEW_PARSE_TIMEOUT_MS,
): Promise<Reply> {
  return new Promise((resolve) => {
    const worker = new Worker(new URL('./parse-mesh.worker.ts', import.meta.url), {
      type: 'module',
    });
    const finish = (reply: Reply) => {
      clearTimeout(timer);
      signal.removeEventListener('abort', onAbort);
      worker.terminate();
      resolve(reply);
    };
    const onAbort = () => finish({ failure: 'The preview was closed.' });
    const timer = setTimeout(
      () => finish({ failure: 'This model is too complex to preview here.' }),
      timeoutMs,
    );
    signal.addEventListener('abort', onAbort);
    worker.onmessage = (event: MessageEvent<Reply>) => finish(event.data);
    worker.onerror = () => finish({ failure: 'This model cannot be previewed.' });
    worker.postMessage(bytes);
  });
}
