import type { Page } from '@playwright/test';
import { expect, test } from '../support/e2e-test';
import { signInViaApi } from '../support/e2e-auth';
import { axeViolations } from '../support/e2e-axe';
import { insertCustomerWithOrder } from '../support/e2e-customer-order';
import { startOwnShop, type OwnShop } from '../support/e2e-own-shop';
import { insertOrder } from '../support/order-fixtures';

/**
 * The admin on a phone (390 px): every list shows its rows as cards with every field, the status
 * and the actions in view, and no page scrolls sideways; several orders are changed, shipped and
 * printed at once. On a shop of its own, so the orders it ships are nobody else's.
 */
test.describe.configure({ mode: 'serial' });

const OWNER = { email: 'phone-owner-e2e@example.com', password: 'phone-owner-e2e-pass-1' };
let shop: OwnShop;
let customerId = '';
let orderId = '';
const bulkOrders: { id: string; orderNumber: string }[] = [];
const url = (path: string) => shop.url(path);

test.beforeAll(async () => {
  shop = await startOwnShop('shop-admin-phone-e2e', OWNER, { AUTH_RATE_LIMIT_PER_EMAIL: '100' });
  const order = await insertCustomerWithOrder(shop.server(), {
    email: 'grace-phone-e2e@example.com',
    password: 'grace-phone-e2e-password-1',
  });
  orderId = order.id;
  customerId = order.userId!;
  for (const status of ['confirmed', 'processing', 'cancelled'] as const) {
    const made = await insertOrder(shop.server().app, {
      customerEmail: `bulk-${status}-e2e@example.com`,
      customerName: `Bulk ${status}`,
      status,
      paymentStatus: status === 'cancelled' ? 'refunded' : 'paid',
    });
    bulkOrders.push({ id: made.id, orderNumber: made.orderNumber });
  }
});
test.afterAll(async () => {
  await shop?.stop();
});

async function onPhone(page: Page, theme: 'dark' | 'light' = 'dark') {
  await page.setViewportSize({ width: 390, height: 844 });
  await signInViaApi(page, url(''), OWNER);
  await page.evaluate((t) => localStorage.setItem('theme', t), theme);
}

/** How far the page scrolls sideways (0 when it fits). */
const sideways = (page: Page) =>
  page.evaluate(() => {
    const root = document.scrollingElement!;
    return root.scrollWidth - root.clientWidth;
  });

/** Every cell of the list's first row, as its right edge: none past the screen. */
const firstRowCells = (page: Page) =>
  page.evaluate(() =>
    Array.from(document.querySelectorAll('[data-list-table] > tbody > tr:first-child > td')).map(
      (td) => ({
        label: td.getAttribute('data-label'),
        right: Math.round(td.getBoundingClientRect().right),
        width: Math.round(td.getBoundingClientRect().width),
      }),
    ),
  );

const LIST_PAGES = ['/orders', '/customers', '/products', '/categories', '/discounts', '/shipping'];
const OTHER_PAGES = ['', '/inbox', '/quotes', '/print-materials', '/settings', '/products/new'];

test('every admin list at 390 px is cards with every column in view, and nothing scrolls sideways', async ({
  page,
}) => {
  await onPhone(page);
  for (const path of LIST_PAGES) {
    await page.goto(url(`/admin${path}`));
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByText('Loading…')).toHaveCount(0);
    await expect(page.locator('[data-list-table] > tbody > tr').first()).toBeVisible();
    expect(await sideways(page), path).toBeLessThanOrEqual(0);
    const cells = await firstRowCells(page);
    expect(cells.length, path).toBeGreaterThan(1);
    for (const cell of cells) {
      expect(cell.label, `${path}: a labelled cell`).not.toBeNull();
      expect(cell.right, `${path} ${cell.label}`).toBeLessThanOrEqual(390);
      expect(cell.width, `${path} ${cell.label}`).toBeGreaterThan(0);
    }
  }
  // The orders' status select and the customers' link are there to tap.
  await page.goto(url('/admin/orders'));
  const row = page.getByTestId(/^order-row-/).first();
  // Below the card's other lines (the selection, refunds, production) it may start under the
  // fold: scrolled to, it is wholly on the screen, not cut off at the side.
  const status = row.getByRole('combobox').first();
  await status.scrollIntoViewIfNeeded();
  await expect(status).toBeInViewport({ ratio: 1 });
  for (const path of [...OTHER_PAGES, `/customers/${customerId}`, `/orders/${orderId}`]) {
    await page.goto(url(`/admin${path}`));
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByText('Loading…')).toHaveCount(0);
    expect(await sideways(page), path || '/admin').toBeLessThanOrEqual(0);
  }
});

