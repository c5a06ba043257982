import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { fileURLToPath } from 'node:url';
import { precompress } from './scripts/vite-precompress';

const apiPort = process.env.API_PORT ?? '3001';

/**
 * The production build runs the app on Preact's React-compatible runtime (~12 KB of gzip
 * instead of ~66 KB): the public bundle budget cannot be met with react-dom. The code is
 * written, typed, linted and developed against React 19; WEB_RUNTIME=react builds with React.
 * docs/decisions/007-public-bundle-budget.md.
 */
const preactAliases = [
  { find: /^react-dom\/client$/, replacement: fileURLToPath(new URL('./src/web/lib/preact-client.ts', import.meta.url)) },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/jsx-dev-runtime' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react$/, replacement: 'preact/compat' },
];

/**
 * `sonner` resolves to a same-API wrapper that loads sonner with the first toast, so toasts
 * cost nothing on pages that never show one; `sonner-original` is the package itself.
 */
const lazySonner = [
  { find: /^sonner$/, replacement: fileURLToPath(new URL('./src/web/lib/lazy-sonner.tsx', import.meta.url)) },
  { find: /^sonner-original$/, replacement: fileURLToPath(new URL('./node_modules/sonner/dist/index.mjs', import.meta.url)) },
];

/**
 * The client build goes to dist/web. The SSR build (scripts/prerender-pages.ts) renders the public
 * pages with React itself in Node at build time; its output, dist/ssr, is never served.
 */
export default defineConfig(({ command, isSsrBuild }) => ({
  root: fileURLToPath(new URL('./src/web', import.meta.url)),
  publicDir: isSsrBuild ? false : fileURLToPath(new URL('./src/web/public', import.meta.url)),
  plugins: [react(), tailwindcss(), ...(isSsrBuild ? [] : [precompress()])],
  resolve: {
    alias: [
      ...lazySonner,
      ...(command === 'build' && !isSsrBuild && process.env.WEB_RUNTIME !== 'react' ? preactAliases : []),
    ],
  },
  build: {
    outDir: fileURLToPath(new URL(isSsrBuild ? './dist/ssr' : './dist/web', import.meta.url)),
    emptyOutDir: true,
    sourcemap: false,
    // dist/web/.vite/manifest.json: which chunks each page needs (bundle budget, benchmarks).
    manifest: !isSsrBuild,
  },
  server: {
    proxy: { '/api': { target: `http://127.0.0.1:${apiPort}`, ws: true }, '/uploads': `http://127.0.0.1:${apiPort}` },
  },
}));
