import { expect, test } from '../support/e2e-test';
import type { APIRequestContext, Page } from '@playwright/test';
import { E2E_ADMIN } from '../support/e2e-constants';

/**
 * Markup typed by one person (a product name, a profile name, an order address, a contact
 * message) must reach every other screen as text. Fails if any dialog opens, if the payload
 * became elements (an <img onerror>, an <svg onload>), or if the text is not shown literally.
 */
const tag = Date.now().toString(36);
const payload = (label: string) =>
  `<img src=x onerror=alert('${label}')><svg onload=alert('${label}')>"'${tag}`;
const SESSION_KEY = 'layerworks.auth.session';
type Session = { access_token: string; user: { id: string } };

const json = (data: unknown) => ({
  data,
  headers: {
    'content-type': 'application/json',
    'x-forwarded-for': `198.51.100.${200 + Math.floor(Math.random() * 50)}`,
  },
});
async function ok<T>(res: Awaited<ReturnType<APIRequestContext['post']>>): Promise<T> {
  expect(res.status(), await res.text()).toBeLessThan(300);
  return (await res.json()) as T;
}

let admin: Session;
let customer: Session;
let orderId: string;
const productName = payload('product');
const firstName = payload('profile');
const street = payload('address');

test.beforeAll(async ({ request }) => {
  admin = await ok(
    await request.post(
      '/api/auth/token?grant_type=password',
      json({ email: E2E_ADMIN.email, password: E2E_ADMIN.password }),
    ),
  );
  const asAdmin = { authorization: `Bearer ${admin.access_token}` };
  const product = await ok<{ id: string }>(
    await request.post('/api/admin/products', {
      ...json({
        name: productName,
        description: payload('description'),
        price: '12.50',
        sku: `XSS-${tag}`.toUpperCase(),
        stock: 20,
        isActive: true,
      }),
      headers: { ...json(null).headers, ...asAdmin },
    }),
  );
  const signup = await ok<{ session: Session | null }>(
    await request.post(
      '/api/auth/signup',
      json({
        email: `xss-${tag}@example.com`,
        password: 'xss-password-1',
        options: { data: { first_name: firstName, last_name: payload('last') } },
      }),
    ),
  );
  customer = signup.session!;
  type Rate = { id: string; isPickup?: boolean; minOrderAmount?: string | null };
  const rates = await ok<Rate[] | { shippingRates: Rate[] }>(
    await request.get('/api/shipping-rates'),
  );
  // A rate that ships (a pickup needs deliveryMethod 'pickup', decision 172).
  const rateId = (Array.isArray(rates) ? rates : rates.shippingRates).find(
    (r) => !r.isPickup && !r.minOrderAmount,
  )!.id;
  const order = await ok<{ id: string }>(
    await request.post('/api/orders', {
      ...json({
        customer: {
          firstName,
          lastName: payload('last'),
          email: `xss-${tag}@example.com`,
          address: street,
          city: payload('city'),
          state: 'IL',
          zipCode: '60601',
        },
        items: [{ productId: product.id, quantity: 1 }],
        shippingRateId: rateId,
      }),
      headers: { ...json(null).headers, authorization: `Bearer ${customer.access_token}` },
    }),
  );
  orderId = order.id;
  await ok(
    await request.post(
      '/api/contact',
      json({
        name: payload('contact'),
        email: 'xss@example.com',
        subject: payload('subject'),
        message: payload('message'),
      }),
    ),
  );
});

async function visitAs(page: Page, session: Session | null, paths: string[]) {
  const dialogs: string[] = [];
  page.on('dialog', async (dialog) => {
    dialogs.push(dialog.message());
    await dialog.dismiss();
  });
  if (session)
    await page.addInitScript(
      ([key, value]) => localStorage.setItem(key!, value!),
      [SESSION_KEY, JSON.stringify(session)],
    );
  for (const path of paths) {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    const injected = await page.locator('img[src="x"], [onerror], [onload]').count();
    expect(injected, `markup became elements on ${path}`).toBe(0);
  }
  expect(dialogs).toEqual([]);
}

test('a product name with markup shows as text in the shop', async ({ page }) => {
  await visitAs(page, null, ['/shop']);
  await expect(page.getByText(productName).first()).toBeVisible();
});

test("the customer's own name and order address show as text", async ({ page }) => {
  await visitAs(page, customer, ['/', '/orders', '/checkout']);
  await page.goto('/orders');
  await expect(page.getByText(productName).first()).toBeVisible();
});

test('the admin sees names, addresses and messages as text', async ({ page }) => {
  const session = await (
    await page.request.post(
      '/api/auth/token?grant_type=password',
      json({ email: E2E_ADMIN.email, password: E2E_ADMIN.password }),
    )
  ).json();
  await visitAs(page, session as Session, [
    '/admin',
    '/admin/products',
    '/admin/orders',
    `/admin/orders/${orderId}`,
    '/admin/customers',
    '/admin/inbox',
  ]);
  await page.goto(`/admin/orders/${orderId}`);
  await expect(page.getByText(street).first()).toBeVisible();
  await page.goto('/admin/customers');
  await expect(page.getByText(firstName, { exact: false }).first()).toBeVisible();
});
