import { describe, expect, it } from 'vitest';
import { foreignRuntimeModules } from '../../scripts/vite-react-only';

describe('foreignRuntimeModules', () => {
  it('flags Preact and its compat layer, never React', () => {
    expect(
      foreignRuntimeModules([
        '/app/node_modules/preact/compat/dist/compat.module.js',
        '/app/node_modules/@preact/signals/dist/signals.mjs',
        '/app/node_modules/react-dom/cjs/react-dom-client.production.js',
        '/app/node_modules/react/index.js',
        '/app/src/web/lib/lazy-sonner.tsx',
      ]),
    ).toEqual([
      '/app/node_modules/preact/compat/dist/compat.module.js',
      '/app/node_modules/@preact/signals/dist/signals.mjs',
    ]);
  });
});
