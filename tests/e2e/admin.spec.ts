import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '../support/e2e-test';
import type { Page } from '@playwright/test';
import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { profiles, users } from '../../src/db/schema/auth';
import { mailOutbox } from '../../src/db/schema/operations';
import { orderItems, orders } from '../../src/db/schema/sales';
import { seedProducts } from '../../src/db/seed-data';
import { loadConfig } from '../../src/server/config';
import { hashPassword } from '../../src/server/auth/password';
import { startServer, type StartedServer } from '../../src/server/start';
import { signInOnServer } from '../support/e2e-auth';
import { axeViolations } from '../support/e2e-axe';

/**
 * The owner's journeys on a shop of its own (fresh data folder, seeded), so the dashboard can
 * be compared with the seed exactly and the server can be restarted without touching the
 * shared browser-test server. The tests build on each other, in order.
 */
test.describe.configure({ mode: 'serial' });

const OWNER = { email: 'owner-admin-e2e@example.com', password: 'owner-admin-e2e-pass-1' };
const CUSTOMER = { email: 'grace-e2e@example.com', password: 'grace-e2e-password-1' };
let dataDir: string;
let port = 0;
let server: StartedServer;
const url = (path: string) => `http://127.0.0.1:${port}${path}`;

async function start() {
  server = await startServer(
    loadConfig({
      ...process.env,
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      WEB_DIR: 'dist/web',
      ADMIN_EMAIL: OWNER.email,
      ADMIN_PASSWORD: OWNER.password,
    }),
  );
  port = (server.app.server.address() as { port: number }).port;
}

async function figure(page: Page, label: string) {
  return page.getByTestId(`figure-${label}`);
}

test.beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'shop-admin-e2e-'));
  await start();
});
test.afterAll(async () => {
  await server?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

test('the owner signs in and the dashboard figures match the seed', async ({ page }) => {
  await signInOnServer(page, url(''), OWNER);
  await page.goto(url('/admin'));
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
  await expect(await figure(page, 'Total Products')).toHaveText(String(seedProducts.length));
  await expect(await figure(page, 'Total Orders')).toHaveText('0');
  await expect(await figure(page, 'Total Customers')).toHaveText('0');
  await expect(await figure(page, 'Low Stock Items')).toHaveText(
    String(seedProducts.filter((p) => p.quantity < 5).length),
  );
  await expect(await figure(page, 'Total Revenue')).toHaveText('$0.00');
  await expect(page.getByText('No orders yet')).toBeVisible();
  // The sidebar collapses with Ctrl+B and remembers it in a cookie for 7 days.
  await page.keyboard.press('Control+b');
  await expect(page.locator('[data-slot="sidebar"]')).toHaveAttribute('data-state', 'collapsed');
  const cookie = (await page.context().cookies()).find((c) => c.name === 'sidebar_state');
  expect(cookie?.value).toBe('false');
  expect(cookie!.expires - Date.now() / 1000).toBeGreaterThan(6.9 * 86_400);
  await page.keyboard.press('Control+b');
  await expect(page.locator('[data-slot="sidebar"]')).toHaveAttribute('data-state', 'expanded');
});

test('the owner changes an order status and ships one; the customer sees the tracking link', async ({
  page,
  browser,
}) => {
  const db = server.app.db;
  const [user] = await db
    .insert(users)
    .values({
      email: CUSTOMER.email,
      passwordHash: await hashPassword(CUSTOMER.password),
      emailConfirmedAt: new Date(),
    })
    .returning();
  await db.insert(profiles).values({ userId: user!.id, firstName: 'Grace', lastName: 'Hopper' });
  const address = {
    firstName: 'Grace',
    lastName: 'Hopper',
    address: '1 Harbor Rd',
    city: 'Arlington',
    state: 'VA',
    zipCode: '22201',
    country: 'US',
  };
  const [order] = await db
    .insert(orders)
    .values({
      userId: user!.id,
      customerEmail: CUSTOMER.email,
      customerName: 'Grace Hopper',
      billingAddress: address,
      shippingAddress: address,
      subtotal: '35.98',
      shippingAmount: '5.99',
      total: '41.97',
      status: 'confirmed',
      paymentStatus: 'paid',
    })
    .returning();
  await db.insert(orderItems).values({
    orderId: order!.id,
    productName: 'Gear Spinner',
    sku: 'FDG-GER-02',
    quantity: 2,
    price: '17.99',
    total: '35.98',
  });

  await signInOnServer(page, url(''), OWNER);
  await page.goto(url('/admin/orders'));
  const status = page.getByLabel(`Status of order ${order!.orderNumber}`);
  await status.selectOption('processing');
  await expect(page.getByText('Order status updated successfully')).toBeVisible();
  await page.getByLabel('Filter by status').selectOption('processing');
  await expect(page.getByTestId(`order-row-${order!.orderNumber}`)).toBeVisible();
  await page.getByLabel('Filter by status').selectOption('delivered');
  await expect(page.getByText('No orders found')).toBeVisible();
  await page.getByLabel('Filter by status').selectOption('');

  await page.getByRole('link', { name: order!.orderNumber }).click();
  await page.getByLabel('Tracking number', { exact: true }).fill('1Z999AA10123456784');
  await page
    .getByLabel('Tracking URL', { exact: true })
    .fill('https://track.example.com/1Z999AA10123456784');
  await page.getByRole('button', { name: 'Mark as Shipped' }).click();
  await expect(page.getByText('Shipment saved')).toBeVisible();
  await expect(page.getByLabel(`Status of order ${order!.orderNumber}`)).toHaveValue('shipped');
  await expect(page.getByText('fulfilled', { exact: true })).toBeVisible();
  const [mail] = await db
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.to, CUSTOMER.email), eq(mailOutbox.kind, 'order_shipped')));
  expect(mail?.subject).toBe(`Your order ${order!.orderNumber} has shipped`);

  const customer = await browser.newPage();
  await signInOnServer(customer, url(''), CUSTOMER);
  await customer.goto(url('/orders'));
  const link = customer.getByRole('link', { name: /1Z999AA10123456784/ });
  await expect(link).toHaveAttribute('href', 'https://track.example.com/1Z999AA10123456784');
  await customer.close();
});

