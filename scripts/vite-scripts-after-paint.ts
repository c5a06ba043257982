import type { Plugin } from 'vite';

/**
 * Gives the app's module script and its modulepreloads `fetchpriority="low"` (decision 022).
 * Every public page arrives prerendered, so its first paint needs only the HTML, the stylesheet
 * and the hero image; the scripts only make it interactive. At their default (high) priority
 * they share a phone's bandwidth with the stylesheet and the hero image, and Lighthouse counts
 * every high-priority script that finished before the first paint as render-blocking.
 */
export function lowPriorityScripts(html: string): string {
  return html.replace(
    /<(script type="module"|link rel="modulepreload")(?![^>]*\bfetchpriority=)/g,
    '<$1 fetchpriority="low"',
  );
}

type BundleChunk = { type: 'chunk'; imports: string[]; dynamicImports: string[] };

/**
 * The chunks the entry loads with `import()` (main.tsx starts the app in steps, one task each)
 * and everything they import statically, in load order, minus what the HTML already preloads.
 */
export function bootChunks(entry: BundleChunk, bundle: Record<string, { type: string }>, html: string): string[] {
  const files: string[] = [];
  const visit = (file: string) => {
    const chunk = bundle[file] as BundleChunk | undefined;
    if (!chunk || chunk.type !== 'chunk' || files.includes(file)) return;
    files.push(file);
    chunk.imports.forEach(visit);
  };
  entry.dynamicImports.forEach(visit);
  return files.filter((file) => !html.includes(`/${file}"`));
}

/** Preloads the boot chunks beside the entry's own (before the stylesheet link), at low priority. */
export function withBootPreloads(html: string, files: string[]): string {
  if (files.length === 0) return html;
  const tags = files.map((file) => `<link rel="modulepreload" crossorigin href="/${file}">\n    `).join('');
  const at = html.indexOf('<link rel="stylesheet"');
  return at >= 0 ? html.slice(0, at) + tags + html.slice(at) : html.replace('</head>', `  ${tags}</head>`);
}

export function scriptsAfterPaint(): Plugin {
  return {
    name: 'layerworks-scripts-after-paint',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        const entry = context.chunk as unknown as BundleChunk | undefined;
        const files = entry && context.bundle ? bootChunks(entry, context.bundle, html) : [];
        return lowPriorityScripts(withBootPreloads(html, files));
      },
    },
  };
}
