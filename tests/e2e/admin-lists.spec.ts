import { inArray } from 'drizzle-orm';
import { expect, test } from '../support/e2e-test';
import { generateShop, type GeneratedShop } from '../../bench/lib/generate-shop';
import { profiles, users } from '../../src/db/schema/auth';
import { products, productVariants } from '../../src/db/schema/catalog';
import { hashPassword } from '../../src/server/auth/password';
import { signInViaApi } from '../support/e2e-auth';
import { startOwnShop, type OwnShop } from '../support/e2e-own-shop';
import { insertOrder } from '../support/order-fixtures';

/**
 * Paged lists in the browser, on a shop of its own with generated orders: the admin pages,
 * searches and sorts a list and the address bar keeps it through reload and back; the
 * customer pages /orders; the admin product list strikes a compare price only when higher.
 */
test.describe.configure({ mode: 'serial' });

const OWNER = { email: 'lists-owner-e2e@example.com', password: 'lists-owner-e2e-pass-1' };
const CUSTOMER = { email: 'lists-customer-e2e@example.com', password: 'lists-customer-e2e-pass-1' };
const ORDERS = 130;
/** The generated orders and the customer's own twelve. */
const ALL = ORDERS + 12;
let own: OwnShop;
let shop: GeneratedShop;
const url = (path: string) => own.url(path);

test.beforeAll(async () => {
  own = await startOwnShop('shop-lists-e2e', OWNER);
  const server = own.server();
  const db = server.app.db;
  shop = await generateShop(db, { orders: ORDERS, customers: 13, products: 3, contactMessages: 3 });
  const [customer] = await db
    .insert(users)
    .values({
      email: CUSTOMER.email,
      passwordHash: await hashPassword(CUSTOMER.password),
      emailConfirmedAt: new Date(),
    })
    .returning({ id: users.id });
  await db
    .insert(profiles)
    .values({ userId: customer!.id, firstName: 'Lists', lastName: 'Customer' });
  for (let i = 0; i < 12; i += 1) {
    await insertOrder(server.app, {
      userId: customer!.id,
      customerEmail: CUSTOMER.email,
      createdAt: new Date(Date.UTC(2025, 5, 1) + i * 3_600_000),
    });
  }
  const made = await db
    .insert(products)
    .values([
      { name: 'Lists Marked Down', price: '10.00', compareAtPrice: '15.00', sku: 'LISTS-DOWN' },
      { name: 'Lists Not Lower', price: '20.00', compareAtPrice: '12.00', sku: 'LISTS-UP' },
    ])
    .returning({ id: products.id });
  await db
    .update(productVariants)
    .set({ quantity: 9 })
    .where(
      inArray(
        productVariants.productId,
        made.map((p) => p.id),
      ),
    );
});
test.afterAll(async () => own?.stop());

test('the owner pages, searches and sorts orders, and reload and back keep the list', async ({
  page,
}) => {
  await signInViaApi(page, url(''), OWNER);
  await page.goto(url('/admin/orders'));
  const count = page.getByTestId('list-count');
  await expect(count).toHaveText(`1–25 of ${ALL} orders`);
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page).toHaveURL(/[?&]page=2\b/);
  await expect(count).toHaveText(`26–50 of ${ALL} orders`);

  await page.getByLabel('Search orders').fill(`GEN-${shop.tag}-00001`);
  await page.getByRole('button', { name: 'Search' }).click();
  // Orders 100–130 carry the number prefix; a new search starts again at page 1.
  await expect(count).toHaveText(`1–25 of ${ORDERS - 99} orders`);
  await expect(page).not.toHaveURL(/[?&]page=/);
  await page.getByLabel('Sort by').selectOption({ label: 'Order number: first' });
  await expect(page).toHaveURL(/sort=orderNumber/);
  await expect(page).toHaveURL(/dir=asc/);
  const firstRow = page.getByTestId(`order-row-GEN-${shop.tag}-0000100`);
  await expect(firstRow).toBeVisible();
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(count).toHaveText(`26–31 of ${ORDERS - 99} orders`);
  await expect(page.getByTestId(`order-row-GEN-${shop.tag}-0000130`)).toBeVisible();

  await page.reload();
  await expect(count).toHaveText(`26–31 of ${ORDERS - 99} orders`);
  await expect(page.getByLabel('Search orders')).toHaveValue(`GEN-${shop.tag}-00001`);
  await expect(page.getByLabel('Sort by')).toHaveValue('orderNumber.asc');

  await page.goBack();
  await expect(count).toHaveText(`1–25 of ${ORDERS - 99} orders`);
  await expect(firstRow).toBeVisible();
});

test('at 320 px the list controls fit without sideways scrolling', async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 640 });
  await signInViaApi(page, url(''), OWNER);
  for (const path of ['/admin/orders', '/admin/customers', '/admin/products', '/admin/inbox']) {
    await page.goto(url(path));
    await expect(page.getByTestId('list-count')).toBeVisible();
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow, path).toBeLessThanOrEqual(0);
  }
});

test('the product list strikes a compare price through only when it is higher', async ({
  page,
}) => {
  await signInViaApi(page, url(''), OWNER);
  await page.goto(url('/admin/products?q=lists'));
  await expect(page.getByTestId('list-count')).toHaveText('1–2 of 2 products');
  const down = page.getByRole('row', { name: /Lists Marked Down/ });
  await expect(down.getByTestId('compare-at-price')).toHaveText('$15.00');
  const up = page.getByRole('row', { name: /Lists Not Lower/ });
  await expect(up.getByText('$20.00')).toBeVisible();
  await expect(up.getByTestId('compare-at-price')).toHaveCount(0);
});

test('the customer pages through their /orders and the page survives a reload', async ({
  page,
}) => {
  await signInViaApi(page, url(''), CUSTOMER);
  await page.goto(url('/orders'));
  await expect(page.getByTestId('orders-count')).toHaveText('12 orders · Page 1 of 2');
  await expect(page.getByRole('heading', { name: /^Order / })).toHaveCount(10);
  await page.getByRole('button', { name: 'Older orders' }).click();
  await expect(page).toHaveURL(url('/orders?page=2'));
  await expect(page.getByRole('heading', { name: /^Order / })).toHaveCount(2);
  await page.reload();
  await expect(page.getByTestId('orders-count')).toHaveText('12 orders · Page 2 of 2');
  await expect(page.getByRole('heading', { name: /^Order / })).toHaveCount(2);
});
