import { describe, expect, it } from 'vitest';
import { FIRST_VISIT_PAGES, LAZY_PAGES, manifestKeyOfPage, pageChunkName } from './lazy-pages';

describe('lazy pages', () => {
  it('names a page chunk after its module', () => {
    expect(pageChunkName('features/catalog/pages/shop-page.tsx')).toBe('page-shop-page');
  });

  it("finds a page's manifest key by the file the build's map names, whatever the chunks are called", () => {
    const manifest = {
      'features/auth/pages/auth-page.tsx': { file: 'assets/auth-page-1.js' },
      '_page-shop-page-a1.js': { file: 'assets/page-shop-page-a1.js' },
      '_page-shop-page-b2.js': { file: 'assets/page-shop-page-b2.js' },
    };
    const pageChunks = {
      [LAZY_PAGES['/auth']!]: 'assets/auth-page-1.js',
      [LAZY_PAGES['/shop']!]: 'assets/page-shop-page-b2.js',
      [LAZY_PAGES['/custom']!]: 'assets/gone.js',
    };
    expect(manifestKeyOfPage(manifest, pageChunks, LAZY_PAGES['/auth']!)).toBe(
      'features/auth/pages/auth-page.tsx',
    );
    expect(manifestKeyOfPage(manifest, pageChunks, LAZY_PAGES['/shop']!)).toBe(
      '_page-shop-page-b2.js',
    );
    // A file the manifest does not have, and a page the map does not name: no key.
    expect(manifestKeyOfPage(manifest, pageChunks, LAZY_PAGES['/custom']!)).toBeUndefined();
    expect(manifestKeyOfPage(manifest, pageChunks, LAZY_PAGES['/orders']!)).toBeUndefined();
  });

  it('has only lazy pages among the first-visit pages, with distinct chunk names', () => {
    const lazy = new Set([...Object.values(LAZY_PAGES), 'features/catalog/pages/product-page.tsx']);
    expect(FIRST_VISIT_PAGES.every((page) => lazy.has(page))).toBe(true);
    expect(new Set(FIRST_VISIT_PAGES.map(pageChunkName)).size).toBe(FIRST_VISIT_PAGES.length);
  });
});
