import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { contactMessages, contactReplies, mailOutbox } from '../../src/db/schema/operations';
import { waitFor } from '../support/auth-api';
import { useSmtpSink } from '../support/use-smtp-sink';
import { useTestApp } from '../support/test-app';
import { adminApi, useTestUser } from '../support/test-users';

const smtp = useSmtpSink();
const t = useTestApp(() => ({ smtpUrl: smtp.url, publicUrl: 'https://shop.example' }));
const owner = useTestUser(t, { role: 'admin' });
const customer = useTestUser(t);

let nextAddress = 1;
async function contactMessage(subject = 'Dragon print') {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/contact',
    headers: { 'x-forwarded-for': `198.51.100.${nextAddress++}` },
    payload: {
      name: 'Ada Lovelace',
      email: 'ada@example.com',
      subject,
      message: 'Can you print a dragon in blue?',
    },
  });
  expect(res.statusCode).toBe(201);
  return res.json().id as string;
}

/** The value of a header of a raw mail (unfolded). */
const header = (raw: string, name: string) =>
  new RegExp(`^${name}: ?(.*(?:\\r?\\n[ \\t].*)*)`, 'im')
    .exec(raw.split(/\r?\n\r?\n/)[0]!)?.[1]
    ?.replace(/\r?\n[ \t]+/g, ' ')
    .trim();

describe('answering a contact message from the inbox', () => {
  it('sends a threaded mail through the outbox and shows the message answered', async () => {
    const id = await contactMessage();
    const api = adminApi(t, owner);
    const res = await api('POST', `/messages/${id}/replies`, {
      body: 'Yes, blue works.\n\nIt takes three days.',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      direction: 'out',
      body: 'Yes, blue works.\n\nIt takes three days.',
    });

    const mail = await waitFor(async () => smtp.mails.find((m) => /Re: Dragon print/.test(m.raw)));
    expect(mail.to).toEqual(['ada@example.com']);
    const replyId = res.json().id as string;
    expect(header(mail.raw, 'Message-ID')).toBe(`<reply-${replyId}@shop.example>`);
    expect(header(mail.raw, 'In-Reply-To')).toBe(`<contact-${id}@shop.example>`);
    expect(header(mail.raw, 'References')).toBe(`<contact-${id}@shop.example>`);
    expect(header(mail.raw, 'Subject')).toBe('Re: Dragon print');
    // Reply-To: the shop (its contact e-mail, with no reply mailbox named).
    const settings = await api('GET', '/settings');
    expect(header(mail.raw, 'Reply-To')).toBe(settings.json().general.contactEmail);
    expect(mail.text).toContain('Yes, blue works.');
    expect(mail.text).toContain('> Can you print a dragon in blue?');

    const [sent] = await t.database.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.kind, 'contact_reply'));
    expect(sent?.sentAt).not.toBeNull();
    expect(sent?.headers).toEqual({
      messageId: `reply-${replyId}@shop.example`,
      inReplyTo: `contact-${id}@shop.example`,
      references: [`contact-${id}@shop.example`],
    });

    const list = await api('GET', '/messages?pageSize=50');
    const shown = list.json().items.find((m: { id: string }) => m.id === id);
    expect(shown.answeredAt).not.toBeNull();
    expect(shown.readAt).not.toBeNull();
    expect(shown.thread).toEqual([
      expect.objectContaining({ id: replyId, direction: 'out', fromEmail: owner.email }),
    ]);
  });

  it('threads a second answer after the first one', async () => {
    const id = await contactMessage('Second question');
    const api = adminApi(t, owner);
    const first = (await api('POST', `/messages/${id}/replies`, { body: 'One' })).json();
    const second = (await api('POST', `/messages/${id}/replies`, { body: 'Two' })).json();
    const mail = await waitFor(async () =>
      smtp.mails.find((m) => m.raw.includes(`reply-${second.id}@`)),
    );
    expect(header(mail.raw, 'In-Reply-To')).toBe(`<reply-${first.id}@shop.example>`);
    expect(header(mail.raw, 'References')).toBe(
      `<contact-${id}@shop.example> <reply-${first.id}@shop.example>`,
    );
  });

  it('refuses an empty or huge answer, an unknown message and a customer', async () => {
    const id = await contactMessage('Refusals');
    const api = adminApi(t, owner);
    expect((await api('POST', `/messages/${id}/replies`, { body: '   ' })).statusCode).toBe(400);
    expect(
      (await api('POST', `/messages/${id}/replies`, { body: 'x'.repeat(10_001) })).statusCode,
    ).toBe(400);
    const unknown = await api('POST', `/messages/${crypto.randomUUID()}/replies`, { body: 'Hi' });
    expect(unknown.statusCode).toBe(404);
    const asCustomer = await adminApi(t, customer)('POST', `/messages/${id}/replies`, {
      body: 'Hi',
    });
    expect(asCustomer.statusCode).toBe(403);
    const rows = await t.database.db
      .select()
      .from(contactReplies)
      .where(eq(contactReplies.contactMessageId, id));
    expect(rows).toEqual([]);
    const [message] = await t.database.db
      .select()
      .from(contactMessages)
      .where(eq(contactMessages.id, id));
    expect(message?.answeredAt).toBeNull();
  });
});

describe('saved replies', () => {
  it('are created, listed by title, changed and deleted', async () => {
    const api = adminApi(t, owner);
    const b = await api('POST', '/saved-replies', { title: 'Shipping times', body: 'Three days.' });
    const a = await api('POST', '/saved-replies', { title: 'Colours', body: 'Blue, red.' });
    expect(b.statusCode).toBe(201);
    expect(
      (await api('GET', '/saved-replies')).json().items.map((r: { title: string }) => r.title),
    ).toEqual(['Colours', 'Shipping times']);
    const changed = await api('PUT', `/saved-replies/${a.json().id}`, {
      title: 'Colours',
      body: 'Blue, red, green.',
    });
    expect(changed.json().body).toBe('Blue, red, green.');
    expect((await api('DELETE', `/saved-replies/${b.json().id}`)).statusCode).toBe(204);
    expect((await api('DELETE', `/saved-replies/${b.json().id}`)).statusCode).toBe(404);
    expect((await api('GET', '/saved-replies')).json().items).toHaveLength(1);
    expect((await api('POST', '/saved-replies', { title: '', body: 'x' })).statusCode).toBe(400);
  });
});
