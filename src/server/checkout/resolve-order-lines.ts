import type { Executor, Transaction } from '../../db/client';
import { fixedStatement, runFixed } from '../../db/fixed-statement';
import { toCents, type Cents } from '#core/money';
import type { OrderLineInput, ProductOrderLine } from '#core/checkout/checkout-schema';
import type { StartupLine } from '#core/custom-prints/print-startup';
import { resolveQuoteLines } from '../custom-prints/resolve-quote-lines';
import { conflict } from '../lib/domain-error';
import { nameWithVariant, variantTitle, type InventoryPolicy } from '#core/catalog/choose-variant';
import { unitWeightGrams } from '#core/shipping/delivery-method';

/**
 * A cart line priced by the server from its own rows, ready to become an order item.
 *
 * This is the seam for other kinds of line (e.g. a custom print priced from a stored quote):
 * add a branch to resolveOrderLines that returns a PricedLine with its own `reserve`.
 */
export type PricedLine = {
  productId: string | null;
  /** The variant sold (decision 135); null for a custom print. */
  variantId?: string | null;
  /** "Red / PLA"; null for a default variant or a custom print. */
  variantTitle?: string | null;
  name: string;
  sku: string | null;
  image: string | null;
  unitPrice: Cents;
  quantity: number;
  /** One unit's weight in grams (decision 172): what decides the cart's shipping rates. */
  weightGrams: number;
  /** Orders the locks taken by `reserve`, so parallel orders never deadlock. */
  lockKey: string;
  /**
   * False: `reserve` runs before the order is written (a product's stock, whose level after this
   * order goes into the order's event). True: after (a claim that names the order row). Every
   * order takes the first kind's locks before the second's, so the lock order stays one.
   */
  afterOrderRow: boolean;
  /**
   * Claims what the line needs inside the order transaction (stock for a product); throws a 409
   * naming the line when it can't, which rolls the whole order back.
   */
  reserve(tx: Transaction, context: { orderId: string; orderItemId?: string }): Promise<void>;
  /** A tracked variant's stock right after `reserve` took this line's units (for the low-stock alert). */
  stockAfter?: number;
  /** Made to order (decision 136): never counted, so no stock and no low-stock alert. */
  untracked?: boolean;
  /** A custom print's material and start-up cost (decision 124); none for a product. */
  startup?: StartupLine;
};

// Every order runs these, so their SQL is fixed text (decision 043). A product's variants come
// with it: a line names its variant, or (a cart from before variants) means the default one.
export const findProductsForLines = fixedStatement(
  'order-find-products',
  `select p.id, p.name, p.images, p.is_active, v.id as variant_id, v.sku, v.price, v.quantity,
          v.inventory_policy, v.option1, v.option2, v.option3, v.image_url, v.is_default,
          v.weight_grams, p.weight_grams as product_weight_grams
     from products p join product_variants v on v.product_id = p.id
    where p.id = any($1::uuid[])`,
);
/** The atomic claim (decision 136): only a tracked variant, only while it has the units. */
export const takeStock = fixedStatement(
  'order-take-stock',
  `update product_variants set quantity = quantity - $2, updated_at = now()
    where id = $1 and inventory_policy = 'track' and quantity >= $2 returning quantity`,
);
const readStock = fixedStatement(
  'order-read-stock',
  'select quantity from product_variants where id = $1',
);

type ProductRow = {
  id: string;
  name: string;
  images: string[];
  is_active: boolean;
  variant_id: string;
  sku: string;
  price: string;
  quantity: number;
  inventory_policy: InventoryPolicy;
  option1: string | null;
  option2: string | null;
  option3: string | null;
  image_url: string | null;
  is_default: boolean;
  weight_grams: number | null;
  product_weight_grams: number | null;
};

const outOfStock = (name: string, available: number) =>
  available <= 0
    ? conflict(`'${name}' is out of stock.`, 'out_of_stock')
    : conflict(`Only ${available} of '${name}' left in stock.`, 'out_of_stock');

