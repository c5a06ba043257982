import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { mailOutbox } from '../../src/db/schema/operations';
import { sendDailyDigest } from '../../src/server/notifications/send-daily-digest';
import { useTestApp } from '../support/test-app';
import { adminApi, useTestUser } from '../support/test-users';

const t = useTestApp({ publicUrl: 'https://shop.example' });
const owner = useTestUser(t, { role: 'admin' });

const digests = () =>
  t.database.db.select().from(mailOutbox).where(eq(mailOutbox.kind, 'owner_daily_digest'));
const deps = () => ({
  db: t.app.db,
  mailer: t.app.mailer,
  env: { adminEmail: t.config.adminEmail, externalStoreUrl: t.config.externalStoreUrl },
  publicUrl: t.config.publicUrl,
});

describe('the daily digest', () => {
  it('goes to the owner once a day, from 07:00 UTC, with what arrived', async () => {
    await t.app.inject({
      method: 'POST',
      url: '/api/contact',
      headers: { 'x-forwarded-for': '198.51.100.200' },
      payload: { name: 'Ada', email: 'ada@example.com', subject: 'Hi', message: 'A question' },
    });
    const now = new Date();
    const early = new Date(now);
    early.setUTCHours(6, 30, 0, 0);
    const morning = new Date(now);
    morning.setUTCHours(Math.max(7, now.getUTCHours()), 0, 0, 0);
    if (now.getUTCHours() >= 7) expect(await sendDailyDigest(deps(), early)).toBe(0);
    // Two processes at once: one mail.
    const sent = await Promise.all([
      sendDailyDigest(deps(), morning),
      sendDailyDigest(deps(), morning),
    ]);
    expect(sent.sort()).toEqual([0, 1]);
    const [mail, ...more] = await digests();
    expect(more).toEqual([]);
    const settings = (await adminApi(t, owner)('GET', '/settings')).json();
    expect(mail?.to).toBe(settings.general.ownerEmail);
    expect(mail?.text).toMatch(/Contact messages: [1-9]/);
    expect(mail?.text).toContain('https://shop.example/admin');
  });

  it('stays off when the owner turns it off', async () => {
    const api = adminApi(t, owner);
    const settings = (await api('GET', '/settings')).json();
    const saved = await api('PUT', '/settings', {
      ...settings,
      general: { ...settings.general, ownerEmail: owner.email },
      notifications: { ...settings.notifications, dailyDigest: false },
    });
    expect(saved.statusCode).toBe(200);
    const tomorrow = new Date(Date.now() + 24 * 60 * 60 * 1000);
    tomorrow.setUTCHours(9, 0, 0, 0);
    expect(await sendDailyDigest(deps(), tomorrow)).toBe(0);
    expect(await digests()).toHaveLength(1);
  });
});
