import { buildSync } from 'esbuild';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

const ENTRY = fileURLToPath(new URL('../src/web/boot/early-input-entry.ts', import.meta.url));

/** The early-input script (src/web/boot/capture-early-input.ts) as one minified inline body. */
export function earlyInputScript(): string {
  const result = buildSync({
    entryPoints: [ENTRY],
    bundle: true,
    minify: true,
    format: 'iife',
    target: 'es2020',
    write: false,
    legalComments: 'none',
  });
  return result.outputFiles[0]!.text.trim();
}

/**
 * Puts the early-input script inline in <head> (decision 125), before the page's body is
 * parsed, so no tap on a prerendered page is lost before the app runs. Inline, so it costs no
 * request; allowed by the CSP through its hash, like the theme script.
 */
export function earlyInput(): Plugin {
  let body = '';
  return {
    name: 'layerworks-early-input',
    apply: 'build',
    buildStart() {
      body = earlyInputScript();
      this.addWatchFile(ENTRY);
    },
    transformIndexHtml: {
      order: 'pre',
      // After the theme script and before the stylesheet: an inline script after a stylesheet
      // would wait for it; one before <meta charset> would push that past the first 1,024 bytes.
      handler: (html) =>
        html.replace(
          /(<script>\(function\(\)\{try\{var t=localStorage[^<]*<\/script>)/,
          (theme) => `${theme}\n    <script>${body}</script>`,
        ),
    },
  };
}
