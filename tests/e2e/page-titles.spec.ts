import { expect, test } from '../support/e2e-test';
import { signInAsAdmin } from '../support/e2e-auth';

/**
 * Issue 25: /auth and every admin page were titled just the shop's name. Each page has its own
 * title, declared with its route, and no two are the same.
 */
const SITE = 'Layerworks 3D';
const SOME_ID = '00000000-0000-4000-8000-000000000000';

test('the sign-in page has its own title', async ({ page }) => {
  await page.goto('/auth');
  await expect(page.getByRole('form', { name: 'Sign in' })).toBeVisible();
  await expect(page).toHaveTitle(`Sign in · ${SITE}`);
});

const ADMIN_PAGES: [string, string][] = [
  ['/admin', 'Dashboard'],
  ['/admin/products', 'Products'],
  ['/admin/products/new', 'New product'],
  [`/admin/products/${SOME_ID}`, 'Edit product'],
  ['/admin/categories', 'Categories'],
  ['/admin/orders', 'Orders'],
  [`/admin/orders/${SOME_ID}`, 'Order'],
  ['/admin/quotes', 'Quotes'],
  ['/admin/print-materials', 'Print materials'],
  ['/admin/customers', 'Customers'],
  ['/admin/discounts', 'Discounts'],
  ['/admin/shipping', 'Shipping'],
  ['/admin/inbox', 'Inbox'],
  ['/admin/settings', 'Settings'],
];

test('every admin page has its own title', async ({ page }) => {
  await signInAsAdmin(page);
  const titles: string[] = [];
  for (const [path, name] of ADMIN_PAGES) {
    await page.goto(path);
    await expect(page, path).toHaveTitle(`${name} · Admin · ${SITE}`);
    titles.push(await page.title());
  }
  // Followed in the app too (not only on a full load): the sidebar's links retitle the page.
  await page.getByRole('link', { name: 'Orders' }).click();
  await expect(page).toHaveTitle(`Orders · Admin · ${SITE}`);
  expect(new Set(titles).size).toBe(ADMIN_PAGES.length);
  expect(titles).not.toContain(SITE);
});
