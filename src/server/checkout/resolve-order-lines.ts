import type { Executor, Transaction } from '../../db/client';
import { fixedStatement, runFixed } from '../../db/fixed-statement';
import { toCents, type Cents } from '#core/money';
import type { OrderLineInput, ProductOrderLine } from '#core/store/checkout-schema';
import type { StartupLine } from '#core/custom-prints/print-startup';
import { resolveQuoteLines } from '../custom-prints/resolve-quote-lines';
import { conflict } from '../lib/domain-error';

/**
 * A cart line priced by the server from its own rows, ready to become an order item.
 *
 * This is the seam for other kinds of line (e.g. a custom print priced from a stored quote):
 * add a branch to resolveOrderLines that returns a PricedLine with its own `reserve`.
 */
export type PricedLine = {
  productId: string | null;
  name: string;
  sku: string | null;
  image: string | null;
  unitPrice: Cents;
  quantity: number;
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
  /** A product's stock right after `reserve` took this line's units (for the low-stock alert). */
  stockAfter?: number;
  /** A custom print's material and start-up cost (decision 124); none for a product. */
  startup?: StartupLine;
};

// Every order runs these, so their SQL is fixed text (decision 030).
export const findProductsForLines = fixedStatement(
  'order-find-products',
  `select p.id, p.name, p.sku, p.images, p.price, p.is_active, i.quantity
     from products p left join inventory i on i.product_id = p.id
    where p.id = any($1::uuid[])`,
);
export const takeStock = fixedStatement(
  'order-take-stock',
  `update inventory set quantity = quantity - $2, updated_at = now()
    where product_id = $1 and quantity >= $2 returning quantity`,
);
const readStock = fixedStatement(
  'order-read-stock',
  'select quantity from inventory where product_id = $1',
);

type ProductRow = {
  id: string;
  name: string;
  sku: string | null;
  images: string[];
  price: string;
  is_active: boolean;
  quantity: number | null;
};

const outOfStock = (name: string, available: number) =>
  available <= 0
    ? conflict(`'${name}' is out of stock.`, 'out_of_stock')
    : conflict(`Only ${available} of '${name}' left in stock.`, 'out_of_stock');

/** Same product twice in the request counts as one line with the summed quantity. */
function mergeLines(lines: readonly ProductOrderLine[]): ProductOrderLine[] {
  const merged = new Map<string, number>();
  for (const line of lines)
    merged.set(line.productId, (merged.get(line.productId) ?? 0) + line.quantity);
  return [...merged].map(([productId, quantity]) => ({ productId, quantity }));
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
    lines.map((line) => line.productId),
  ]);
  const byId = new Map(rows.map((row) => [row.id, row]));

  return lines.map((line) => {
    const row = byId.get(line.productId);
    if (!row || !row.is_active) {
      throw conflict(
        row
          ? `'${row.name}' is no longer available.`
          : 'A product in your cart is no longer available.',
        'product_unavailable',
      );
    }
    const available = row.quantity ?? 0;
    // Checked early for a clear message; the conditional update in `reserve` is the real guard.
    if (options.requireStock !== false && available < line.quantity)
      throw outOfStock(row.name, available);
    const priced: PricedLine = {
      productId: row.id,
      name: row.name,
      sku: row.sku,
      image: row.images[0] ?? null,
      unitPrice: toCents(row.price),
      quantity: line.quantity,
      lockKey: `product:${row.id}`,
      afterOrderRow: false,
      reserve: async (tx) => {
        priced.stockAfter = await decrementStock(tx, row.id, row.name, line.quantity);
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
  productId: string,
  name: string,
  quantity: number,
): Promise<number> {
  const updated = await runFixed<{ quantity: number }>(tx, takeStock, [productId, quantity]);
  if (updated.length === 1) return updated[0]!.quantity;
  const [current] = await runFixed<{ quantity: number }>(tx, readStock, [productId]);
  throw outOfStock(name, current?.quantity ?? 0);
}
