import { expect, test } from '../support/e2e-test';
import type { Page } from '@playwright/test';
import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { mailOutbox } from '../../src/db/schema/operations';
import { seedProducts } from '../../src/db/seed-data';
import { signInOnServer, signInViaApi } from '../support/e2e-auth';
import { insertCustomerWithOrder } from '../support/e2e-customer-order';
import { useOwnShop } from '../support/e2e-own-shop';

/**
 * The owner's journeys on a shop of its own (fresh data folder, seeded), so the dashboard can
 * be compared with the seed exactly and the server can be restarted without touching the
 * shared browser-test server. The dashboard test runs first, on the untouched seed; every other
 * test sets up what it needs itself (the owner signed in through the API unless signing in is
 * what it tests), so a retry, which gets a fresh shop, needs nothing from the tests before it.
 * Every admin page's axe scan is in admin-axe.spec.ts.
 */
const OWNER = { email: 'owner-admin-e2e@example.com', password: 'owner-admin-e2e-pass-1' };
const shop = useOwnShop('shop-admin-e2e', OWNER);
const url = (path: string) => shop.url(path);

async function figure(page: Page, label: string) {
  return page.getByTestId(`figure-${label}`);
}

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
});

test('the sidebar collapses with Ctrl+B and remembers it in a cookie for 7 days', async ({
  page,
}) => {
  await signInViaApi(page, url(''), OWNER);
  await page.goto(url('/admin'));
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
  await page.keyboard.press('Control+b');
  await expect(page.locator('[data-slot="sidebar"]')).toHaveAttribute('data-state', 'collapsed');
  const cookie = (await page.context().cookies()).find((c) => c.name === 'sidebar_state');
  expect(cookie?.value).toBe('false');
  expect(cookie!.expires - Date.now() / 1000).toBeGreaterThan(6.9 * 86_400);
  await page.keyboard.press('Control+b');
  await expect(page.locator('[data-slot="sidebar"]')).toHaveAttribute('data-state', 'expanded');
});

test('the owner changes an order status and filters the list by it', async ({ page }) => {
  const order = await insertCustomerWithOrder(shop.server(), {
    email: 'grace-status-e2e@example.com',
    password: 'grace-e2e-password-1',
  });
  await signInViaApi(page, url(''), OWNER);
  await page.goto(url('/admin/orders'));
  const status = page.getByLabel(`Status of order ${order.orderNumber}`);
  await status.selectOption('processing');
  await expect(page.getByText('Order status updated successfully')).toBeVisible();
  await page.getByLabel('Filter by status').selectOption('processing');
  await expect(page.getByTestId(`order-row-${order.orderNumber}`)).toBeVisible();
  await page.getByLabel('Filter by status').selectOption('delivered');
  await expect(page.getByText('No orders found')).toBeVisible();
  await page.getByLabel('Filter by status').selectOption('');
  await expect(page.getByRole('link', { name: order.orderNumber })).toBeVisible();
});

test('the owner ships an order; the customer is mailed and sees the tracking link', async ({
  page,
  browser,
}) => {
  const CUSTOMER = { email: 'grace-e2e@example.com', password: 'grace-e2e-password-1' };
  // Where the status test leaves an order: processing.
  const order = await insertCustomerWithOrder(shop.server(), CUSTOMER, 'processing');
  await signInViaApi(page, url(''), OWNER);
  await page.goto(url('/admin/orders'));
  await page.getByRole('link', { name: order.orderNumber }).click();
  await page.getByLabel('Tracking number', { exact: true }).fill('1Z999AA10123456784');
  await page
    .getByLabel('Tracking URL', { exact: true })
    .fill('https://track.example.com/1Z999AA10123456784');
  await page.getByRole('button', { name: 'Mark as Shipped' }).click();
  await expect(page.getByText('Shipment saved')).toBeVisible();
  await expect(page.getByLabel(`Status of order ${order.orderNumber}`)).toHaveValue('shipped');
  await expect(page.getByText('fulfilled', { exact: true })).toBeVisible();
  const [mail] = await shop
    .server()
    .app.db.select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.to, CUSTOMER.email), eq(mailOutbox.kind, 'order_shipped')));
  expect(mail?.subject).toBe(`Your order ${order.orderNumber} has shipped`);

  const customer = await browser.newPage();
  await signInViaApi(customer, url(''), CUSTOMER);
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
  await signInViaApi(page, url(''), OWNER);
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

test('the owner toggles a discount on and off', async ({ page }) => {
  await signInViaApi(page, url(''), OWNER);
  await page.goto(url('/admin/discounts'));
  const row = page.getByTestId('discount-row-SAVE5');
  await expect(row.getByText('Active', { exact: true })).toBeVisible();
  await row.getByRole('switch', { name: 'SAVE5 active' }).click();
  await expect(page.getByText('Discount code deactivated')).toBeVisible();
  await expect(row.getByText('Inactive', { exact: true })).toBeVisible();
});

test('the owner deletes a discount only after confirming', async ({ page }) => {
  await signInViaApi(page, url(''), OWNER);
  await page.goto(url('/admin/discounts'));
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

test('settings are saved and survive a server restart', async ({ page }) => {
  await signInViaApi(page, url(''), OWNER);
  await page.goto(url('/admin/settings'));
  await expect(page.getByLabel('Tax rate (%)', { exact: true })).toHaveValue('8.5');
  await page.getByLabel('Tax rate (%)', { exact: true }).fill('7.3');
  await page.getByLabel('Store name', { exact: true }).fill('Layerworks Studio');
  // The owner's mail for new orders and quote requests starts on (decision 133): turned off here.
  await page.getByRole('switch', { name: 'New orders and quote requests' }).click();
  await page.getByLabel('Delivery time', { exact: true }).fill('2-4 days');
  await page.getByRole('button', { name: 'Save Settings' }).click();
  await expect(page.getByText('Settings Saved')).toBeVisible();

  await shop.restart();

  // Same origin and port: the browser keeps its session across the restart.
  await page.goto(url('/admin/settings'));
  await expect(page.getByLabel('Tax rate (%)', { exact: true })).toHaveValue('7.3');
  await expect(page.getByLabel('Store name', { exact: true })).toHaveValue('Layerworks Studio');
  await expect(page.getByRole('switch', { name: 'New orders and quote requests' })).toHaveAttribute(
    'aria-checked',
    'false',
  );
  await expect(page.getByLabel('Delivery time', { exact: true })).toHaveValue('2-4 days');
  // The saved store name is the site's own from the next page it serves.
  await page.goto(url('/about'));
  await expect(page).toHaveTitle('About · Layerworks Studio');
});
