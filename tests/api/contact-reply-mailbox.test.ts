import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contactReplies, settings } from '../../src/db/schema/operations';
import { waitFor } from '../support/auth-api';
import { startImapServer, type ImapServer } from '../support/dovecot-server';
import { useSmtpSink } from '../support/use-smtp-sink';
import { useTestApp } from '../support/test-app';
import { adminApi, useTestUser } from '../support/test-users';

// The round trip of decision 175 through real servers: the owner's answer reaches an SMTP
// server, the customer's reply to it is read back from Dovecot over IMAP into the thread.
const smtp = useSmtpSink();
let imap: ImapServer;
beforeAll(async () => {
  imap = await startImapServer();
}, 30_000);
afterAll(async () => imap?.close());
const t = useTestApp(() => ({ smtpUrl: smtp.url, publicUrl: 'https://shop.example' }));
const owner = useTestUser(t, { role: 'admin' });

const header = (raw: string, name: string) =>
  new RegExp(`^${name}: ?(.*(?:\\r?\\n[ \\t].*)*)`, 'im')
    .exec(raw.split(/\r?\n\r?\n/)[0]!)?.[1]
    ?.replace(/\r?\n[ \t]+/g, ' ')
    .trim();

const mail = (lines: string[], body: string) => `${lines.join('\r\n')}\r\n\r\n${body}`;

