import { waitingSchema } from '#core/dashboard/dashboard-responses';
import { expect, test } from '../support/e2e-test';
import { signInViaApi, signUpViaApi } from '../support/e2e-auth';
import { placeOrderViaApi } from '../support/e2e-place-order';
import { startExtraServer, type ExtraServer } from '../support/e2e-extra-server';
import { startOwnShop, type OwnShop } from '../support/e2e-own-shop';
import { startPostgresServer, type PostgresServer } from '../support/postgres-server';

/**
 * The admin navigation's counts of what waits for the owner follow what another process does:
 * two shop processes on one PostgreSQL database, the owner's browser on the first, an order and
 * a contact message sent to the second. The counts move with no reload, through the event bus's
 * LISTEN/NOTIFY and the live channel.
 */
const OWNER = { email: 'waiting-owner-e2e@example.com', password: 'waiting-owner-e2e-pass-1' };
let postgres: PostgresServer;
let first: OwnShop;
let second: ExtraServer;

test.beforeAll(async () => {
  test.setTimeout(120_000);
  postgres = await startPostgresServer();
  first = await startOwnShop('shop-waiting-e2e', OWNER, { DATABASE_URL: postgres.url() });
  second = await startExtraServer({ DATABASE_URL: postgres.url() });
});
test.afterAll(async () => {
  await second?.stop();
  await first?.stop();
  await postgres?.stop();
});

test('the counts of orders and messages change live when they arrive through another process', async ({
  page,
  browser,
}) => {
  await signInViaApi(page, first.url(''), OWNER);
  const loaded = page.waitForResponse((r) => r.url().endsWith('/api/admin/waiting') && r.ok());
  await page.goto(first.url('/admin/customers'));
  await expect(page.getByRole('heading', { name: 'Customers', level: 1 })).toBeVisible();
  await page.evaluate(() => Object.assign(window, { liveMark: true }));
  // What the navigation showed first (the seed may hold open orders).
  const before = waitingSchema.parse(await (await loaded).json());
  const orders = page.getByTestId('waiting-orders');
  const messages = page.getByTestId('waiting-messages');
  if (before.orders > 0) await expect(orders).toHaveText(new RegExp(`^${before.orders}\\b`));
  await expect(messages).toHaveCount(before.messages > 0 ? 1 : 0);

  const elsewhere = await browser.newContext({ baseURL: second.baseURL });
  try {
    const customer = await signUpViaApi(elsewhere.request, { firstName: 'Far', lastName: 'Away' });
    await placeOrderViaApi(elsewhere.request, '', customer, 'Gear Spinner');
    await expect(orders).toHaveText(new RegExp(`^${before.orders + 1}\\b`), { timeout: 20_000 });
    const sent = await elsewhere.request.post('/api/contact', {
      data: { name: 'Far Away', email: customer.email, subject: 'Hello', message: 'A dragon?' },
    });
    expect(sent.status(), await sent.text()).toBe(201);
    await expect(messages).toHaveText(new RegExp(`^${before.messages + 1}\\b`), {
      timeout: 20_000,
    });
  } finally {
    await elsewhere.close();
  }
  expect(await page.evaluate(() => (window as unknown as { liveMark?: boolean }).liveMark)).toBe(
    true,
  );
});
