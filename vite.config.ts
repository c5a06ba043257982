import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { fileURLToPath } from 'node:url';
import { earlyInput } from './scripts/vite-early-input';
import { precompress } from './scripts/vite-precompress';
import { reactOnly } from './scripts/vite-react-only';
import { scriptsAfterPaint } from './scripts/vite-scripts-after-paint';
import { PAGE_START_CHUNKS, startChunks } from './scripts/vite-start-chunks';
import { compileHints } from './scripts/vite-compile-hints';

const apiPort = process.env.API_PORT ?? '3001';

/**
 * The libraries every page starts with, in one chunk (decision 137): split by the bundler's
 * default into a dozen files (React DOM, the router, the query client, the JSX runtime…), they
 * were as many requests and module records before the app could run, against one file for
 * React alone. Only packages the first load needs anyway: a lazy page's library stays with it.
 */
const FRAMEWORK =
  /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|@tanstack[\\/](query-core|react-query)|tailwind-merge|clsx|class-variance-authority)[\\/]/;

/**
 * The client build goes to dist/web. The SSR build (scripts/prerender-pages.ts) renders the public
 * pages with React itself in Node at build time; its output, dist/ssr, is never served.
 * React 19 in every build, no package aliases (docs/decisions/059-react-in-every-build.md).
 */
export default defineConfig(({ isSsrBuild }) => {
  const root = fileURLToPath(new URL('./src/web', import.meta.url));
  const start = startChunks(root);
  // The chunks a page runs as it starts are compiled as they stream in (decision 149).
  const hints = compileHints((name) => PAGE_START_CHUNKS.has(name));
  return {
    root,
    publicDir: isSsrBuild ? false : fileURLToPath(new URL('./src/web/public', import.meta.url)),
    plugins: [
      react(),
      tailwindcss(),
      reactOnly(),
      ...(isSsrBuild
        ? []
        : [earlyInput(), scriptsAfterPaint(), precompress(), start.plugin, hints.plugin]),
    ],
    build: {
      outDir: fileURLToPath(new URL(isSsrBuild ? './dist/ssr' : './dist/web', import.meta.url)),
      emptyOutDir: true,
      sourcemap: false,
      // dist/web/.vite/manifest.json: which chunks each page needs (bundle budget, benchmarks).
      manifest: !isSsrBuild,
      rolldownOptions: isSsrBuild
        ? {}
        : {
            output: {
              postBanner: hints.postBanner,
              codeSplitting: {
                groups: [{ name: 'framework', test: FRAMEWORK, priority: 4 }, ...start.groups],
              },
            },
          },
    },
    server: {
      proxy: {
        '/api': { target: `http://127.0.0.1:${apiPort}`, ws: true },
        '/uploads': `http://127.0.0.1:${apiPort}`,
      },
    },
  };
});
