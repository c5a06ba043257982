import { z } from 'zod';

/**
 * Pushes to the owner's devices (decision 176): a browser's push subscription as the admin
 * sends it, and what one push says. The service worker shows it and opens `url` on a click.
 */
const LOOPBACK = /^(localhost|127\.0\.0\.1|\[::1\])$/;
const base64url = (max: number) =>
  z
    .string()
    .min(1)
    .max(max)
    .regex(/^[A-Za-z0-9_-]+=*$/, 'Expected a base64url key');

/** Push services speak HTTPS; plain HTTP only to one on this machine (development, tests). */
export const pushSubscriptionInputSchema = z.object({
  endpoint: z
    .string()
    .max(1000, 'The push endpoint is too long')
    .pipe(z.url({ protocol: /^https?$/, message: 'Enter the push service URL' }))
    .refine((value) => {
      try {
        const url = new URL(value);
        return url.protocol === 'https:' || LOOPBACK.test(url.hostname);
      } catch {
        return false;
      }
    }, 'A push endpoint is an https URL'),
  keys: z.object({ p256dh: base64url(200), auth: base64url(100) }),
});
export type PushSubscriptionInput = z.input<typeof pushSubscriptionInputSchema>;

export const pushUnsubscribeSchema = z.object({ endpoint: z.string().max(1000) });

/** GET /api/admin/push: the VAPID public key a browser subscribes with, and this owner's devices. */
export const pushStatusSchema = z.object({ publicKey: z.string(), devices: z.number() });

export type OwnerPush = {
  title: string;
  body: string;
  /** An admin page the notification opens. */
  url: string;
  /** Pushes of one tag replace each other on the device (one per order, message, quote). */
  tag: string;
};

const clip = (text: string, max: number) =>
  text.length > max ? `${text.slice(0, max - 1)}…` : text;

export const newOrderPush = (order: {
  id: string;
  orderNumber: string;
  customerName: string;
  total: string;
}): OwnerPush => ({
  title: `New order ${order.orderNumber}`,
  body: clip(`${order.customerName} · ${order.total}`, 200),
  url: `/admin/orders/${order.id}`,
  tag: `order-${order.id}`,
});

export const quoteRequestPush = (quoteId: string): OwnerPush => ({
  title: 'New quote request',
  body: 'A customer asks you to review a custom print.',
  url: '/admin/quotes',
  tag: `quote-${quoteId}`,
});

export const contactMessagePush = (message: {
  id: string;
  name: string;
  subject: string;
  reply: boolean;
}): OwnerPush => ({
  title: message.reply
    ? `${clip(message.name, 60)} replied`
    : `New message from ${clip(message.name, 60)}`,
  body: clip(message.subject, 200),
  url: '/admin/inbox',
  tag: `message-${message.id}`,
});
