import { inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import type { ShopSettings } from '#core/settings/shop-settings';
import { productVariants } from '../../db/schema/catalog';
import type { OrderView } from '#core/orders/order-responses';
import { orderConfirmationMail, ownerNewOrderMail } from '#core/mail/order-mails';
import type { Mailer } from './mailer';
import type { SettingsEnv } from '../settings/read-shop-settings';
import { readShopSettings } from '../settings/read-shop-settings';
import { sendLowStockAlert } from './send-low-stock-alert';
import { mailParts } from '#core/mail/mail-content';
import { sendCustomerMail } from './send-customer-mail';
import type { OrderedLine } from '../domain-events/domain-event';

/**
 * The e-mails a new order causes, each behind its switch in Settings: the customer's
 * confirmation (with the payment instructions of a manual payment, when given; answers go to the
 * shop's contact e-mail), the owner's "new order" mail (answers go to the customer), and the
 * owner's low-stock alert for products this order took below 5.
 * Runs after the commit (the outbox dispatcher's `order.placed`); "after" is the stock this
 * order's own update left (events recorded before that was kept: the stock now), "before" that
 * plus what this order took, so each crossing of the threshold alerts once. The settings are
 * read once for all mails (or given by the caller).
 */
export async function sendOrderEmails(
  deps: {
    db: Executor;
    mailer: Mailer;
    env: SettingsEnv;
    publicUrl: string;
    settings?: ShopSettings;
  },
  order: OrderView,
  lines: OrderedLine[],
  paymentInstructions?: string | null,
): Promise<void> {
  const settings = deps.settings ?? (await readShopSettings(deps.db, deps.env));
  const shop = { storeName: settings.general.storeName, publicUrl: deps.publicUrl };
  // A card order awaiting Stripe is confirmed by its `order.paid` event instead (decision 131):
  // an abandoned checkout mails nothing. A manual order's instructions are the order's own.
  const awaitingCard = order.paymentMethod === 'stripe' && order.paymentStatus === 'pending';
  const instructions = paymentInstructions ?? order.paymentInstructions;
  if (settings.notifications.orderConfirmation && !awaitingCard)
    await sendCustomerMail(
      deps.mailer,
      { settings, publicUrl: deps.publicUrl },
      {
        to: order.customerEmail,
        kind: 'order_confirmation',
        content: (identity) => orderConfirmationMail(order, identity, instructions),
      },
    );
  if (settings.notifications.ownerOrders) {
    const parts = mailParts(ownerNewOrderMail(order, shop));
    await deps.mailer.send({
      ...parts,
      to: settings.general.ownerEmail,
      replyTo: order.customerEmail,
      kind: 'owner_new_order',
    });
  }
  // Per variant (decision 136); made-to-order lines took no stock and never alert.
  const productLines = lines.filter(
    (l): l is OrderedLine & { productId: string } => l.productId !== null && !l.untracked,
  );
  if (productLines.length === 0 || !settings.notifications.lowStock) return;
  const keyOf = (l: OrderedLine & { productId: string }) => l.variantId ?? l.productId;
  // The order kept each variant's stock right after it (its own update's answer); older events
  // read the stock now instead (of the product's default variant when the line names none).
  const kept = productLines.every((l) => typeof l.stockAfter === 'number');
  const rows = kept
    ? productLines.map((l) => ({ key: keyOf(l), quantity: l.stockAfter! }))
    : await readVariantStock(deps.db, productLines);
  const now = new Map(rows.map((r) => [r.key, r.quantity]));
  await sendLowStockAlert(
    { ...deps, settings },
    productLines.flatMap((l) => {
      const after = now.get(keyOf(l));
      return after === undefined
        ? []
        : [{ name: l.name, sku: l.sku ?? '', before: after + l.quantity, after }];
    }),
  );
}

/** Stock of the lines' variants now, keyed as the lines are: by variant, else by product (its default). */
async function readVariantStock(
  db: Executor,
  lines: readonly (OrderedLine & { productId: string })[],
): Promise<{ key: string; quantity: number }[]> {
  const rows = await db
    .select({
      id: productVariants.id,
      productId: productVariants.productId,
      isDefault: productVariants.isDefault,
      quantity: productVariants.quantity,
      policy: productVariants.inventoryPolicy,
    })
    .from(productVariants)
    .where(
      inArray(
        productVariants.productId,
        lines.map((l) => l.productId),
      ),
    );
  return rows
    .filter((row) => row.policy === 'track')
    .flatMap((row) => [
      { key: row.id, quantity: row.quantity },
      ...(row.isDefault ? [{ key: row.productId, quantity: row.quantity }] : []),
    ]);
}
