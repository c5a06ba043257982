import { formatMoney } from '../../money';
import type { CsvProduct, CsvVariant } from './catalog-csv-schemas';

const money = (cents: number | null) => (cents === null ? 'none' : formatMoney(cents));
const short = (text: string) => (text.length > 40 ? `${text.slice(0, 39)}…` : text);
const sameList = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((item, i) => item === b[i]);

/**
 * What turns `before` into `after`, one line per changed field ("price of DRAGON-RED: $12.00 →
 * $14.00"); [] when nothing does. The import's dry run shows these lines, and "unchanged" means
 * exactly that this list is empty.
 */
export function describeProductChanges(before: CsvProduct, after: CsvProduct): string[] {
  const changes: string[] = [];
  if (before.title !== after.title)
    changes.push(`title: ${short(before.title)} → ${short(after.title)}`);
  if (before.description !== after.description) changes.push('description');
  if (before.category !== after.category)
    changes.push(`category: ${before.category ?? 'none'} → ${after.category ?? 'none'}`);
  if (before.isActive !== after.isActive)
    changes.push(after.isActive ? 'status: hidden → active' : 'status: active → hidden');
  const options = (p: CsvProduct) => p.options.map((o) => `${o.name}: ${o.values.join(', ')}`);
  if (!sameList(options(before), options(after)))
    changes.push(`options: ${options(after).join('; ') || 'none'}`);
  if (!sameList(before.images, after.images))
    changes.push(`images: ${before.images.length} → ${after.images.length}`);
  const old = new Map(before.variants.map((v) => [v.sku, v]));
  for (const variant of after.variants) {
    const was = old.get(variant.sku);
    if (was) changes.push(...describeVariantChanges(was, variant));
    else changes.push(`new variant ${variant.sku}`);
  }
  return changes;
}

function describeVariantChanges(before: CsvVariant, after: CsvVariant): string[] {
  const of = ` of ${after.sku}`;
  const changes: string[] = [];
  if (!sameList(before.optionValues, after.optionValues))
    changes.push(`options${of}: ${after.optionValues.join(' / ')}`);
  if (before.price !== after.price)
    changes.push(`price${of}: ${money(before.price)} → ${money(after.price)}`);
  if (before.compareAtPrice !== after.compareAtPrice)
    changes.push(
      `compare-at price${of}: ${money(before.compareAtPrice)} → ${money(after.compareAtPrice)}`,
    );
  if (before.stock !== after.stock) changes.push(`stock${of}: ${before.stock} → ${after.stock}`);
  if (before.inventoryPolicy !== after.inventoryPolicy)
    changes.push(
      `inventory${of}: ${after.inventoryPolicy === 'track' ? 'tracked' : 'made to order'}`,
    );
  if (before.leadTimeDays !== after.leadTimeDays)
    changes.push(`lead time${of}: ${after.leadTimeDays ?? 'none'} days`);
  if (before.imageUrl !== after.imageUrl) changes.push(`image${of}`);
  if (before.weightGrams !== after.weightGrams)
    changes.push(
      `weight${of}: ${before.weightGrams ?? 'none'} g → ${after.weightGrams ?? 'none'} g`,
    );
  return changes;
}
