import type { ShopEvent } from '#core/realtime/realtime-protocol';
import type { ShopSettings } from '#core/settings/shop-settings';
import type { Executor } from '../../db/client';
import type { Mailer } from '../mail/mailer';
import {
  orderConfirmationMail,
  orderReadyToShipMail,
  orderRefundedMail,
  orderShippedMail,
} from '#core/mail/order-mails';
import { sendCustomerMail } from '../mail/send-customer-mail';
import { notifyQuoteCustomer } from '../custom-prints/decide-quote';
import { sendQuoteRequestMail } from '../custom-prints/send-quote-request-mail';
import type { SettingsEnv } from '../settings/read-shop-settings';
import { sendOrderEmails } from '../mail/send-order-emails';
import { sendReplyMail } from '../contact/send-reply-mail';
import { readReplyAddress } from '../contact/read-inbox-mailbox';
import { mailHostOf } from '../contact/send-message-reply';
import type { AppConfig } from '../config';
import {
  contactMessagePush,
  newOrderPush,
  quoteRequestPush,
  type OwnerPush,
} from '#core/notifications/owner-push';
import { findMessageSummary } from '../contact/list-messages';
import { orderedProductIds, type DomainEvent } from '../domain-events/domain-event';

export type HandlerContext = {
  /** Where the handler reads. Handlers only read: their mails are written with the event's done mark. */
  db: Executor;
  /** Collects the event's mails (written with the event's done mark, after the handler). */
  mailer: Mailer;
  /** The shop settings, read at most once per event however many mails it causes. */
  settings(): Promise<ShopSettings>;
  env: SettingsEnv;
  publicUrl: string;
  /** The environment's reply mailbox, if it names one (decision 175). */
  imap?: AppConfig['imap'];
};

/** What an event causes after its commit: live events, the mails it wrote, pushes to the owner. */
export type EventEffects = { live: ShopEvent[]; mailIds: string[]; push?: OwnerPush[] };

/** The live update every change of an order sends: who may see it, and its new status. */
const orderUpdated = (order: {
  orderId: string;
  orderNumber: string;
  customerEmail: string;
  status: string;
}): ShopEvent => ({
  type: 'order.updated',
  orderId: order.orderId,
  orderNumber: order.orderNumber,
  customerEmail: order.customerEmail,
  status: order.status,
});

/** A quote request arrived or was decided: the owner's count of requests to review moved. */
const QUOTES_WAITING: ShopEvent = { type: 'inbox.changed', kind: 'quote' };
/** A contact message or a customer's reply arrived: the count of unread messages moved. */
const MESSAGES_WAITING: ShopEvent = { type: 'inbox.changed', kind: 'message' };

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
        event.paymentInstructions,
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
      return { live, mailIds, push: [newOrderPush(order)] };
    }
    case 'order.status_changed':
      return { live: [orderUpdated(event)], mailIds };
    case 'order.shipped': {
      const settings = await ctx.settings();
      if (settings.notifications.shipment)
        await sendCustomerMail(
          mailer,
          { settings, publicUrl: ctx.publicUrl },
          {
            to: event.customerEmail,
            kind: 'order_shipped',
            content: (shop) => orderShippedMail(event, shop),
          },
        );
      return { live: [orderUpdated(event)], mailIds };
    }
    case 'order.paid': {
      const { order } = event;
      // A card order is confirmed when Stripe says it is paid; a manual one was told at placement.
      const settings = await ctx.settings();
      if (order.paymentMethod === 'stripe' && settings.notifications.orderConfirmation)
        await sendCustomerMail(
          mailer,
          { settings, publicUrl: ctx.publicUrl },
          {
            to: order.customerEmail,
            kind: 'order_confirmation',
            content: (shop) => orderConfirmationMail(order, shop),
          },
        );
      return { live: [orderUpdated({ ...order, orderId: order.id })], mailIds };
    }
    case 'order.refunded':
      // Money sent back is told unless the owner, reviewing this very refund, chose not to
      // (decision 171): no shop-wide switch turns it off.
      if (event.notifyCustomer !== false)
        await sendCustomerMail(
          mailer,
          { settings: await ctx.settings(), publicUrl: ctx.publicUrl },
          {
            to: event.customerEmail,
            kind: 'order_refunded',
            content: (shop) => orderRefundedMail(event, shop),
          },
        );
      return { live: [orderUpdated(event)], mailIds };
    case 'order.production': {
      // Every print of the order is good: the customer hears it is ready to ship, once.
      if (event.readyToShip) {
        const settings = await ctx.settings();
        if (settings.notifications.shipment)
          await sendCustomerMail(
            mailer,
            { settings, publicUrl: ctx.publicUrl },
            {
              to: event.customerEmail,
              kind: 'order_ready_to_ship',
              content: (shop) => orderReadyToShipMail(event, shop),
            },
          );
      }
      const live: ShopEvent[] = [
        {
          type: 'order.production',
          orderId: event.orderId,
          orderNumber: event.orderNumber,
          customerEmail: event.customerEmail,
          productionStatus: event.productionStatus,
        },
      ];
      return { live, mailIds };
    }
    case 'quote.requested': {
      const settings = await ctx.settings();
      if (settings.notifications.ownerOrders)
        await sendQuoteRequestMail(ctx.db, mailer, event.quoteId, {
          storeName: settings.general.storeName,
          publicUrl: ctx.publicUrl,
          ownerEmail: settings.general.ownerEmail,
        });
      return { live: [QUOTES_WAITING], mailIds, push: [quoteRequestPush(event.quoteId)] };
    }
    case 'quote.decided':
      await notifyQuoteCustomer(ctx.db, mailer, event.quoteId, ctx.publicUrl);
      return { live: [QUOTES_WAITING], mailIds };
    case 'contact.replied': {
      const settings = await ctx.settings();
      const replyTo =
        (await readReplyAddress(ctx.db, { imap: ctx.imap })) ?? settings.general.contactEmail;
      await sendReplyMail(ctx.db, mailer, event.replyId, {
        storeName: settings.general.storeName,
        mailHost: mailHostOf(ctx.publicUrl),
        replyTo,
      });
      return { live: [], mailIds };
    }
    case 'contact.received': {
      const message = await findMessageSummary(ctx.db, event.messageId);
      return {
        live: [MESSAGES_WAITING],
        mailIds,
        push: message ? [contactMessagePush({ ...message, reply: event.reply ?? false })] : [],
      };
    }
    case 'live':
      return { live: event.events, mailIds };
  }
}
