import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { PAGE_CHUNKS_FILE } from '#core/site/lazy-pages';
import { loadPagePreloads, withPreloads } from './page-preloads';

const data = ['<link rel="preload" as="fetch" crossorigin href="/api/products">'];
const modules = [
  '<link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/shop.js">',
];

describe('withPreloads', () => {
  it("puts a page's data hints at the end of <head>, its module hints with the app's deferred scripts", () => {
    const html =
      '<head>\n  </head><body>\n  <template id="app-scripts">\n      <script type="module" src="/assets/index.js"></script>\n    </template>\n  </body>';
    const out = withPreloads(html, { data, modules });
    const head = out.slice(0, out.indexOf('</head>'));
    const template = out.slice(out.indexOf('<template'), out.indexOf('</template>'));
    expect(head).toContain(data[0]);
    expect(head).not.toContain('modulepreload');
    expect(template).toContain(modules[0]);
    expect(template.indexOf('shop.js')).toBeGreaterThan(template.indexOf('index.js'));
  });

  it('puts every hint in <head> when the HTML has no deferred scripts, and changes nothing without hints', () => {
    const html =
      '<head>\n    <script type="module" src="/assets/index.js"></script>\n  </head><body></body>';
    const squash = (text: string) => text.replace(/\s+/g, ' ');
    expect(squash(withPreloads(html, { data, modules }))).toBe(
      squash(
        `<head> <script type="module" src="/assets/index.js"></script> ${data[0]} ${modules[0]} </head><body></body>`,
      ),
    );
    expect(withPreloads(html, { data: [], modules: [] })).toBe(html);
  });
});

/**
 * The preloads a build with this manifest, page → chunk map (none: a build without one) and
 * index.html gives each path: the files hinted.
 */
function hintedFiles(
  manifest: Record<string, unknown>,
  pageChunks: Record<string, string> | null,
  indexHtml = '<html></html>',
): { files: (path: string) => (string | undefined)[]; done: () => void } {
  const dir = mkdtempSync(join(tmpdir(), 'page-preloads-'));
  mkdirSync(join(dir, '.vite'));
  writeFileSync(join(dir, '.vite', 'manifest.json'), JSON.stringify(manifest));
  if (pageChunks) writeFileSync(join(dir, PAGE_CHUNKS_FILE), JSON.stringify(pageChunks));
  const preloadsFor = loadPagePreloads(dir, indexHtml);
  return {
    files: (path) => preloadsFor(path).modules.map((tag) => /href="([^"]+)"/.exec(tag)?.[1]),
    done: () => rmSync(dir, { recursive: true, force: true }),
  };
}

describe('loadPagePreloads', () => {
  it("hints a product page's chunk and its imports at any slug, and no other path's", () => {
    const { files, done } = hintedFiles(
      {
        'features/catalog/pages/product-page.tsx': {
          file: 'assets/product-page.js',
          imports: ['_card.js'],
        },
        '_card.js': { file: 'assets/card.js' },
      },
      { 'features/catalog/pages/product-page.tsx': 'assets/product-page.js' },
    );
    try {
      expect(files('/shop/firefly-hatchling')).toEqual([
        '/assets/product-page.js',
        '/assets/card.js',
      ]);
      expect(files('/shop/firefly-hatchling/')).toEqual(files('/shop/firefly-hatchling'));
      expect(files('/shop')).toEqual([]);
      expect(files('/shop/a/b')).toEqual([]);
    } finally {
      done();
    }
  });

  it("finds a first-visit page's chunk through the build's map, not by chunk names (decisions 148, 153)", () => {
    const manifest = {
      '_page-shop-page-x.js': {
        file: 'assets/page-shop-page-x.js',
        name: 'page-shop-page',
        imports: ['_start.js', '_site-pages.js'],
      },
      // A chunk named like the page that does not hold it: a name lookup could take it.
      '_page-shop-page-y.js': { file: 'assets/page-shop-page-y.js', name: 'page-shop-page' },
      '_start.js': { file: 'assets/start.js' },
      '_site-pages.js': { file: 'assets/site-pages.js' },
    };
    // The start is in index.html already: only what it lacks is hinted.
    const indexHtml = '<script src="/assets/start.js"></script>';
    const built = hintedFiles(
      manifest,
      { 'features/catalog/pages/shop-page.tsx': 'assets/page-shop-page-x.js' },
      indexHtml,
    );
    const withoutMap = hintedFiles(manifest, null, indexHtml);
    try {
      expect(built.files('/shop')).toEqual([
        '/assets/page-shop-page-x.js',
        '/assets/site-pages.js',
      ]);
      expect(built.files('/contact')).toEqual([]);
      expect(withoutMap.files('/shop')).toEqual([]);
    } finally {
      built.done();
      withoutMap.done();
    }
  });
});
