import { expect, test } from '../support/e2e-test';
import { eq } from 'drizzle-orm';
import { mailOutbox } from '../../src/db/schema/operations';
import { signInViaApi } from '../support/e2e-auth';
import { startOwnShop, type OwnShop } from '../support/e2e-own-shop';
import { startSmtpSink } from '../support/smtp-sink';

/**
 * The owner sees an e-mail the shop gave up on (every attempt refused: the API suite drives
 * that path with a refusing SMTP server) on the dashboard, and resends it through real SMTP.
 */
test.describe.configure({ mode: 'serial' });

const OWNER = { email: 'owner-mail-e2e@example.com', password: 'owner-mail-e2e-pass-1' };
let smtp: Awaited<ReturnType<typeof startSmtpSink>>;
let own: OwnShop;

test.beforeAll(async () => {
  smtp = await startSmtpSink();
  own = await startOwnShop('shop-e2e-mail', OWNER, {
    SMTP_URL: smtp.url,
    REQUIRE_EMAIL_CONFIRMATION: 'false',
  });
});

test.afterAll(async () => {
  await own?.stop();
  await smtp?.close();
});

test('a failed e-mail shows on the dashboard and Resend delivers it', async ({ page }) => {
  // The state the retries leave behind: every attempt refused, the mail marked failed.
  const [failed] = await own
    .server()
    .app.db.insert(mailOutbox)
    .values({
      to: 'lost-e2e@example.com',
      subject: 'Order ORD-LOST confirmed',
      text: 'Thank you for your order ORD-LOST.',
      kind: 'order_confirmation',
      attempts: 6,
      error: 'Error: Message failed: 451 Try again later',
      failedAt: new Date(),
    })
    .returning({ id: mailOutbox.id });

  await signInViaApi(page, own.url(''), OWNER);

  await page.goto(own.url('/admin'));
  const card = page.getByRole('region', { name: 'E-mails that could not be sent' });
  await expect(card).toBeVisible();
  await expect(card.getByText('Order ORD-LOST confirmed')).toBeVisible();
  await expect(card.getByText(/To lost-e2e@example\.com · 6 attempts/)).toBeVisible();

  await card
    .getByRole('button', { name: 'Resend “Order ORD-LOST confirmed” to lost-e2e@example.com' })
    .click();
  await expect(page.getByText('E-mail queued for sending')).toBeVisible();
  await expect
    .poll(() => smtp.mails.filter((m) => m.to.includes('lost-e2e@example.com')).length)
    .toBe(1);
  await expect
    .poll(
      async () =>
        (
          await own.server().app.db.select().from(mailOutbox).where(eq(mailOutbox.id, failed!.id))
        )[0]?.sentAt ?? null,
    )
    .not.toBeNull();
  // Nothing left to show: the card goes once the list is fetched again.
  await expect(card).toBeHidden();
});
