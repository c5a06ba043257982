import { describe, expect, it } from 'vitest';
import { productPagePath, productSlugOfPath } from './product-path';

describe('productSlugOfPath', () => {
  it('reads the slug of /shop/<slug>, trailing slashes ignored', () => {
    expect(productSlugOfPath('/shop/gear-spinner')).toBe('gear-spinner');
    expect(productSlugOfPath('/shop/gear-spinner//')).toBe('gear-spinner');
    expect(productSlugOfPath('/SHOP/gear-spinner')).toBe('gear-spinner');
    expect(productSlugOfPath('/shop/a%20b')).toBe('a b');
    expect(productSlugOfPath('/shop/%E0%A4%A')).toBe('%E0%A4%A');
  });

  it('is null for any other path', () => {
    for (const path of ['/shop', '/shop/', '/shop/a/b', '/shopping/a', '/x/shop/a'])
      expect(productSlugOfPath(path), path).toBeNull();
  });

  it('round-trips with productPagePath', () => {
    expect(productSlugOfPath(productPagePath('gear-spinner'))).toBe('gear-spinner');
  });
});
