import { describe, expect, it } from 'vitest';
import { APP_ROUTES, isAppRoute } from './match-app-route';
import { NOT_FOUND_RENDER_PATH } from './not-found-page';
import { indexedPaths, pageMeta } from './page-meta';

describe('isAppRoute', () => {
  it('knows every static route, with or without trailing slashes, in any case', () => {
    for (const path of ['/', '/shop', '/orders/quotes', '/admin', '/admin/print-materials'])
      expect(isAppRoute(path), path).toBe(true);
    expect(isAppRoute('/products/')).toBe(true);
    expect(isAppRoute('/contact//')).toBe(true);
    expect(isAppRoute('///')).toBe(true);
    expect(isAppRoute('/SHOP')).toBe(true);
    expect(isAppRoute('')).toBe(true);
  });

  it('lets a :param stand for exactly one non-empty segment', () => {
    expect(isAppRoute('/admin/orders/5b0c7e1a-0000-4000-8000-000000000001')).toBe(true);
    expect(isAppRoute('/admin/products/123/')).toBe(true);
    expect(isAppRoute('/admin/products/a%2Fb')).toBe(true);
    expect(isAppRoute('/admin/orders/1/items')).toBe(false);
    expect(isAppRoute('/admin/orders//')).toBe(true); // trailing slashes: the list itself
    expect(isAppRoute('/shop/aurora-crystal-dragon')).toBe(true); // a product's page (decision 128)
  });

  it('refuses paths the router sends to its catch-all', () => {
    for (const path of [
      '/no/such/page',
      '/shopping',
      '/shop/x/y',
      '/orders/123/items',
      '/admin/nope',
      '/auth/elsewhere',
      '//shop',
      '/api',
      '/wp-login.php',
      '/%E0%A4%A',
      NOT_FOUND_RENDER_PATH,
    ])
      expect(isAppRoute(path), path).toBe(false);
  });

  it('decodes percent escapes as the router does', () => {
    expect(isAppRoute('/%73hop')).toBe(true);
    expect(isAppRoute('/sh%2Fop')).toBe(false);
  });

  it('covers every page that has meta, so the sitemap lists no 404', () => {
    for (const path of Object.keys(pageMeta)) expect(isAppRoute(path), path).toBe(true);
    expect(indexedPaths().every(isAppRoute)).toBe(true);
  });

  it('lists each pattern once', () => {
    expect(new Set(APP_ROUTES).size).toBe(APP_ROUTES.length);
  });
});
