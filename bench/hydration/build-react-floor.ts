import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { build } from 'vite';

/** Builds the React floor (react-floor.ts) as one minified module; returns its code. */
export async function buildReactFloor(): Promise<string> {
  const outDir = mkdtempSync(join(tmpdir(), 'react-floor-'));
  await build({
    configFile: false,
    logLevel: 'warn',
    mode: 'production',
    define: { 'process.env.NODE_ENV': '"production"' },
    build: {
      outDir,
      emptyOutDir: true,
      minify: true,
      modulePreload: false,
      rollupOptions: {
        input: resolve(import.meta.dirname, 'react-floor.ts'),
        output: { entryFileNames: 'floor.js', format: 'es', codeSplitting: false },
      },
    },
  });
  return readFileSync(join(outDir, 'floor.js'), 'utf8');
}