/** Same variant twice in the request counts as one line with the summed quantity. */
function mergeLines(lines: readonly ProductOrderLine[]): ProductOrderLine[] {
  const merged = new Map<string, ProductOrderLine>();
  for (const line of lines) {
    const key = `${line.productId}/${line.variantId ?? ''}`;
    const seen = merged.get(key);
    merged.set(key, { ...line, quantity: (seen?.quantity ?? 0) + line.quantity });
  }
  return [...merged.values()];
}

/** The row a line asks for: its variant of its product, or the product's default variant. */
function variantOf(rows: readonly ProductRow[], line: ProductOrderLine): ProductRow | undefined {
  return rows.find((row) => (line.variantId ? row.variant_id === line.variantId : row.is_default));
}

/**
 * Prices each requested line from the database. Whatever the client believes a product costs
 * is never read: the request carries only product ids and quantities.
 */
export async function resolveOrderLines(
  db: Executor,
  requested: readonly OrderLineInput[],
  options: { requireStock?: boolean; userId?: string | null } = {},
): Promise<PricedLine[]> {
  const productLines = requested.filter((line): line is ProductOrderLine => 'productId' in line);
  const quoteLines = requested.filter((line) => 'quoteId' in line);
  const priced = await resolveProductLines(db, mergeLines(productLines), options);
  return [...priced, ...(await resolveQuoteLines(db, quoteLines, options.userId ?? null))];
}

async function resolveProductLines(
  db: Executor,
  lines: readonly ProductOrderLine[],
  options: { requireStock?: boolean },
): Promise<PricedLine[]> {
  if (lines.length === 0) return [];
  const rows = await runFixed<ProductRow>(db, findProductsForLines, [
    [...new Set(lines.map((line) => line.productId))],
  ]);

  return lines.map((line) => {
    const ofProduct = rows.filter((candidate) => candidate.id === line.productId);
    const first = ofProduct[0];
    if (!first || !first.is_active) {
      throw conflict(
        first
          ? `'${first.name}' is no longer available.`
          : 'A product in your cart is no longer available.',
        'product_unavailable',
      );
    }
    const row = variantOf(ofProduct, line);
    if (!row) {
      throw conflict(
        line.variantId
          ? `The chosen option of '${first.name}' is no longer available.`
          : `Choose the options of '${first.name}' on its page.`,
        'variant_unavailable',
      );
    }
    const title = variantTitle(
      [row.option1, row.option2, row.option3].filter((value): value is string => value !== null),
    );
    const name = nameWithVariant(row.name, title);
    const untracked = row.inventory_policy === 'made_to_order';
    // Checked early for a clear message; the conditional update in `reserve` is the real guard.
    if (!untracked && options.requireStock !== false && row.quantity < line.quantity)
      throw outOfStock(name, row.quantity);
    const priced: PricedLine = {
      productId: row.id,
      variantId: row.variant_id,
      variantTitle: title || null,
      name: row.name,
      sku: row.sku,
      image: row.image_url ?? row.images[0] ?? null,
      unitPrice: toCents(row.price),
      quantity: line.quantity,
      weightGrams: unitWeightGrams(row.weight_grams, row.product_weight_grams),
      lockKey: `product:${row.id}:${row.variant_id}`,
      afterOrderRow: false,
      untracked,
      reserve: async (tx) => {
        if (!untracked)
          priced.stockAfter = await decrementStock(tx, row.variant_id, name, line.quantity);
      },
    };
    return priced;
  });
}

/**
 * The conditional update is the real guard: under parallel orders the row lock serialises the
 * updates and each re-checks `quantity >= n`, so stock never goes below 0 and no unit sells twice.
 * Answers the stock left.
 */
async function decrementStock(
  tx: Transaction,
  variantId: string,
  name: string,
  quantity: number,
): Promise<number> {
  const updated = await runFixed<{ quantity: number }>(tx, takeStock, [variantId, quantity]);
  if (updated.length === 1) return updated[0]!.quantity;
  const [current] = await runFixed<{ quantity: number }>(tx, readStock, [variantId]);
  throw outOfStock(name, current?.quantity ?? 0);
}
