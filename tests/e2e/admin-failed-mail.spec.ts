import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '../support/e2e-test';
import { copyShopTemplate } from '../support/copy-shop-template';
import { eq } from 'drizzle-orm';
import { mailOutbox } from '../../src/db/schema/operations';
import { loadConfig } from '../../src/server/config';
import { startServer, type StartedServer } from '../../src/server/start';
import { signInOnServer } from '../support/e2e-auth';
import { startSmtpSink } from '../support/smtp-sink';

/**
 * The owner sees an e-mail the shop gave up on (every attempt refused: the API suite drives
 * that path with a refusing SMTP server) on the dashboard, and resends it through real SMTP.
 */
test.describe.configure({ mode: 'serial' });

const OWNER = { email: 'owner-mail-e2e@example.com', password: 'owner-mail-e2e-pass-1' };
let smtp: Awaited<ReturnType<typeof startSmtpSink>>;
let server: StartedServer;
let dataDir: string;
let baseURL = '';

test.beforeAll(async () => {
  smtp = await startSmtpSink();
  dataDir = mkdtempSync(join(tmpdir(), 'shop-e2e-mail-'));
  copyShopTemplate(dataDir);
  server = await startServer(
    loadConfig({
      ...process.env,
      DATA_DIR: dataDir,
      PORT: '0',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      WEB_DIR: 'dist/web',
      ADMIN_EMAIL: OWNER.email,
      ADMIN_PASSWORD: OWNER.password,
      SMTP_URL: smtp.url,
      REQUIRE_EMAIL_CONFIRMATION: 'false',
    }),
  );
  baseURL = `http://127.0.0.1:${(server.app.server.address() as { port: number }).port}`;
});

test.afterAll(async () => {
  await server?.stop();
  await smtp?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

test('a failed e-mail shows on the dashboard and Resend delivers it', async ({ page }) => {
  // The state the retries leave behind: every attempt refused, the mail marked failed.
  const [failed] = await server.app.db
    .insert(mailOutbox)
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

  await signInOnServer(page, baseURL, OWNER);

  await page.goto(`${baseURL}/admin`);
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
        (await server.app.db.select().from(mailOutbox).where(eq(mailOutbox.id, failed!.id)))[0]
          ?.sentAt ?? null,
    )
    .not.toBeNull();
  // Nothing left to show: the card goes once the list is fetched again.
  await expect(card).toBeHidden();
});
