import type { Plugin } from 'vite';

/**
 * The app's scripts load after the first paint (decision 022). Every public page arrives
 * prerendered, so its first paint needs only the HTML, the stylesheet and the hero image; the
 * scripts only make it interactive. Fetched at once they share a phone's bandwidth with what the
 * paint needs, and Lighthouse counts every script that finished before the paint against it.
 * So the module script and its modulepreloads sit in an inert `<template id="app-scripts">`
 * (the bundle budget still reads them there), and a small inline script (allowed by its CSP
 * hash, like the theme script) inserts them once the first frame is painted: after a frame's
 * `requestAnimationFrame`, which waits for the render-blocking stylesheet, or after 1 s at the
 * latest (a tab opened in the background paints no frame).
 */
export const APP_SCRIPTS_ID = 'app-scripts';
export const APP_SCRIPTS_LOADER = `<script>(function(){var d=0;function go(){if(d)return;d=1;var t=document.getElementById('${APP_SCRIPTS_ID}');if(t)document.head.appendChild(t.content.cloneNode(true))}requestAnimationFrame(function(){setTimeout(go)});setTimeout(go,1000)})();</script>`;

/** Moves the module script and every modulepreload into the template, followed by the loader. */
export function scriptsAfterPaintHtml(html: string): string {
  const tags = [...html.matchAll(/^[ \t]*(<script type="module"[^>]*><\/script>|<link rel="modulepreload"[^>]*>)[ \t]*\n?/gm)];
  if (tags.length === 0 || html.includes(`id="${APP_SCRIPTS_ID}"`)) return html;
  let out = html;
  for (const tag of tags) out = out.replace(tag[0], '');
  const template = `<template id="${APP_SCRIPTS_ID}">\n      ${tags.map((t) => t[1]).join('\n      ')}\n    </template>\n    ${APP_SCRIPTS_LOADER}\n    `;
  const at = out.indexOf('<link rel="stylesheet"');
  return at >= 0 ? out.slice(0, at) + template + out.slice(at) : out.replace('</head>', `  ${template}</head>`);
}

/**
 * Low priority for the scripts too: once inserted they still yield the bandwidth to the page's
 * images.
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
        return scriptsAfterPaintHtml(lowPriorityScripts(withBootPreloads(html, files)));
      },
    },
  };
}
