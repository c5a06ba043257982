import { expect, test } from '../support/e2e-test';
import type { Page } from '@playwright/test';
import { signInViaApi } from '../support/e2e-auth';
import { axeViolations } from '../support/e2e-axe';
import { insertCustomerWithOrder } from '../support/e2e-customer-order';
import { startOwnShop, type OwnShop } from '../support/e2e-own-shop';

/**
 * Every admin page passes axe, one test per page and theme (a single test for all of them ran past
 * two minutes on a slow machine). On a shop of its own holding one customer's order, so the
 * order pages and the dashboard show rows, as they did when these scans ended the owner's
 * journeys in admin.spec.ts.
 */
const OWNER = { email: 'owner-axe-e2e@example.com', password: 'owner-axe-e2e-pass-1' };
let shop: OwnShop;
const url = (path: string) => shop.url(path);

test.beforeAll(async () => {
  // The owner signs in once per test, 17 times within minutes: more than the 10 sign-ins per
  // address per 5 minutes a shop allows (that limit has its own API tests).
  shop = await startOwnShop('shop-admin-axe-e2e', OWNER, { AUTH_RATE_LIMIT_PER_EMAIL: '100' });
  await insertCustomerWithOrder(shop.server(), {
    email: 'grace-axe-e2e@example.com',
    password: 'grace-axe-e2e-password-1',
  });
});
test.afterAll(async () => {
  await shop?.stop();
});

async function signInWithTheme(page: Page, theme: 'dark' | 'light') {
  await signInViaApi(page, url(''), OWNER);
  await page.evaluate((t) => localStorage.setItem('theme', t), theme);
}

const ADMIN_PAGES = [
  '',
  '/products',
  '/products/new',
  '/categories',
  '/orders',
  '/production',
  '/customers',
  '/discounts',
  '/shipping',
  '/inbox',
  '/settings',
];

// Every page in the default dark theme; in light, one page of each kind of component.
const RUNS = [
  ...ADMIN_PAGES.map((path) => ['dark', path] as const),
  ...['', '/products/new', '/orders', '/discounts', '/settings'].map(
    (path) => ['light', path] as const,
  ),
];

for (const [theme, path] of RUNS) {
  test(`/admin${path} passes axe in the ${theme} theme`, async ({ page }) => {
    await signInWithTheme(page, theme);
    await page.goto(url(`/admin${path}`));
    await expect(page.locator('html')).toHaveClass(new RegExp(`\\b${theme}\\b`));
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByText('Loading…')).toHaveCount(0);
    expect(await axeViolations(page), `${theme} /admin${path}`).toEqual([]);
  });
}

test('the mobile sidebar sheet is 18rem wide, passes axe and its links navigate', async ({
  page,
}) => {
  // The theme the scans above end on, as when this followed them in one test.
  await signInWithTheme(page, 'light');
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
