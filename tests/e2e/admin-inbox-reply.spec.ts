import { expect, test } from '../support/e2e-test';
import { contactMessages } from '../../src/db/schema/operations';
import { signInViaApi } from '../support/e2e-auth';
import { startOwnShop, type OwnShop } from '../support/e2e-own-shop';
import { startSmtpSink } from '../support/smtp-sink';

/**
 * The owner answers a contact message on the inbox page (decision 175), with a saved reply: the
 * answer reaches a real SMTP server as "Re:" the message, and the message shows it answered.
 */
test.describe.configure({ mode: 'serial' });

const OWNER = { email: 'owner-inbox-e2e@example.com', password: 'owner-inbox-e2e-pass-1' };
let smtp: Awaited<ReturnType<typeof startSmtpSink>>;
let own: OwnShop;

test.beforeAll(async () => {
  smtp = await startSmtpSink();
  own = await startOwnShop('shop-e2e-inbox', OWNER, {
    SMTP_URL: smtp.url,
    REQUIRE_EMAIL_CONFIRMATION: 'false',
  });
});

test.afterAll(async () => {
  await own?.stop();
  await smtp?.close();
});

test('a saved reply fills the answer, Send mails it and the message reads answered', async ({
  page,
}) => {
  await own.server().app.db.insert(contactMessages).values({
    name: 'Grace Hopper',
    email: 'grace-e2e@example.com',
    subject: 'Bug-shaped print',
    message: 'Can you print a moth?',
  });
  await signInViaApi(page, own.url(''), OWNER);
  await page.goto(own.url('/admin/inbox'));

  const saved = page.getByRole('form', { name: 'New saved reply' });
  await saved.getByLabel('Title').fill('Moths');
  await saved.getByLabel('Text').fill('Yes, moths print well in grey.');
  await saved.getByRole('button', { name: 'Add saved reply' }).click();
  await expect(page.getByText('Saved reply saved')).toBeVisible();

  const reply = page.getByRole('form', { name: 'Reply to Bug-shaped print' });
  await reply.getByLabel('Insert a saved reply').selectOption({ label: 'Moths' });
  await expect(reply.getByLabel('Your reply')).toHaveValue('Yes, moths print well in grey.');
  await reply.getByRole('button', { name: 'Send reply' }).click();
  await expect(page.getByText('Reply sent')).toBeVisible();

  await expect
    .poll(() => smtp.mails.filter((m) => m.to.includes('grace-e2e@example.com')).length)
    .toBe(1);
  expect(smtp.mails.find((m) => m.to.includes('grace-e2e@example.com'))!.raw).toMatch(
    /^Subject: Re: Bug-shaped print/m,
  );
  await expect(page.getByText('Answered', { exact: true })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Thread' })).toContainText(
    'Yes, moths print well in grey.',
  );
});
