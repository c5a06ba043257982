import { describe, expect, it } from 'vitest';
import { FIRST_VISIT_PAGES, LAZY_PAGES, manifestKeyOfPage, pageChunkName } from './lazy-pages';

describe('lazy pages', () => {
  it('names a page chunk after its module', () => {
    expect(pageChunkName('features/catalog/pages/shop-page.tsx')).toBe('page-shop-page');
  });

  it('finds a page by its source key, else by its chunk name among non-entry chunks', () => {
    const manifest = {
      'features/auth/pages/auth-page.tsx': { name: 'auth-page' },
      '_page-shop-page-a1.js': { name: 'page-shop-page' },
      'features/catalog/pages/page-shop-page.ts': { name: 'page-shop-page' },
    };
    expect(manifestKeyOfPage(manifest, LAZY_PAGES['/auth']!)).toBe(
      'features/auth/pages/auth-page.tsx',
    );
    expect(manifestKeyOfPage(manifest, LAZY_PAGES['/shop']!)).toBe('_page-shop-page-a1.js');
    expect(manifestKeyOfPage(manifest, LAZY_PAGES['/custom']!)).toBeUndefined();
  });

  it('has only lazy pages among the first-visit pages, with distinct chunk names', () => {
    const lazy = new Set([...Object.values(LAZY_PAGES), 'features/catalog/pages/product-page.tsx']);
    expect(FIRST_VISIT_PAGES.every((page) => lazy.has(page))).toBe(true);
    expect(new Set(FIRST_VISIT_PAGES.map(pageChunkName)).size).toBe(FIRST_VISIT_PAGES.length);
  });
});