test("a customer's page: notes written, edited and deleted, tags added, on a phone", async ({
  page,
}) => {
  await onPhone(page);
  await page.goto(url('/admin/customers'));
  await page.getByRole('link', { name: 'Grace Hopper' }).click();
  await expect(page.getByRole('heading', { name: 'Grace Hopper', level: 1 })).toBeVisible();
  await expect(page.getByText('$41.97').first()).toBeVisible();
  await page.getByLabel('New note').fill('Prefers silk PLA');
  await page.getByRole('button', { name: 'Add note' }).click();
  const notes = page.getByRole('list', { name: 'Notes' });
  await expect(notes.getByText('Prefers silk PLA')).toBeVisible();
  await expect(notes.getByText(OWNER.email, { exact: false })).toBeVisible();
  await notes.getByRole('button', { name: /^Edit/ }).click();
  await page.getByLabel('Edit note').fill('Prefers silk PLA, gold');
  await page.getByRole('button', { name: 'Save note' }).click();
  await expect(notes.getByText('Prefers silk PLA, gold')).toBeVisible();
  await page.getByLabel('New tag').fill('VIP');
  await page.getByRole('button', { name: 'Add tag' }).click();
  await expect(page.getByRole('list', { name: 'Tags' }).getByText('vip')).toBeVisible();
  expect(await sideways(page)).toBeLessThanOrEqual(0);
  for (const theme of ['dark', 'light'] as const) {
    await page.evaluate((t) => localStorage.setItem('theme', t), theme);
    await page.reload();
    await expect(page.locator('html')).toHaveClass(new RegExp(`\\b${theme}\\b`));
    await expect(page.getByRole('list', { name: 'Notes' })).toBeVisible();
    expect(await axeViolations(page), `customer page, ${theme}`).toEqual([]);
  }
  page.once('dialog', (dialog) => void dialog.accept());
  await page
    .getByRole('list', { name: 'Notes' })
    .getByRole('button', { name: /^Delete/ })
    .click();
  await expect(page.getByText('No notes yet.')).toBeVisible();
});

test('several orders shipped at once on a phone; a refused one says why; their slips print as one', async ({
  page,
  context,
}) => {
  await onPhone(page);
  await page.goto(url('/admin/orders?q=bulk-'));
  await expect(page.getByTestId('list-count')).toHaveText('1–3 of 3 orders');
  for (const order of bulkOrders)
    await page.getByRole('checkbox', { name: `Select order ${order.orderNumber}` }).check();
  await expect(page.getByTestId('selected-count')).toHaveText('3 selected');
  for (const theme of ['dark', 'light'] as const) {
    await page.evaluate((t) => {
      localStorage.setItem('theme', t);
      document.documentElement.classList.remove('dark', 'light');
      document.documentElement.classList.add(t);
    }, theme);
    expect(await axeViolations(page), `orders with a selection, ${theme}`).toEqual([]);
  }
  const popup = context.waitForEvent('page');
  await page.getByRole('button', { name: 'Packing slips' }).click();
  const slips = await popup;
  await slips.waitForLoadState();
  await expect(slips.getByRole('article')).toHaveCount(3);
  for (const order of bulkOrders)
    await expect(slips.getByText(order.orderNumber, { exact: false }).first()).toBeVisible();
  expect(await axeViolations(slips), 'packing slips').toEqual([]);
  await slips.close();

  await page.getByRole('button', { name: 'Mark shipped' }).click();
  const refused = page.getByRole('alert').filter({ hasText: 'These orders were not changed' });
  await expect(refused).toContainText(bulkOrders[2]!.orderNumber);
  await expect(page.getByTestId('selected-count')).toHaveText('0 selected');
  for (const order of bulkOrders.slice(0, 2))
    await expect(
      page.getByTestId(`order-row-${order.orderNumber}`).getByRole('combobox').first(),
    ).toHaveValue('shipped');
  await expect(
    page.getByTestId(`order-row-${bulkOrders[2]!.orderNumber}`).getByRole('combobox').first(),
  ).toHaveValue('cancelled');
  expect(await sideways(page)).toBeLessThanOrEqual(0);

  // A status for the chosen ones: the two shipped become delivered.
  for (const order of bulkOrders.slice(0, 2))
    await page.getByRole('checkbox', { name: `Select order ${order.orderNumber}` }).check();
  await page.getByLabel('New status for the selected orders').selectOption('delivered');
  await page.getByRole('button', { name: 'Apply' }).click();
  for (const order of bulkOrders.slice(0, 2))
    await expect(
      page.getByTestId(`order-row-${order.orderNumber}`).getByRole('combobox').first(),
    ).toHaveValue('delivered');
});
