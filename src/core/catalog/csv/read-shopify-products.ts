import { productSlugSchema, slugify } from '../product-slug';
import type { InventoryPolicy } from '../choose-variant';
import type { ImportError } from './catalog-csv-schemas';
import { mapHeader, type ShopifyField } from './shopify-columns';
import {
  type Cell,
  htmlToText,
  readBoolean,
  readImageUrl,
  readInventoryPolicy,
  readGrams,
  readLeadTime,
  readMoney,
  readPosition,
  readStatus,
  readStock,
} from './shopify-cells';

/** A variant row of the file: a field left undefined was not given (its column is missing or blank). */
export interface ImportedVariant {
  row: number;
  /** A cell of the row was refused (and reported): the planner leaves the row out. */
  failed: boolean;
  sku?: string;
  /**
   * The OptionN Value cells, '' where blank (checked against the product's options later);
   * undefined when the file has no option value columns (the variant keeps its values).
   */
  optionValues?: [string, string, string];
  price?: number;
  compareAtPrice?: number | null;
  stock?: number;
  inventoryPolicy?: InventoryPolicy;
  leadTimeDays?: number | null;
  imageUrl?: string | null;
  weightGrams?: number | null;
}

/** The rows of one handle; undefined fields keep the shop's value (or its default, for a new one). */
export interface ImportedProduct {
  row: number;
  handle: string;
  title?: string;
  description?: string;
  category?: string | null;
  isActive?: boolean;
  /** The OptionN Name cells of its first row; undefined when the file has no option columns. */
  optionNames?: string[];
  images?: { url: string; position: number }[];
  variants: ImportedVariant[];
}

export interface ReadResult {
  products: ImportedProduct[];
  errors: ImportError[];
  ignoredColumns: string[];
}

const VARIANT_FIELDS: ShopifyField[] = [
  'option1Value',
  'option2Value',
  'option3Value',
  'sku',
  'price',
  'compareAtPrice',
  'stock',
  'inventoryPolicy',
  'leadTimeDays',
  'weightGrams',
  'variantImage',
];

/** Shopify's name for "this product has no options". */
const DEFAULT_OPTION = { name: 'title', value: 'default title' };

/**
 * Shopify's product CSV (header and rows, as parseCsv gives them) into products: rows with the
 * same handle are one product, its first row carrying the product's fields and later rows adding
 * variants and images. Every cell is checked; a problem is reported with its row and column and
 * the rest is still read, so the owner sees all of a file's problems at once.
 */
