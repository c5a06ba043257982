import { z } from 'zod';
import { decimalString, isoDateTime } from '../api/wire-schemas';
import { formatMoney, toCents } from '../money';

/** What a timeline entry records (decision 127). */
export const ORDER_EVENT_KINDS = [
  'placed',
  'status_changed',
  'shipped',
  'refunded',
  'note',
  'paid',
  'production',
] as const;
export type OrderEventKind = (typeof ORDER_EVENT_KINDS)[number];

/** One entry of an order's timeline as the owner reads it (never shown to customers). */
export const orderEventSchema = z.object({
  id: z.string(),
  kind: z.enum(ORDER_EVENT_KINDS),
  actorLabel: z.string(),
  detail: z.record(z.string(), z.unknown()),
  note: z.string().nullable(),
  createdAt: isoDateTime,
});
export type OrderEventView = z.output<typeof orderEventSchema>;

/** GET /api/admin/orders/:id/timeline: oldest first, with the customer's checkout note. */
export const orderTimelineSchema = z.object({
  customerNote: z.string().nullable(),
  refundedAmount: decimalString,
  events: z.array(orderEventSchema),
});
export type OrderTimeline = z.output<typeof orderTimelineSchema>;

/** A timeline entry in words, e.g. "Status: confirmed → cancelled". */
export function describeOrderEvent(event: Pick<OrderEventView, 'kind' | 'detail'>): string {
  const d = event.detail;
  switch (event.kind) {
    case 'placed':
      return 'Order placed';
    case 'status_changed':
      return `Status: ${String(d.from)} → ${String(d.to)}`;
    case 'shipped':
      return d.trackingNumber ? `Shipped, tracking ${String(d.trackingNumber)}` : 'Shipped';
    case 'refunded':
      return `Refunded ${money(d.amount)}${d.stockKept ? ', stock kept' : ''}`;
    case 'note':
      return 'Internal note';
    case 'paid':
      return d.method === 'stripe' ? 'Paid by card (Stripe)' : 'Marked paid';
    case 'production':
      return typeof d.text === 'string' ? d.text : 'Production';
  }
}

/** A timeline amount ('5.00') in the one money format ("$5.00"); anything else as it is. */
function money(value: unknown): string {
  try {
    return formatMoney(toCents(String(value)));
  } catch {
    return String(value);
  }
}
