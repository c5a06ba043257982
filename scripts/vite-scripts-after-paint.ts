import type { Plugin } from 'vite';

/**
 * The app's scripts start after the largest paint (decision 054). Every public page
 * arrives prerendered: its first paint needs only the HTML, the stylesheet and the hero image.
 * So the module script and its modulepreloads sit in an inert `<template id="app-scripts">` at
 * the end of <body>, and a tiny inline loader (allowed by its CSP hash) inserts them once the
 * browser has reported the page's largest paint (and the hero image, `fetchpriority="high"`, has
 * loaded and had a frame), or after two frames where the browser reports no such paint. Their
 * bytes no longer share a phone's bandwidth with what that paint needs, and Lighthouse no longer
 * counts them as part of it.
 *
 * The loader starts them at once where waiting buys nothing: a page with nothing prerendered
 * (private pages, whose #root is empty), a tab not visible (no frame is coming), or as soon as
 * the visitor presses, touches, types or focuses, and after 3 s whatever happened.
 */
export const APP_SCRIPTS_LOADER =
  "(function(){var d=document,t=d.getElementById('app-scripts'),r=d.getElementById('root'),e=['pointerdown','keydown','touchstart','focusin'];" +
  'function go(){if(!t)return;var c=t;t=null;e.forEach(function(n){removeEventListener(n,go,true)});d.head.appendChild(d.importNode(c.content,true))}' +
  "if(!r||!r.firstElementChild||d.visibilityState!=='visible'){go();return}" +
  'e.forEach(function(n){addEventListener(n,go,{capture:true,passive:true})});setTimeout(go,3000);' +
  'function frames(){requestAnimationFrame(function(){requestAnimationFrame(function(){setTimeout(go,0)})})}' +
  "function hero(){var i=d.querySelector('img[fetchpriority=high]');if(i&&!i.complete){i.addEventListener('load',frames);i.addEventListener('error',frames)}else frames()}" +
  "var P=window.PerformanceObserver;if(!P||!P.supportedEntryTypes||P.supportedEntryTypes.indexOf('largest-contentful-paint')<0){hero();return}" +
  "new P(function(l,o){o.disconnect();hero()}).observe({type:'largest-contentful-paint',buffered:true})})();";

const APP_SCRIPT_TAG =
  /\s*<(?:script type="module"[^>]*><\/script>|link rel="modulepreload"[^>]*>)/g;

/** Gives the app's module script and its modulepreloads `fetchpriority="low"` (decision 054). */
export function lowPriorityScripts(html: string): string {
  return html.replace(
    /<(script type="module"|link rel="modulepreload")(?![^>]*\bfetchpriority=)/g,
    '<$1 fetchpriority="low"',
  );
}

/**
 * Moves every module script and modulepreload of <head> into the inert template before </body>,
 * followed by the loader. Running it twice changes nothing.
 */
export function deferAppScripts(html: string): string {
  if (html.includes('id="app-scripts"')) return html;
  const head = html.slice(0, html.indexOf('</head>'));
  const tags = [...head.matchAll(APP_SCRIPT_TAG)].map((m) => m[0].trim());
  if (tags.length === 0) return html;
  const withoutTags = head.replace(APP_SCRIPT_TAG, '') + html.slice(head.length);
  const template = `  <template id="app-scripts">\n      ${tags.join('\n      ')}\n    </template>\n    <script>${APP_SCRIPTS_LOADER}</script>\n  </body>`;
  return withoutTags.replace(/ *<\/body>/, () => template);
}

type BundleChunk = { type: 'chunk'; imports: string[]; dynamicImports: string[] };

/**
 * The chunks the entry loads with `import()` (main.tsx starts the app in steps, one task each)
 * and everything they import statically, in load order, minus what the HTML already preloads.
 */
export function bootChunks(
  entry: BundleChunk,
  bundle: Record<string, { type: string }>,
  html: string,
): string[] {
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

/** Preloads the boot chunks beside the entry's own (before the stylesheet link). */
export function withBootPreloads(html: string, files: string[]): string {
  if (files.length === 0) return html;
  const tags = files
    .map((file) => `<link rel="modulepreload" crossorigin href="/${file}">\n    `)
    .join('');
  const at = html.indexOf('<link rel="stylesheet"');
  return at >= 0
    ? html.slice(0, at) + tags + html.slice(at)
    : html.replace('</head>', `  ${tags}</head>`);
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
        return deferAppScripts(lowPriorityScripts(withBootPreloads(html, files)));
      },
    },
  };
}
