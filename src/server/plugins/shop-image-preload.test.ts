import { describe, expect, it } from 'vitest';
import { firstImagePreload } from './shop-image-preload';

const product = (name: string, images: unknown) => ({ name, description: '', sku: name, price: '10.00', category: null, images });

describe('firstImagePreload', () => {
  it("preloads the image of the product /shop shows first (name A-Z), at high priority", () => {
    const tag = firstImagePreload([product('Zebra', ['/images/z.svg']), product('aurora', ['/images/a.svg', '/images/a2.svg'])]);
    expect(tag).toBe('<link rel="preload" as="image" fetchpriority="high" href="/images/a.svg">');
  });

  it('gives nothing for an empty catalog, a first product without images, or another origin', () => {
    expect(firstImagePreload([])).toBe('');
    expect(firstImagePreload([product('A', []), product('B', ['/images/b.svg'])])).toBe('');
    expect(firstImagePreload([product('A', ['https://evil.example/x.svg'])])).toBe('');
    expect(firstImagePreload([product('A', ['//evil.example/x.svg'])])).toBe('');
  });

  it('escapes the address for its attribute', () => {
    expect(firstImagePreload([product('A', ['/uploads/a"><script>.svg'])])).toContain('href="/uploads/a&quot;&gt;&lt;script&gt;.svg"');
  });
});
