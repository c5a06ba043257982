// The backup worker's entry when the server runs from its TypeScript sources (tests, `npm run dev`):
// a worker thread does not inherit tsx's loader, so this plain module loads export-worker.ts through it.
import { tsImport } from 'tsx/esm/api';

await tsImport('./export-worker.ts', import.meta.url);
