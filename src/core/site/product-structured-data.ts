import type { ProductDetail } from '../catalog/product-page';
import { productPagePath } from '../catalog/product-path';
import { DEFAULT_DESCRIPTION, SITE_NAME } from './page-meta';

const DESCRIPTION_LENGTH = 160;
const IN_STOCK = 'https://schema.org/InStock';
const OUT_OF_STOCK = 'https://schema.org/OutOfStock';

/** Absolute form of one of our own paths ('/images/x.png'); an absolute URL stays as it is. */
const absolute = (base: string, path: string) =>
  /^https?:\/\//i.test(path) ? path : `${base.replace(/\/+$/, '')}${path}`;

/** The first sentence-sized part of a description, on one line, for meta tags. */
function summarise(description: string): string {
  const text = description.replace(/\s+/g, ' ').trim();
  if (text === '') return DEFAULT_DESCRIPTION;
  if (text.length <= DESCRIPTION_LENGTH) return text;
  const cut = text.slice(0, DESCRIPTION_LENGTH - 1);
  const space = cut.lastIndexOf(' ');
  return `${space > DESCRIPTION_LENGTH / 2 ? cut.slice(0, space) : cut}…`;
}

export type ProductPageMeta = {
  title: string;
  description: string;
  /** The one canonical path of the product, /shop/<slug>. */
  path: string;
  /** Absolute URL of the product's first image, or the site's own Open Graph picture. */
  image: string;
};

/** Title, description, canonical path and Open Graph image of a product's page (decision 128). */
export function productPageMeta(product: ProductDetail, base: string): ProductPageMeta {
  const image = product.images[0];
  return {
    title: `${product.name} · ${SITE_NAME}`,
    description: summarise(product.description),
    path: productPagePath(product.slug),
    image: absolute(base, image ?? '/og-image.png'),
  };
}

/** schema.org `Product` with its `Offer`, as search engines read it from the page. */
export function productJsonLd(product: ProductDetail, base: string): Record<string, unknown> {
  const url = absolute(base, productPagePath(product.slug));
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.name,
    description: product.description || DEFAULT_DESCRIPTION,
    sku: product.sku,
    image: product.images.map((path) => absolute(base, path)),
    url,
    ...(product.category ? { category: product.category } : {}),
    offers: {
      '@type': 'Offer',
      url,
      price: product.price,
      priceCurrency: 'USD',
      availability: product.quantity > 0 ? IN_STOCK : OUT_OF_STOCK,
      sku: product.sku,
    },
  };
}

/**
 * The JSON-LD element. `<`, `>` and `&` are written as JSON escapes, so no text of the product
 * (a description holding `</script>` or `<!--`) can end the element; JSON.parse reads them back.
 * The browser never runs this type, so the CSP needs no hash for it.
 */
export function jsonLdScript(data: unknown): string {
  const json = JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
  return `<script type="application/ld+json">${json}</script>`;
}
