import { toCsv, type CsvCell } from '../../csv/to-csv';
import { fromCents } from '../../money';
import type { CsvProduct } from './catalog-csv-schemas';
import { EXPORT_COLUMNS, SHOPIFY_COLUMNS, type ShopifyField } from './shopify-columns';
import { textToHtml, writeImageUrl, writeInventoryPolicy } from './shopify-cells';

/**
 * The catalogue as Shopify's product CSV (its long-standing column names): one row per variant
 * or image, whichever a product has more of, the product's own fields on its first row, as
 * Shopify writes it. A product without options is written as Shopify writes one ("Title" /
 * "Default Title"). readShopifyProducts reads this back to the same products.
 */
export function writeShopifyProducts(products: readonly CsvProduct[], ownOrigin: string): string {
  const rows: CsvCell[][] = [EXPORT_COLUMNS.map((field) => SHOPIFY_COLUMNS[field][0])];
  for (const product of products) {
    const count = Math.max(product.variants.length, product.images.length, 1);
    for (let i = 0; i < count; i += 1) {
      const cells: Partial<Record<ShopifyField, CsvCell>> = { handle: product.handle };
      if (i === 0) {
        cells.title = product.title;
        cells.description = textToHtml(product.description);
        cells.type = product.category ?? '';
        cells.published = product.isActive ? 'TRUE' : 'FALSE';
        cells.status = product.isActive ? 'active' : 'draft';
        if (product.options.length === 0) cells.option1Name = 'Title';
        product.options.forEach((option, n) => {
          cells[`option${n + 1}Name` as ShopifyField] = option.name;
        });
      }
      const variant = product.variants[i];
      if (variant) {
        if (product.options.length === 0) cells.option1Value = 'Default Title';
        variant.optionValues.forEach((value, n) => {
          cells[`option${n + 1}Value` as ShopifyField] = value;
        });
        cells.sku = variant.sku;
        cells.price = fromCents(variant.price);
        cells.compareAtPrice =
          variant.compareAtPrice === null ? '' : fromCents(variant.compareAtPrice);
        cells.stock = variant.stock;
        cells.inventoryPolicy = writeInventoryPolicy(variant.inventoryPolicy);
        cells.leadTimeDays = variant.leadTimeDays ?? '';
        cells.weightGrams = variant.weightGrams ?? '';
        cells.variantImage = variant.imageUrl ? writeImageUrl(variant.imageUrl, ownOrigin) : '';
      }
      const image = product.images[i];
      if (image) {
        cells.imageSrc = writeImageUrl(image, ownOrigin);
        cells.imagePosition = i + 1;
      }
      rows.push(EXPORT_COLUMNS.map((field) => cells[field] ?? ''));
    }
  }
  return toCsv(rows);
}
