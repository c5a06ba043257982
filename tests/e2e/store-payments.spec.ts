import { createServer } from 'node:net';
import type { Page } from '@playwright/test';
import { expect, test } from '../support/e2e-test';
import { SESSION_STORAGE_KEY } from '../../src/core/auth/session-key';
import { startOwnShop, type OwnShop } from '../support/e2e-own-shop';
import { putInCart } from '../support/e2e-cart';
import { startStripeFake, type StripeFake } from '../support/stripe-fake';
import { fillAddress } from '../support/e2e-checkout';

/**
 * Decisions 130/131: a card checkout through the Stripe fake's hosted page to a paid
 * order, and a manual order the owner marks paid. A shop of its own (its payment method is a
 * setting every spec would see), whose SDK talks to the fake and whose webhook the fake calls.
 */
const OWNER = { email: 'owner-payments-e2e@example.com', password: 'owner-payments-e2e-pass-1' };
const INSTRUCTIONS = 'Transfer to IBAN DE00 1234 5678, reference your order number.';
let shop: OwnShop;
let fake: StripeFake;
let ownerToken = '';

const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });

test.beforeAll(async ({ request }) => {
  fake = await startStripeFake();
  const port = await freePort();
  shop = await startOwnShop('shop-payments-e2e', OWNER, {
    PORT: String(port),
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    STRIPE_SECRET_KEY: fake.secretKey,
    STRIPE_WEBHOOK_SECRET: fake.webhookSecret,
    STRIPE_API_BASE: fake.apiBase,
  });
  fake.setDelivery(async (body, signature) => {
    const res = await fetch(shop.url('/api/payments/stripe/webhook'), {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'stripe-signature': signature },
      body,
    });
    return { statusCode: res.status, body: await res.text() };
  });
  const token = await request.post(shop.url('/api/auth/token?grant_type=password'), {
    data: OWNER,
  });
  expect(token.status()).toBe(200);
  ownerToken = ((await token.json()) as { access_token: string }).access_token;
});
test.afterAll(async () => {
  await shop?.stop();
  await fake?.close();
});

async function choose(page: Page, method: 'stripe' | 'manual') {
  const res = await page.request.put(shop.url('/api/admin/settings/payment'), {
    headers: { authorization: `Bearer ${ownerToken}` },
    data: { method, manualInstructions: INSTRUCTIONS, manualCancelAfterDays: 7 },
  });
  expect(res.status(), await res.text()).toBe(200);
}

/** The owner's session in this page's storage (the owner shops here too). */
async function signIn(page: Page) {
  const response = await page.request.post(shop.url('/api/auth/token?grant_type=password'), {
    data: OWNER,
  });
  const session = await response.text();
  await page.addInitScript(
    ([key, value]) => localStorage.setItem(key!, value!),
    [SESSION_STORAGE_KEY, session],
  );
}

async function checkOut(page: Page) {
  await putInCart(page, (p) => p.name === 'Custom Name Plate', 1, shop.url(''));
  await page.goto(shop.url('/checkout'));
  await page.getByLabel('First Name').fill('Pat');
  await page.getByLabel('Last Name').fill('Payer');
  await fillAddress(page, {
    address: '1 Card Street',
    city: 'Austin',
    state: 'TX',
    zipCode: '78701',
  });
  const placeOrder = page.getByRole('button', { name: 'Place Order' });
  await expect(placeOrder).toBeEnabled();
  await placeOrder.press('Enter');
}

test('a card checkout goes through Stripe Checkout (the fake) to a paid order', async ({
  page,
}) => {
  await signIn(page);
  await choose(page, 'stripe');
  await checkOut(page);
  await expect(page).toHaveURL(new RegExp(`^${fake.apiBase}/pay/cs_test_`));
  await page.getByRole('button', { name: 'Pay' }).click();
  await expect(page).toHaveURL(/\/orders\?payment=success&order=/);
  await expect(
    page.getByRole('status').filter({ hasText: 'Payment received for order' }),
  ).toBeVisible();
  const order = page.getByRole('article').first();
  await expect(order.getByText('Payment: Paid')).toBeVisible();
  await expect(order.getByText('Confirmed')).toBeVisible();
  // The cart stayed while the customer was on Stripe's page; paid, it is empty.
  await expect(page.getByRole('button', { name: 'Cart, 0 items' })).toBeVisible();
});

test('a manual order shows its instructions and the owner marks it paid', async ({ page }) => {
  await signIn(page);
  await choose(page, 'manual');
  await checkOut(page);
  await expect(page.getByText('Order placed successfully!')).toBeVisible();
  await expect(page).toHaveURL(/\/orders$/);
  const order = page.getByRole('article').first();
  await expect(order.getByTestId('payment-instructions')).toHaveText(INSTRUCTIONS);
  await expect(order.getByText('Payment: Pending')).toBeVisible();
  const heading = await order.getByRole('heading').first().textContent();
  const orderNumber = heading!.replace('Order ', '');

  const orders = await page.request.get(shop.url(`/api/admin/orders?search=${orderNumber}`), {
    headers: { authorization: `Bearer ${ownerToken}` },
  });
  const found = (
    (await orders.json()) as { items: { id: string; orderNumber: string }[] }
  ).items.find((o) => o.orderNumber === orderNumber)!;
  await page.goto(shop.url(`/admin/orders/${found.id}`));
  await page.getByRole('button', { name: 'Payment received' }).click();
  await expect(page.getByText('Payment recorded')).toBeVisible();
  await expect(page.getByText('Marked paid')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Payment received' })).toHaveCount(0);

  await page.goto(shop.url('/orders'));
  await expect(page.getByRole('article').first().getByText('Payment: Paid')).toBeVisible();
  await choose(page, 'stripe');
});
