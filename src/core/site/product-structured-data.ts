import { nameWithVariant } from '../catalog/choose-variant';
import type { ProductDetail } from '../catalog/product-page';
import { productPagePath } from '../catalog/product-path';
import { DEFAULT_DESCRIPTION, SITE_NAME } from './page-meta';

const DESCRIPTION_LENGTH = 160;
const IN_STOCK = 'https://schema.org/InStock';
const OUT_OF_STOCK = 'https://schema.org/OutOfStock';
const MADE_TO_ORDER = 'https://schema.org/MadeToOrder';

/** Options schema.org names as properties of a Product; any other is `variesBy` its own name. */
const SCHEMA_PROPERTIES: Record<string, string> = {
  color: 'color',
  colour: 'color',
  material: 'material',
  size: 'size',
  pattern: 'pattern',
};
const propertyOf = (option: string) => SCHEMA_PROPERTIES[option.trim().toLowerCase()];

type OfferedVariant = ProductDetail['variants'][number];

const availabilityOf = (variant: OfferedVariant) =>
  variant.inventoryPolicy === 'made_to_order'
    ? MADE_TO_ORDER
    : variant.quantity > 0
      ? IN_STOCK
      : OUT_OF_STOCK;

const offerOf = (variant: OfferedVariant, url: string) => ({
  '@type': 'Offer',
  url,
  price: variant.price,
  priceCurrency: 'USD',
  availability: availabilityOf(variant),
  sku: variant.sku,
});

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

/**
 * What search engines read from the page: a `Product` with its `Offer` for a product with one
 * variant; a `ProductGroup` with `hasVariant` (each a `Product` with its `Offer`) and `variesBy`
 * for several. Every URL is the product's one canonical page (no variant preselected).
 */
export function productJsonLd(product: ProductDetail, base: string): Record<string, unknown> {
  const url = absolute(base, productPagePath(product.slug));
  const images = product.images.map((path) => absolute(base, path));
  const common = {
    '@context': 'https://schema.org',
    name: product.name,
    description: product.description || DEFAULT_DESCRIPTION,
    image: images,
    url,
    ...(product.category ? { category: product.category } : {}),
  };
  const [only] = product.variants;
  if (product.variants.length <= 1) {
    const variant: OfferedVariant = only ?? {
      id: product.variantId,
      optionValues: [],
      title: '',
      sku: product.sku,
      price: product.price,
      compareAtPrice: product.compareAtPrice,
      quantity: product.quantity,
      inventoryPolicy: 'track',
      leadTimeDays: null,
      imageUrl: null,
      isDefault: true,
    };
    return { ...common, '@type': 'Product', sku: variant.sku, offers: offerOf(variant, url) };
  }
  return {
    ...common,
    '@type': 'ProductGroup',
    productGroupID: product.sku,
    variesBy: product.options.map((option) => {
      const property = propertyOf(option.name);
      return property ? `https://schema.org/${property}` : option.name;
    }),
    hasVariant: product.variants.map((variant) => ({
      '@type': 'Product',
      name: nameWithVariant(product.name, variant.title),
      sku: variant.sku,
      image: variant.imageUrl ? absolute(base, variant.imageUrl) : images[0],
      ...Object.fromEntries(
        product.options.flatMap((option, index) => {
          const property = propertyOf(option.name);
          const value = variant.optionValues[index];
          return property && value !== undefined ? [[property, value]] : [];
        }),
      ),
      offers: offerOf(variant, url),
    })),
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
