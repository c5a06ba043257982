import type { ShopEvent } from '#core/realtime/realtime-protocol';
import type { ShopSettings } from '#core/settings/shop-settings';
import type { Executor } from '../../db/client';
import type { Mailer } from '../mail/mailer';
import { shippedEmail } from '../mail/shipped-email';
import { notifyQuoteCustomer } from '../custom-prints/decide-quote';
import type { SettingsEnv } from '../settings/read-shop-settings';
import { sendOrderEmails } from '../mail/send-order-emails';
import { sendOrderConfirmation } from '../mail/send-order-confirmation';
import { orderedProductIds, type DomainEvent } from './domain-event';

export type HandlerContext = {
  /** Where the handler reads. Handlers only read: their mails are written with the event's done mark. */
  db: Executor;
  /** Collects the event's mails (written with the event's done mark, after the handler). */
  mailer: Mailer;
  /** The shop settings, read at most once per event however many mails it causes. */
  settings(): Promise<ShopSettings>;
  env: SettingsEnv;
  publicUrl: string;
};

export type EventEffects = { live: ShopEvent[]; mailIds: string[] };

/** The effects of one event: what goes to the live channel (after commit), and the mails it wrote. */
export async function handleEvent(event: DomainEvent, ctx: HandlerContext): Promise<EventEffects> {
  const mailIds: string[] = [];
  const mailer: Mailer = {
    send: async (message) => {
      const written = await ctx.mailer.send(message);
      mailIds.push(written.id);
      return written;
    },
  };
  switch (event.type) {
    case 'order.placed': {
      const { order, lines } = event;
      const productIds = orderedProductIds(lines);
      const settings = await ctx.settings();
      await sendOrderEmails(
        { db: ctx.db, mailer, env: ctx.env, publicUrl: ctx.publicUrl, settings },
        order,
        lines,
      );
      const live: ShopEvent[] = [
        {
          type: 'order.created',
          orderId: order.id,
          orderNumber: order.orderNumber,
          customerEmail: order.customerEmail,
          total: order.total,
        },
      ];
      if (productIds.length > 0) live.push({ type: 'stock.changed', productIds });
      return { live, mailIds };
    }
    case 'order.status_changed': {
      const { orderId, orderNumber, customerEmail, status } = event;
      return {
        live: [{ type: 'order.updated', orderId, orderNumber, customerEmail, status }],
        mailIds,
      };
    }
    case 'order.shipped': {
      const { orderId, orderNumber, customerEmail, status } = event;
      const settings = await ctx.settings();
      if (settings.notifications.shipment)
        await mailer.send(shippedEmail(event, settings.general.storeName));
      return {
        live: [{ type: 'order.updated', orderId, orderNumber, customerEmail, status }],
        mailIds,
      };
    }
    case 'order.paid': {
      const { order } = event;
      // A card order is confirmed when Stripe says it is paid; a manual one was told at placement.
      if (
        order.paymentMethod === 'stripe' &&
        (await ctx.settings()).notifications.orderConfirmation
      )
        await sendOrderConfirmation(mailer, order, ctx.publicUrl);
      const { id: orderId, orderNumber, customerEmail, status } = order;
      return {
        live: [{ type: 'order.updated', orderId, orderNumber, customerEmail, status }],
        mailIds,
      };
    }
    case 'quote.decided':
      await notifyQuoteCustomer(ctx.db, mailer, event.quoteId, ctx.publicUrl);
      return { live: [], mailIds };
    case 'live':
      return { live: event.events, mailIds };
  }
}
