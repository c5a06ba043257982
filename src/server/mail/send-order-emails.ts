import { inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import type { ShopSettings } from '#core/settings/shop-settings';
import { inventory } from '../../db/schema/catalog';
import type { OrderView } from '#core/orders/order-responses';
import { orderConfirmationMail, ownerNewOrderMail } from '#core/mail/order-mails';
import type { Mailer } from './mailer';
import type { SettingsEnv } from '../settings/read-shop-settings';
import { readShopSettings } from '../settings/read-shop-settings';
import { sendLowStockAlert } from './send-low-stock-alert';
import { renderMailParts } from './mail-layout';

type OrderedLine = {
  productId: string | null;
  name: string;
  sku: string | null;
  quantity: number;
  stockAfter?: number;
};

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
  if (settings.notifications.orderConfirmation && !awaitingCard) {
    const parts = await renderMailParts(orderConfirmationMail(order, shop, instructions));
    await deps.mailer.send({
      ...parts,
      to: order.customerEmail,
      replyTo: settings.general.contactEmail,
      kind: 'order_confirmation',
    });
  }
  if (settings.notifications.ownerOrders) {
    const parts = await renderMailParts(ownerNewOrderMail(order, shop));
    await deps.mailer.send({
      ...parts,
      to: settings.general.ownerEmail,
      replyTo: order.customerEmail,
      kind: 'owner_new_order',
    });
  }
  const productLines = lines.filter(
    (l): l is OrderedLine & { productId: string } => l.productId !== null,
  );
  if (productLines.length === 0 || !settings.notifications.lowStock) return;
  // The order kept each product's stock right after it (its own update's answer); older events
  // read the stock now instead.
  const kept = productLines.every((l) => typeof l.stockAfter === 'number');
  const rows = kept
    ? productLines.map((l) => ({ productId: l.productId, quantity: l.stockAfter! }))
    : await deps.db
        .select({ productId: inventory.productId, quantity: inventory.quantity })
        .from(inventory)
        .where(
          inArray(
            inventory.productId,
            productLines.map((l) => l.productId),
          ),
        );
  const now = new Map(rows.map((r) => [r.productId, r.quantity]));
  await sendLowStockAlert(
    { ...deps, settings },
    productLines.flatMap((l) => {
      const after = now.get(l.productId);
      return after === undefined
        ? []
        : [{ name: l.name, sku: l.sku ?? '', before: after + l.quantity, after }];
    }),
  );
}