test('the owner creates a product with an image and it appears in /shop', async ({
  page,
}, testInfo) => {
  const imagePath = testInfo.outputPath('vase.png');
  await sharp({ create: { width: 1600, height: 1600, channels: 3, background: '#0ea5e9' } })
    .png()
    .toFile(imagePath);
  await signInOnServer(page, url(''), OWNER);
  await page.goto(url('/admin/products'));
  await page.getByRole('link', { name: 'Add Product' }).click();
  await expect(page.getByRole('heading', { name: 'Add Product', level: 1 })).toBeVisible();
  await page.getByLabel('Name', { exact: true }).fill('Spiral Vase');
  await page
    .getByLabel('Description', { exact: true })
    .fill('A vase-mode spiral, printed in silk PLA.');
  await page.getByLabel('Price (USD)', { exact: true }).fill('24.50');
  await page.getByLabel('SKU', { exact: true }).fill('VAS-SPI-01');
  await page.getByLabel('Category', { exact: true }).selectOption({ label: 'Custom Prints' });
  await page.getByLabel('Stock', { exact: true }).fill('7');
  await page.locator('input[type="file"]').setInputFiles(imagePath);
  await expect(page.getByRole('img', { name: 'Main image' })).toHaveAttribute(
    'src',
    /^\/api\/storage\/products\/.+\.webp$/,
  );
  await page.getByRole('button', { name: 'Create Product' }).click();
  await expect(page.getByText('Product created successfully')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Edit Spiral Vase' })).toBeVisible();

  await page.goto(url('/shop'));
  const image = page.getByRole('img', { name: 'Spiral Vase' });
  await expect(image).toHaveAttribute('src', /^\/api\/storage\/products\/.+\.webp$/);
  await expect
    .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBe(1200);
});

test('the owner toggles a discount and deletes one after confirming', async ({ page }) => {
  await signInOnServer(page, url(''), OWNER);
  await page.goto(url('/admin/discounts'));
  const row = page.getByTestId('discount-row-SAVE5');
  await expect(row.getByText('Active', { exact: true })).toBeVisible();
  await row.getByRole('switch', { name: 'SAVE5 active' }).click();
  await expect(page.getByText('Discount code deactivated')).toBeVisible();
  await expect(row.getByText('Inactive', { exact: true })).toBeVisible();

  // A dismissed confirm deletes nothing; an accepted one deletes.
  page.once('dialog', (dialog) => dialog.dismiss());
  await page.getByRole('button', { name: 'Delete PAUSED15' }).click();
  await expect(page.getByTestId('discount-row-PAUSED15')).toBeVisible();
  page.once('dialog', (dialog) => {
    expect(dialog.type()).toBe('confirm');
    return dialog.accept();
  });
  await page.getByRole('button', { name: 'Delete PAUSED15' }).click();
  await expect(page.getByText('Discount code deleted successfully')).toBeVisible();
  await expect(page.getByTestId('discount-row-PAUSED15')).toHaveCount(0);
});

const ADMIN_PAGES = [
  '',
  '/products',
  '/products/new',
  '/categories',
  '/orders',
  '/customers',
  '/discounts',
  '/shipping',
  '/inbox',
  '/settings',
];

test('every admin page passes axe in both themes, and the mobile sidebar sheet too', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signInOnServer(page, url(''), OWNER);
  // Every page in the default dark theme; in light, one page of each kind of component.
  const runs = [
    ...ADMIN_PAGES.map((path) => ['dark', path] as const),
    ...['', '/products/new', '/orders', '/discounts', '/settings'].map(
      (path) => ['light', path] as const,
    ),
  ];
  for (const [theme, path] of runs) {
    await page.evaluate((t) => localStorage.setItem('theme', t), theme);
    await page.goto(url(`/admin${path}`));
    await expect(page.locator('html')).toHaveClass(new RegExp(`\\b${theme}\\b`));
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByText('Loading…')).toHaveCount(0);
    expect(await axeViolations(page), `${theme} /admin${path}`).toEqual([]);
  }
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto(url('/admin/orders'));
  await page.getByRole('button', { name: 'Toggle Sidebar' }).click();
  const sheet = page.getByRole('dialog');
  await expect(sheet).toBeVisible();
  expect(Math.round((await sheet.boundingBox())!.width)).toBe(18 * 16);
  expect(await axeViolations(page, { include: '[role="dialog"]' }), 'sheet').toEqual([]);
  await sheet.getByRole('link', { name: 'Discounts' }).click();
  await expect(page.getByRole('heading', { name: 'Discount Codes', level: 1 })).toBeVisible();
  await expect(sheet).toBeHidden();
});

