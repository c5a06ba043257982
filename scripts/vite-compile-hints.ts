import type { Plugin } from 'vite';

/**
 * V8's explicit compile hint (Chrome 136+): with this comment on its first line, a script's
 * functions are compiled as the script streams in, on a background thread, instead of one by one
 * on the main thread the first time each is called. Other engines read a comment.
 */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

/** Moves the hint back to the first line when a line was put above it. */
export function hoistCompileHint(code: string): string {
  const at = code.indexOf(`\n${COMPILE_HINT}\n`);
  if (code.startsWith(`${COMPILE_HINT}\n`) || at < 0 || code.lastIndexOf('\n', at - 1) >= 0)
    return code;
  // The two lines change places; neither maps to a source line, so a source map stays right.
  return `${COMPILE_HINT}\n${code.slice(0, at)}\n${code.slice(at + COMPILE_HINT.length + 2)}`;
}

/**
 * The chunks whose functions a page calls as it starts get the hint (decision 149): left lazy,
 * each function was parsed a second time and compiled on the main thread when first called, 104
 * ms of a traced /about start at 4× CPU against 34 ms for the React floor.
 * - `postBanner` (Rolldown's `output.postBanner`) adds it after minification, which drops
 *   comments, and before the file's hash is taken, so a hinted file gets a name of its own.
 * - `plugin` puts it back on the first line of the chunks where Vite's preload helper
 *   (`const __vite__mapDeps=…`) was added above it afterwards.
 */
export function compileHints(hinted: (chunkName: string) => boolean): {
  postBanner: (chunk: { name: string }) => string;
  plugin: Plugin;
} {
  return {
    postBanner: (chunk) => (hinted(chunk.name) ? COMPILE_HINT : ''),
    plugin: {
      name: 'layerworks-compile-hints',
      apply: 'build',
      generateBundle: {
        order: 'post',
        handler(_options, bundle) {
          for (const output of Object.values(bundle))
            if (output.type === 'chunk' && hinted(output.name))
              output.code = hoistCompileHint(output.code);
        },
      },
    },
  };
}
