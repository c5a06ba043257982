import { describe, expect, it } from 'vitest';
import { toPlainText } from '../mail/mail-content';
import { dailyDigestMail } from './daily-digest-mail';

const shop = { storeName: 'Kiln', publicUrl: 'https://shop.example', day: '2026-12-02' };

describe('the daily digest mail', () => {
  it('counts what arrived and what waits', () => {
    const mail = dailyDigestMail(
      {
        arrived: { orders: 2, quoteRequests: 1, messages: 1, replies: 0 },
        waiting: { unreadMessages: 1, ordersToShip: 3, quotesToReview: 1 },
      },
      shop,
    );
    expect(mail.subject).toBe('Kiln: your day, 2026-12-02');
    const text = toPlainText(mail);
    expect(text).toContain('New orders: 2');
    expect(text).toContain('3 orders to ship');
    expect(text).toContain('1 unread message');
  });

  it('says so on a quiet day', () => {
    const zero = { orders: 0, quoteRequests: 0, messages: 0, replies: 0 };
    const mail = dailyDigestMail(
      { arrived: zero, waiting: { unreadMessages: 0, ordersToShip: 0, quotesToReview: 0 } },
      shop,
    );
    expect(toPlainText(mail)).toContain('Nothing arrived');
  });
});