test('settings are saved and survive a server restart', async ({ page }) => {
  await signInOnServer(page, url(''), OWNER);
  await page.goto(url('/admin/settings'));
  await expect(page.getByLabel('Tax rate (%)', { exact: true })).toHaveValue('8.5');
  await page.getByLabel('Tax rate (%)', { exact: true }).fill('7.3');
  await page.getByLabel('Store name', { exact: true }).fill('Layerworks Studio');
  await page.getByRole('switch', { name: 'Promotional' }).click();
  await page.getByLabel('Delivery time', { exact: true }).fill('2-4 days');
  await page.getByRole('button', { name: 'Save Settings' }).click();
  await expect(page.getByText('Settings Saved')).toBeVisible();

  await server.stop();
  await start();

  // Same origin and port: the browser keeps its session across the restart.
  await page.goto(url('/admin/settings'));
  await expect(page.getByLabel('Tax rate (%)', { exact: true })).toHaveValue('7.3');
  await expect(page.getByLabel('Store name', { exact: true })).toHaveValue('Layerworks Studio');
  await expect(page.getByRole('switch', { name: 'Promotional' })).toHaveAttribute(
    'aria-checked',
    'true',
  );
  await expect(page.getByLabel('Delivery time', { exact: true })).toHaveValue('2-4 days');
});
