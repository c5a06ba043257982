import { escapeHtml } from '../lib/escape-html';
import type { MailMessage } from './mailer';

type ShippedOrder = {
  orderNumber: string;
  customerEmail: string;
  customerName: string;
  trackingNumber: string | null;
  trackingUrl: string | null;
};

/** The customer's 'your order has shipped' message, plain text first, every value escaped in HTML. */
export function shippedEmail(order: ShippedOrder, storeName: string): MailMessage {
  const subject = `Your order ${order.orderNumber} has shipped`;
  const text = [
    `Hi ${order.customerName},`,
    '',
    `Good news: your order ${order.orderNumber} is on its way.`,
    `Tracking number: ${order.trackingNumber ?? ''}`,
    `Track your parcel: ${order.trackingUrl ?? ''}`,
    '',
    `Thank you for shopping with ${storeName}.`,
  ].join('\n');
  const url = escapeHtml(order.trackingUrl ?? '');
  const html = [
    `<p>Hi ${escapeHtml(order.customerName)},</p>`,
    `<p>Good news: your order <strong>${escapeHtml(order.orderNumber)}</strong> is on its way.</p>`,
    `<p>Tracking number: ${escapeHtml(order.trackingNumber ?? '')}<br><a href="${url}">Track your parcel</a></p>`,
    `<p>Thank you for shopping with ${escapeHtml(storeName)}.</p>`,
  ].join('\n');
  return { to: order.customerEmail, subject, text, html, kind: 'order_shipped' };
}