describe('the reply mailbox', () => {
  let messageId: string;
  let answer: { id: string };
  let answerMail: string;

  it('is named by the owner; its password is sealed and never sent back', async () => {
    const api = adminApi(t, owner);
    const saved = await api('PUT', '/inbox-mailbox', {
      enabled: true,
      host: imap.host,
      port: imap.port,
      secure: false,
      user: imap.user,
      password: imap.password,
      address: 'replies@shop.example',
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({
      enabled: true,
      passwordSet: true,
      fromEnvironment: false,
    });
    expect(saved.body).not.toContain(imap.password);
    expect((await api('GET', '/inbox-mailbox')).body).not.toContain(imap.password);
    const [row] = await t.database.db
      .select()
      .from(settings)
      .where(eq(settings.key, 'inbox-mailbox'));
    expect(JSON.stringify(row?.value)).not.toContain(imap.password);
    // Saving again without a password keeps the stored one.
    const again = await api('PUT', '/inbox-mailbox', {
      enabled: true,
      host: imap.host,
      port: imap.port,
      secure: false,
      user: imap.user,
      address: 'replies@shop.example',
    });
    expect(again.json().passwordSet).toBe(true);
  });

  it('is the Reply-To of the answer that reaches the SMTP server', async () => {
    const sent = await t.app.inject({
      method: 'POST',
      url: '/api/contact',
      headers: { 'x-forwarded-for': '192.0.2.10' },
      payload: {
        name: 'Ada Lovelace',
        email: 'ada@example.com',
        subject: 'Blue dragon',
        message: 'Which colours do you have?',
      },
    });
    messageId = sent.json().id;
    const res = await adminApi(t, owner)('POST', `/messages/${messageId}/replies`, {
      body: 'Blue or red. Which one?',
    });
    expect(res.statusCode).toBe(201);
    answer = res.json();
    answerMail = (
      await waitFor(async () => smtp.mails.find((m) => m.raw.includes(`reply-${answer.id}@`)))
    ).raw;
    expect(header(answerMail, 'Reply-To')).toBe('replies@shop.example');
    expect(header(answerMail, 'Subject')).toBe('Re: Blue dragon');
  });

  it("reads the customer's reply back into the thread, and ignores auto-replies and bounces", async () => {
    const ours = header(answerMail, 'Message-ID')!;
    const first = `<contact-${messageId}@shop.example>`;
    const threaded = [
      'From: Ada Lovelace <ada@example.com>',
      'To: replies@shop.example',
      'Subject: Re: Blue dragon',
      `In-Reply-To: ${ours}`,
      `References: ${first} ${ours}`,
    ];
    // An out-of-office answer to our mail, then a bounce, then a mail of nobody's thread.
    await imap.append(
      mail(
        [...threaded, 'Message-ID: <ooo-1@example.com>', 'Auto-Submitted: auto-replied'],
        'I am away until Monday.',
      ),
    );
    await imap.append(
      mail(
        [
          'From: Mail Delivery System <MAILER-DAEMON@mx.example.com>',
          'To: replies@shop.example',
          'Subject: Undelivered Mail Returned to Sender',
          'Message-ID: <bounce-1@mx.example.com>',
          `References: ${ours}`,
          'MIME-Version: 1.0',
          'Content-Type: multipart/report; report-type=delivery-status; boundary="b1"',
        ],
        '--b1\r\nContent-Type: text/plain\r\n\r\nThe mail could not be delivered.\r\n--b1--\r\n',
      ),
    );
    await imap.append(
      mail(
        ['From: someone@example.net', 'Subject: Hello', 'Message-ID: <other-1@example.net>'],
        'Not a reply.',
      ),
    );
    // The customer's reply: text and HTML, the history quoted below it.
    await imap.append(
      mail(
        [
          ...threaded,
          'Message-ID: <ada-reply-1@example.com>',
          'MIME-Version: 1.0',
          'Content-Type: multipart/alternative; boundary="alt"',
        ],
        [
          '--alt',
          'Content-Type: text/plain; charset=utf-8',
          'Content-Transfer-Encoding: quoted-printable',
          '',
          'Blue, please =E2=80=94 thanks!',
          '',
          'On Tue, Layerworks wrote:',
          '> Blue or red. Which one?',
          '--alt',
          'Content-Type: text/html; charset=utf-8',
          '',
          '<p>Blue, please<script>alert(1)</script></p>',
          '--alt--',
          '',
        ].join('\r\n'),
      ),
    );
    const api = adminApi(t, owner);
    const checked = await api('POST', '/inbox-mailbox/check');
    expect(checked.statusCode).toBe(200);
    expect(checked.json()).toEqual({ stored: 1, skipped: 3 });

    const list = await api('GET', '/messages?pageSize=50');
    const shown = list.json().items.find((m: { id: string }) => m.id === messageId);
    expect(
      shown.thread.map((r: { direction: string; body: string }) => [r.direction, r.body]),
    ).toEqual([
      ['out', 'Blue or red. Which one?'],
      ['in', 'Blue, please — thanks!'],
    ]);
    expect(shown.thread[1].fromEmail).toBe('ada@example.com');
    // A new word from the customer: unread again, still answered.
    expect(shown.readAt).toBeNull();
    expect(shown.answeredAt).not.toBeNull();

    // The next poll starts after the cursor; a poll from scratch stores nothing twice.
    expect((await api('POST', '/inbox-mailbox/check')).json()).toEqual({ stored: 0, skipped: 0 });
    await t.database.db.delete(settings).where(eq(settings.key, 'inbox-mailbox-state'));
    expect((await api('POST', '/inbox-mailbox/check')).json()).toEqual({ stored: 0, skipped: 4 });
    const rows = await t.database.db
      .select()
      .from(contactReplies)
      .where(eq(contactReplies.contactMessageId, messageId));
    expect(rows).toHaveLength(2);
    expect((await api('GET', '/inbox-mailbox')).json()).toMatchObject({ lastError: null });
  });

  it("answers the customer's reply in the same thread", async () => {
    const res = await adminApi(t, owner)('POST', `/messages/${messageId}/replies`, {
      body: 'Blue it is.',
    });
    const second = res.json();
    const raw = (
      await waitFor(async () => smtp.mails.find((m) => m.raw.includes(`reply-${second.id}@`)))
    ).raw;
    expect(header(raw, 'In-Reply-To')).toBe('<ada-reply-1@example.com>');
    expect(header(raw, 'References')).toBe(
      `<contact-${messageId}@shop.example> <reply-${answer.id}@shop.example> <ada-reply-1@example.com>`,
    );
    expect(raw).toContain('> Blue, please');
  });

  it('says why a mailbox cannot be read', async () => {
    const api = adminApi(t, owner);
    await api('PUT', '/inbox-mailbox', {
      enabled: true,
      host: imap.host,
      port: imap.port,
      secure: false,
      user: imap.user,
      password: 'wrong-password',
      address: '',
    });
    const checked = await api('POST', '/inbox-mailbox/check');
    expect(checked.statusCode).toBe(422);
    expect(checked.json().error).toBe('mailbox_unreachable');
    expect((await api('GET', '/inbox-mailbox')).json().lastError).toBeTruthy();
  });
});
