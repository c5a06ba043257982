/// <reference lib="webworker" />
import { parseMesh } from '#core/geometry/parse-mesh';

/**
 * The preview's parse, off the page's main thread (decision 101): a hostile or huge file keeps
 * only this worker busy, and the page can end it. The arrays are transferred, not copied.
 */
self.onmessage = (event: MessageEvent<Uint8Array>) => {
  try {
    const { mesh } = parseMesh(event.data);
    self.postMessage({ mesh }, [mesh.positions.buffer, mesh.indices.buffer]);
  } catch (error) {
    self.postMessage({
      failure: error instanceof Error ? error.message : 'This model cannot be previewed.',
    });
  }
};
