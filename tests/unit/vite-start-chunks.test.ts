import { describe, expect, it } from 'vitest';
import {
  pageChunkFiles,
  START_CHUNK_NAMES,
  startChunkNames,
  staticClosure,
  type ModuleGraph,
} from '../../scripts/vite-start-chunks';

/** A module graph from an adjacency list (static imports only). */
const graphOf = (edges: Record<string, string[]>): ModuleGraph => ({
  imports: (id) => edges[id] ?? [],
});

const graph = graphOf({
  '/src/start.tsx': [
    '/src/button.tsx',
    '/node_modules/react/index.js',
    '/node_modules/ui/index.mjs',
  ],
  '/src/button.tsx': [],
  // A package's barrel re-exports everything; what the start uses of it is the bundler's to find.
  '/node_modules/ui/index.mjs': ['/node_modules/ui/dialog.mjs'],
  '/node_modules/ui/dialog.mjs': [],
  '/node_modules/react/index.js': [],
  '/src/pages/shop-page.tsx': ['/src/card.tsx', '/src/search.tsx', '/src/button.tsx'],
  '/src/pages/product-page.tsx': ['/src/card.tsx', '/src/gallery.tsx'],
  '/src/card.tsx': ['/src/price.tsx'],
  '/src/price.tsx': [],
  '/src/search.tsx': [],
  '/src/gallery.tsx': [],
  '/src/pages/admin-page.tsx': ['/src/table.tsx', '/src/card.tsx'],
  '/src/table.tsx': [],
});

describe('staticClosure', () => {
  it('follows static imports through the app, not into a package', () => {
    expect([...staticClosure(graph, '/src/start.tsx')].sort()).toEqual([
      '/node_modules/react/index.js',
      '/node_modules/ui/index.mjs',
      '/src/button.tsx',
      '/src/start.tsx',
    ]);
  });

  it('visits each module once in a cycle', () => {
    const cyclic = graphOf({ a: ['b'], b: ['a', 'c'], c: [] });
    expect([...staticClosure(cyclic, 'a')].sort()).toEqual(['a', 'b', 'c']);
  });
});

describe('startChunkNames', () => {
  const nameOf = startChunkNames(graph, '/src/start.tsx', [
    '/src/pages/shop-page.tsx',
    '/src/pages/product-page.tsx',
  ]);

  it("puts the start's modules in `start`, even those a page imports too", () => {
    expect(nameOf('/src/start.tsx')).toBe('start');
    expect(nameOf('/src/button.tsx')).toBe('start');
  });

  it('gives each page its own modules, and what two pages share to `site-pages`', () => {
    expect(nameOf('/src/pages/shop-page.tsx')).toBe('page-shop-page');
    expect(nameOf('/src/search.tsx')).toBe('page-shop-page');
    expect(nameOf('/src/gallery.tsx')).toBe('page-product-page');
    expect(nameOf('/src/card.tsx')).toBe('site-pages');
    expect(nameOf('/src/price.tsx')).toBe('site-pages');
  });

  it("leaves admin-only modules and a barrel's unused parts to the bundler", () => {
    expect(nameOf('/src/table.tsx')).toBeNull();
    expect(nameOf('/src/pages/admin-page.tsx')).toBeNull();
    expect(nameOf('/node_modules/ui/dialog.mjs')).toBeNull();
  });
});

describe('START_CHUNK_NAMES', () => {
  it('names the start, the shared pages chunk and one chunk per first-visit page, nothing else', () => {
    expect(START_CHUNK_NAMES).toEqual([
      'start',
      'site-pages',
      'page-shop-page',
      'page-product-page',
      'page-custom-print-page',
      'page-contact-page',
    ]);
  });
});

describe('pageChunkFiles (decision 153)', () => {
  it("maps each page to the chunk whose modules hold it, whatever the chunk's name or entry", () => {
    const chunks = [
      { fileName: 'assets/start-1.js', moduleIds: ['/src/web/app/start-app.tsx'] },
      // Named for another page, yet it holds the shop page: the modules decide, not the name.
      {
        fileName: 'assets/page-contact-page-2.js',
        moduleIds: ['/src/web/features/catalog/pages/shop-page.tsx', '/src/web/card.tsx'],
      },
      { fileName: 'assets/contact-3.js', moduleIds: ['/src/web/features/site/pages/contact.tsx'] },
    ];
    const map = pageChunkFiles(
      chunks,
      ['features/catalog/pages/shop-page.tsx', 'features/site/pages/contact.tsx', 'missing.tsx'],
      (path) => `/src/web/${path}`,
    );
    expect(map).toEqual({
      'features/catalog/pages/shop-page.tsx': 'assets/page-contact-page-2.js',
      'features/site/pages/contact.tsx': 'assets/contact-3.js',
    });
  });
});
