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

export function scriptsAfterPaint(): Plugin {
  return {
    name: 'layerworks-scripts-after-paint',
    apply: 'build',
    transformIndexHtml: { order: 'post', handler: lowPriorityScripts },
  };
}
