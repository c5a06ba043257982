/**
 * The columns of Shopify's product CSV this shop reads, each under every name Shopify has given
 * it: the long-standing template's ("Handle", "Variant SKU", …) and the current export's ("URL
 * handle", "SKU", …). Names are matched without regard to case or surrounding spaces. Columns
 * not listed (Vendor, Tags, Barcode, weight units, Google Shopping…) are read by nobody: the shop
 * has no field for them, and the plan names them as ignored.
 */
export const SHOPIFY_COLUMNS = {
  handle: ['Handle', 'URL handle'],
  title: ['Title'],
  description: ['Body (HTML)', 'Description', 'Body HTML'],
  type: ['Type', 'Product type'],
  productCategory: ['Product Category', 'Product category'],
  published: ['Published', 'Published on online store'],
  status: ['Status'],
  option1Name: ['Option1 Name'],
  option1Value: ['Option1 Value'],
  option2Name: ['Option2 Name'],
  option2Value: ['Option2 Value'],
  option3Name: ['Option3 Name'],
  option3Value: ['Option3 Value'],
  sku: ['Variant SKU', 'SKU'],
  price: ['Variant Price', 'Price'],
  compareAtPrice: ['Variant Compare At Price', 'Compare-at price'],
  stock: ['Variant Inventory Qty', 'Inventory quantity'],
  inventoryPolicy: ['Variant Inventory Policy', 'Continue selling when out of stock'],
  /** The shop's own column (Shopify has no lead time): how long a made-to-order variant takes. */
  leadTimeDays: ['Variant Lead Time Days'],
  /** The variant's weight in grams (decision 172), as Shopify writes it ("250.0"). */
  weightGrams: ['Variant Grams', 'Weight value (grams)'],
  variantImage: ['Variant Image', 'Variant image URL'],
  imageSrc: ['Image Src', 'Product image URL'],
  imagePosition: ['Image Position', 'Image position'],
  imageAlt: ['Image Alt Text', 'Image alt text'],
  seoTitle: ['SEO Title', 'SEO title'],
  seoDescription: ['SEO Description', 'SEO description'],
} as const;

export type ShopifyField = keyof typeof SHOPIFY_COLUMNS;

/** Known columns the shop has no field for yet: listed as ignored, like unknown ones. */
const UNUSED = new Set<ShopifyField>(['imageAlt', 'seoTitle', 'seoDescription']);

/**
 * What the export writes, in this order: the long-standing names, which Shopify's importer and
 * every tool that reads its files still accept.
 */
export const EXPORT_COLUMNS: readonly ShopifyField[] = [
  'handle',
  'title',
  'description',
  'type',
  'published',
  'option1Name',
  'option1Value',
  'option2Name',
  'option2Value',
  'option3Name',
  'option3Value',
  'sku',
  'price',
  'compareAtPrice',
  'stock',
  'inventoryPolicy',
  'leadTimeDays',
  'weightGrams',
  'imageSrc',
  'imagePosition',
  'variantImage',
  'status',
];

const normalize = (name: string) => name.trim().toLowerCase().replace(/\s+/g, ' ');

const FIELD_BY_NAME = new Map<string, ShopifyField>(
  Object.entries(SHOPIFY_COLUMNS).flatMap(([field, names]) =>
    names.map((name) => [normalize(name), field as ShopifyField] as const),
  ),
);

export interface HeaderMap {
  /** The column index of each field the file has. */
  index: Partial<Record<ShopifyField, number>>;
  /** Columns the shop does not read (named once each). */
  ignored: string[];
  /** Fields given by two columns (e.g. both "Handle" and "URL handle"). */
  duplicated: ShopifyField[];
}

export function mapHeader(header: readonly string[]): HeaderMap {
  const index: HeaderMap['index'] = {};
  const ignored: string[] = [];
  const duplicated: ShopifyField[] = [];
  header.forEach((name, column) => {
    const field = FIELD_BY_NAME.get(normalize(name));
    if (!field || UNUSED.has(field)) {
      if (name.trim() !== '' && !ignored.includes(name.trim())) ignored.push(name.trim());
    } else if (index[field] === undefined) index[field] = column;
    else if (!duplicated.includes(field)) duplicated.push(field);
  });
  return { index, ignored, duplicated };
}
