import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { contactMessages } from '../../src/db/schema/operations';
import { useTestApp } from '../support/test-app';

const t = useTestApp();

const valid = {
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  subject: 'Quote',
  message: 'Can you print a dragon?',
};
let nextAddress = 1;
/** Each test speaks from its own address (the app trusts the proxy's X-Forwarded-For). */
const sender = () => `203.0.113.${nextAddress++}`;
const post = (payload: unknown, ip: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/contact',
    payload: payload as object,
    headers: { 'x-forwarded-for': ip },
  });

describe('POST /api/contact', () => {
  it('stores a sanitised message with the sender address for the inbox', async () => {
    const ip = sender();
    const res = await post(
      { ...valid, name: '  <b>Ada</b> ', message: 'Hi javascript:alert(1) onclick=x there' },
      ip,
    );
    expect(res.statusCode).toBe(201);
    const { id } = res.json();
    const [row] = await t.database.db
      .select()
      .from(contactMessages)
      .where(eq(contactMessages.id, id));
    expect(row).toMatchObject({
      name: 'bAda/b',
      email: 'ada@example.com',
      message: 'Hi alert(1) x there',
      ip,
      readAt: null,
    });
  });

  it.each(['name', 'email', 'subject', 'message'])(
    'answers 400 without %s and stores nothing',
    async (key) => {
      const before = await t.database.db.select().from(contactMessages);
      const res = await post({ ...valid, [key]: ' <> ' }, sender());
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ error: 'validation_failed' });
      expect(res.json().message).toContain(key);
      expect(await t.database.db.select().from(contactMessages)).toHaveLength(before.length);
    },
  );

  it('answers 400 for a malformed e-mail', async () => {
    const res = await post({ ...valid, email: 'not-an-email' }, sender());
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain('Please enter a valid email address');
  });

  it('allows 3 messages per 5 minutes per address, then answers 429 with Retry-After', async () => {
    const ip = sender();
    for (let i = 0; i < 3; i++)
      expect((await post({ ...valid, subject: `Try ${i}` }, ip)).statusCode).toBe(201);
    const limited = await post({ ...valid, subject: 'Try 4' }, ip);
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({
      error: 'rate_limited',
      message: 'Too many attempts. Please wait before submitting again.',
    });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(limited.headers['retry-after'])).toBeLessThanOrEqual(300);
    const stored = await t.database.db
      .select()
      .from(contactMessages)
      .where(eq(contactMessages.ip, ip));
    expect(stored).toHaveLength(3);
    // Another address is not affected.
    expect((await post(valid, sender())).statusCode).toBe(201);
  });

  it('counts only the last 5 minutes', async () => {
    const ip = sender();
    const old = new Date(Date.now() - 300_001);
    await t.database.db
      .insert(contactMessages)
      .values([1, 2, 3].map(() => ({ ...valid, ip, createdAt: old })));
    expect((await post(valid, ip)).statusCode).toBe(201);
  });

  it('keeps the count right under simultaneous requests', async () => {
    const ip = sender();
    const answers = await Promise.all([1, 2, 3, 4, 5].map(() => post(valid, ip)));
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 201, 201, 429, 429]);
    expect(
      await t.database.db.select().from(contactMessages).where(eq(contactMessages.ip, ip)),
    ).toHaveLength(3);
  });
});