export function readShopifyProducts(
  header: readonly string[],
  rows: readonly (readonly string[])[],
  ownOrigin: string,
): ReadResult {
  const { index, ignored, duplicated } = mapHeader(header);
  const errors: ImportError[] = duplicated.map((field) => ({
    row: 1,
    field,
    message: `Two columns give ${field}: keep one`,
  }));
  if (index.handle === undefined && index.title === undefined)
    errors.push({
      row: 1,
      field: null,
      message: 'The file has neither a Handle nor a Title column',
    });
  if (errors.length > 0) return { products: [], errors, ignoredColumns: ignored };

  const products = new Map<string, ImportedProduct>();
  rows.forEach((cells, i) => {
    const row = i + 2;
    const get = (field: ShopifyField) => {
      const column = index[field];
      return column === undefined ? undefined : unguard((cells[column] ?? '').trim());
    };
    const given = (field: ShopifyField) => (get(field) ?? '') !== '';
    const read = <T>(field: ShopifyField, reader: (text: string) => Cell<T>): T | undefined => {
      const text = get(field);
      if (text === undefined || text === '') return undefined;
      const cell = reader(text);
      if (cell.ok) return cell.value;
      errors.push({ row, field: header[index[field]!]!.trim(), message: cell.message });
      return undefined;
    };
    if (cells.length !== header.length)
      errors.push({
        row,
        field: null,
        message: `The row has ${cells.length} fields; the header has ${header.length}`,
      });

    const title = get('title');
    const rawHandle = get('handle') || (title ? slugify(title) : '');
    if (rawHandle === '') {
      if (cells.some((cell) => cell.trim() !== ''))
        errors.push({ row, field: 'Handle', message: 'Handle (or Title) is required' });
      return;
    }
    const handle = productSlugSchema.safeParse(rawHandle.toLowerCase());
    if (!handle.success) {
      const message = handle.error.issues[0]!.message.replace(/^Slug/, 'Handle');
      errors.push({ row, field: 'Handle', message });
      return;
    }
    let product = products.get(handle.data);
    if (!product) {
      product = { row, handle: handle.data, variants: [] };
      readProductFields(product, get, read);
      products.set(handle.data, product);
    }

    const image = read('imageSrc', (text) => readImageUrl(text, ownOrigin));
    if (index.imageSrc !== undefined) product.images ??= [];
    if (image !== undefined)
      product.images!.push({
        url: image,
        position: read('imagePosition', readPosition) ?? product.images!.length + 1,
      });

    if (!VARIANT_FIELDS.some(given)) return;
    const errorsBefore = errors.length;
    const hasOptionValues = [index.option1Value, index.option2Value, index.option3Value].some(
      (column) => column !== undefined,
    );
    const variant: ImportedVariant = {
      row,
      failed: false,
      optionValues: hasOptionValues
        ? [get('option1Value') ?? '', get('option2Value') ?? '', get('option3Value') ?? '']
        : undefined,
      sku: get('sku') ? get('sku')!.toUpperCase() : undefined,
      price: read('price', readMoney),
      compareAtPrice:
        index.compareAtPrice === undefined
          ? undefined
          : (read('compareAtPrice', readMoney) ?? null),
      stock: read('stock', readStock),
      inventoryPolicy: read('inventoryPolicy', readInventoryPolicy),
      leadTimeDays:
        index.leadTimeDays === undefined ? undefined : (read('leadTimeDays', readLeadTime) ?? null),
      weightGrams:
        index.weightGrams === undefined ? undefined : (read('weightGrams', readGrams) ?? null),
      imageUrl:
        index.variantImage === undefined
          ? undefined
          : (read('variantImage', (text) => readImageUrl(text, ownOrigin)) ?? null),
    };
    variant.failed = errors.length > errorsBefore;
    if (variant.optionValues && isDefaultOption(variant.optionValues[0], product.optionNames))
      variant.optionValues[0] = '';
    product.variants.push(variant);
  });
  return { products: [...products.values()], errors, ignoredColumns: ignored };
}

function readProductFields(
  product: ImportedProduct,
  get: (field: ShopifyField) => string | undefined,
  read: <T>(field: ShopifyField, reader: (text: string) => Cell<T>) => T | undefined,
): void {
  const title = get('title');
  if (title) product.title = title;
  const description = get('description');
  if (description !== undefined) product.description = htmlToText(description);
  // Our category is Shopify's free "Type"; its "Product category" is a taxonomy path, whose
  // last step stands in when the file has no Type.
  const type = get('type');
  const taxonomy = get('productCategory');
  if (type) product.category = type;
  else if (taxonomy) product.category = taxonomy.split('>').pop()!.trim() || null;
  else if (type !== undefined || taxonomy !== undefined) product.category = null;
  const status = read('status', readStatus);
  product.isActive = status ?? read('published', readBoolean);
  if (product.isActive === undefined) delete product.isActive;
  const names = [get('option1Name'), get('option2Name'), get('option3Name')];
  if (names.some((name) => name !== undefined)) {
    const given = names.map((name) => name ?? '');
    const last = given.findLastIndex((name) => name !== '');
    const trimmed = given.slice(0, last + 1);
    product.optionNames =
      trimmed.length === 1 && trimmed[0]!.toLowerCase() === DEFAULT_OPTION.name ? [] : trimmed;
  }
}

/** "Title: Default Title" is Shopify's way of writing "no options". */
const isDefaultOption = (value: string, names: string[] | undefined) =>
  value.toLowerCase() === DEFAULT_OPTION.value && (names === undefined || names.length === 0);

/**
 * Our export guards a cell a spreadsheet would run as a formula with a leading apostrophe
 * (to-csv.ts); reading it back drops that apostrophe, so the text round-trips.
 */
const unguard = (text: string) => (/^'[=+\-@]/.test(text) ? text.slice(1) : text);
