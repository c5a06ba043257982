import { toCents, type Cents } from '../money';
import { describeStock } from './filter-products';

/**
 * Choosing a variant (decisions 135, 136), without zod: the product page and the /shop cards use
 * these on the first load, which must not pull in the schemas' chunk (see product-path.ts).
 */
export const INVENTORY_POLICIES = ['track', 'made_to_order'] as const;
export type InventoryPolicy = (typeof INVENTORY_POLICIES)[number];

/** What these helpers read of a variant (the view and the server's rows both have it). */
export type ChoosableVariant = {
  optionValues: readonly string[];
  price: string;
  compareAtPrice?: string | null;
  quantity: number;
  inventoryPolicy: InventoryPolicy;
  leadTimeDays: number | null;
};

/** A choice in progress: one entry per option, null where nothing is chosen yet. */
export type PartialChoice = readonly (string | null)[];

/** Values compare without case or surrounding space: "Red" and "red " are one value. */
export const sameValue = (a: string, b: string) =>
  a.trim().toLowerCase() === b.trim().toLowerCase();

/** "Red / PLA"; empty for the default variant. */
export function variantTitle(optionValues: readonly string[]): string {
  return optionValues.join(' / ');
}

/**
 * A product named with the variant the customer chose, "Firefly Hatchling (Amber / PLA)", or the
 * product alone. The one formatter for every place a chosen variant is named: the cart, stock
 * messages, orders, mails, documents, the owner's exports and the search engines' data.
 */
export function nameWithVariant(productName: string, title: string | null | undefined): string {
  return title ? `${productName} (${title})` : productName;
}

/** Every combination of the options' values, first option slowest (as Shopify lists them). */
export function generateCombinations(
  options: readonly { values: readonly string[] }[],
): string[][] {
  let combos: string[][] = [[]];
  for (const option of options)
    combos = combos.flatMap((combo) => option.values.map((value) => [...combo, value]));
  return combos;
}

function matches(variant: ChoosableVariant, choice: PartialChoice): boolean {
  return choice.every((value, index) => {
    const own = variant.optionValues[index];
    return value === null || (own !== undefined && sameValue(own, value));
  });
}

/** The variant of a complete choice, or undefined (incomplete, or a combination not sold). */
export function findVariant<V extends ChoosableVariant>(
  variants: readonly V[],
  choice: PartialChoice,
): V | undefined {
  if (choice.some((value) => value === null)) return undefined;
  return variants.find(
    (variant) => variant.optionValues.length === choice.length && matches(variant, choice),
  );
}

/**
 * Whether `value` may be picked for the option at `position`, given what is chosen for the
 * others: only when some variant has it together with those choices (a combination that has no
 * variant can't be picked).
 */
export function isPickable(
  variants: readonly ChoosableVariant[],
  choice: PartialChoice,
  position: number,
  value: string,
): boolean {
  const wanted = choice.map((chosen, index) => (index === position ? value : chosen));
  return variants.some((variant) => matches(variant, wanted));
}

/**
 * After the shopper picks `value` at `position`: keep the other choices that still name a sold
 * combination with it, and clear the ones that don't (rather than refusing the pick).
 */
export function pickValue(
  variants: readonly ChoosableVariant[],
  choice: PartialChoice,
  position: number,
  value: string,
): (string | null)[] {
  const next = choice.map((chosen, index) => (index === position ? value : chosen));
  return next.map((chosen, index) =>
    chosen === null || index === position || isPickable(variants, next, index, chosen)
      ? chosen
      : null,
  );
}

/** The first choice shown: the first variant that can be bought, else the first variant. */
export function initialChoice(variants: readonly ChoosableVariant[]): string[] {
  const first = variants.find(isPurchasable) ?? variants[0];
  return first ? [...first.optionValues] : [];
}

/** Lowest and highest price among the variants, in cents. */
export function priceRange(variants: readonly ChoosableVariant[]): { min: Cents; max: Cents } {
  const prices = variants.map((variant) => toCents(variant.price));
  return { min: Math.min(...prices), max: Math.max(...prices) };
}

/** Made to order is always purchasable; a tracked variant while it has stock (decision 136). */
export function isPurchasable(variant: Pick<ChoosableVariant, 'inventoryPolicy' | 'quantity'>) {
  return variant.inventoryPolicy === 'made_to_order' || variant.quantity > 0;
}

/** The most of one variant a cart may hold: its stock, or no limit when made to order. */
export function maxOrderable(variant: Pick<ChoosableVariant, 'inventoryPolicy' | 'quantity'>) {
  return variant.inventoryPolicy === 'made_to_order' ? Infinity : Math.max(variant.quantity, 0);
}

/** The stock line under the price: the spec's stock text, or "Ships in N days" when made to order. */
export function describeAvailability(
  variant: Pick<ChoosableVariant, 'inventoryPolicy' | 'quantity' | 'leadTimeDays'>,
): string {
  if (variant.inventoryPolicy === 'made_to_order') {
    const days = variant.leadTimeDays ?? 1;
    return `Ships in ${days} ${days === 1 ? 'day' : 'days'}`;
  }
  return describeStock(variant.quantity);
}
