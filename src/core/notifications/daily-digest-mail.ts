import type { MailContent } from '../mail/mail-content';

/** What the digest counts (decision 176): the last 24 hours, and what waits for the owner now. */
export type DigestFigures = {
  arrived: { orders: number; quoteRequests: number; messages: number; replies: number };
  waiting: { unreadMessages: number; ordersToShip: number; quotesToReview: number };
};

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/** The owner's morning mail: what arrived since yesterday, what waits, a link to the admin. */
export function dailyDigestMail(
  figures: DigestFigures,
  shop: { storeName: string; publicUrl: string; day: string },
): MailContent {
  const { arrived, waiting } = figures;
  const nothing =
    Object.values(arrived).every((n) => n === 0) && Object.values(waiting).every((n) => n === 0);
  const link = { kind: 'link' as const, label: 'Open the admin', href: `${shop.publicUrl}/admin` };
  return {
    subject: `${shop.storeName}: your day, ${shop.day}`,
    preview: `${plural(arrived.orders, 'order', 'orders')}, ${plural(arrived.messages + arrived.replies, 'message', 'messages')} since yesterday`,
    greeting: 'Good morning,',
    blocks: nothing
      ? [
          { kind: 'paragraph', text: 'Nothing arrived in the last 24 hours, and nothing waits.' },
          link,
        ]
      : [
          {
            kind: 'rows',
            rows: [
              { label: 'New orders', value: String(arrived.orders) },
              { label: 'Quote requests', value: String(arrived.quoteRequests) },
              { label: 'Contact messages', value: String(arrived.messages) },
              { label: 'Customer replies', value: String(arrived.replies) },
            ],
          },
          {
            kind: 'box',
            title: 'Waiting for you',
            lines: [
              plural(waiting.unreadMessages, 'unread message', 'unread messages'),
              plural(waiting.ordersToShip, 'order to ship', 'orders to ship'),
              plural(waiting.quotesToReview, 'quote to review', 'quotes to review'),
            ],
          },
          link,
        ],
    storeName: shop.storeName,
  };
}
