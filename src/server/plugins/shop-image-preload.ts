import type { FastifyInstance } from 'fastify';
import { filterProducts, type FilterableProduct } from '#core/store/filter-products';
import { escapeAttribute } from '../lib/escape-html';

const TTL_MS = 30_000;

type ListedProduct = FilterableProduct & { images?: unknown };

/** The preload tag for the first product /shop shows (default order), or '' if it has no image. */
export function firstImagePreload(products: readonly ListedProduct[]): string {
  const image = filterProducts(products, { search: '', category: null, sort: 'name' })[0]?.images;
  const src = Array.isArray(image) && typeof image[0] === 'string' ? image[0] : '';
  // Our own files only (/images, /uploads): never a URL of another origin.
  if (!src.startsWith('/') || src.startsWith('//')) return '';
  return `<link rel="preload" as="image" fetchpriority="high" href="${escapeAttribute(src)}">`;
}

/**
 * /shop's largest paint on a phone is the first product's image, known only from the catalog, so
 * it waited for the scripts and /api/products. The served /shop HTML preloads it at high priority
 * (decision 022). Read through the public API (`inject`, so no domain code is imported here) at
 * most every 30 s, one read at a time: page views never query the database themselves.
 */
export function shopImagePreload(app: FastifyInstance): () => Promise<string> {
  let cached: { tag: string; at: number } | null = null;
  let pending: Promise<string> | null = null;
  const load = async () => {
    const response = await app.inject({ method: 'GET', url: '/api/products' });
    if (response.statusCode !== 200) return '';
    const products: unknown = response.json();
    return Array.isArray(products) ? firstImagePreload(products as ListedProduct[]) : '';
  };
  return () => {
    if (cached && Date.now() - cached.at < TTL_MS) return Promise.resolve(cached.tag);
    pending ??= load()
      .catch(() => '')
      .then((tag) => {
        cached = { tag, at: Date.now() };
        pending = null;
        return tag;
      });
    return pending;
  };
}
