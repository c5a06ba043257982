import { describe, expect, it } from 'vitest';
import type { ProductDetail } from '../catalog/product-page';
import { jsonLdScript, productJsonLd, productPageMeta } from './product-structured-data';

const product: ProductDetail = {
  id: 'p1',
  name: 'Ember </script><script>alert(1)</script> Dragon',
  slug: 'ember-dragon',
  description: 'Glows & shines </script><!-- all night.',
  price: '24.50',
  compareAtPrice: '30.00',
  images: ['/images/a.png', '/images/b.png'],
  sku: 'EMB-1',
  category: 'Dragons',
  quantity: 0,
  variantId: 'v1',
  variantCount: 1,
  leadTimeDays: null,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-02-01T00:00:00.000Z',
  options: [],
  variants: [],
};

describe('productJsonLd', () => {
  it('is a Product with its Offer: price as text, USD, availability, sku, image, url', () => {
    const data = productJsonLd(product, 'https://shop.example.com/');
    expect(data).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: product.name,
      sku: 'EMB-1',
      image: ['https://shop.example.com/images/a.png', 'https://shop.example.com/images/b.png'],
      url: 'https://shop.example.com/shop/ember-dragon',
      offers: {
        '@type': 'Offer',
        price: '24.50',
        priceCurrency: 'USD',
        availability: 'https://schema.org/OutOfStock',
        sku: 'EMB-1',
      },
    });
    expect(productJsonLd({ ...product, quantity: 2 }, 'https://x.test')).toMatchObject({
      offers: { availability: 'https://schema.org/InStock' },
    });
  });
});

describe('jsonLdScript', () => {
  it('cannot be broken out of, and parses back to the same data', () => {
    const data = productJsonLd(product, 'https://shop.example.com');
    const html = jsonLdScript(data);
    const body = /^<script type="application\/ld\+json">([\s\S]*)<\/script>$/.exec(html)?.[1];
    expect(body).toBeDefined();
    expect(body).not.toMatch(/[<>&]/);
    expect(JSON.parse(body!)).toEqual(data);
  });
});

describe('productPageMeta', () => {
  it('titles the page, points at its one canonical path and its first image', () => {
    const meta = productPageMeta(product, 'https://shop.example.com');
    expect(meta.title).toBe(`${product.name} · Layerworks 3D`);
    expect(meta.path).toBe('/shop/ember-dragon');
    expect(meta.image).toBe('https://shop.example.com/images/a.png');
    expect(productPageMeta({ ...product, images: [] }, 'https://x.test').image).toBe(
      'https://x.test/og-image.png',
    );
  });

  it('keeps a long description to one short line', () => {
    const meta = productPageMeta(
      { ...product, description: 'word '.repeat(100) },
      'https://x.test',
    );
    expect(meta.description.length).toBeLessThanOrEqual(160);
  });
});
