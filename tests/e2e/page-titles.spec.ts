import type { Page } from '@playwright/test';
import { expect, test } from '../support/e2e-test';
import { SESSION_STORAGE_KEY } from '../../src/core/auth/session-key';
import { useOwnShop } from '../support/e2e-own-shop';

/**
 * /auth and every admin page were titled just the shop's name. Each page has its own
 * title, declared with its route, and no two are the same.
 */
const SITE = 'Layerworks 3D';
const SOME_ID = '00000000-0000-4000-8000-000000000000';

test('the sign-in page has its own title', async ({ page }) => {
  await page.goto('/auth');
  await expect(page.getByRole('form', { name: 'Sign in' })).toBeVisible();
  await expect(page).toHaveTitle(`Sign in · ${SITE}`);
});

// The sidebar's pages, then the pages reached from them (a form, one record).
const SIDEBAR_PAGES: [string, string][] = [
  ['/admin', 'Dashboard'],
  ['/admin/products', 'Products'],
  ['/admin/categories', 'Categories'],
  ['/admin/orders', 'Orders'],
  ['/admin/quotes', 'Quotes'],
  ['/admin/print-materials', 'Print materials'],
  ['/admin/customers', 'Customers'],
  ['/admin/discounts', 'Discounts'],
  ['/admin/shipping', 'Shipping'],
  ['/admin/inbox', 'Inbox'],
  ['/admin/settings', 'Settings'],
];
const DEEPER_PAGES: [string, string][] = [
  ['/admin/products/new', 'New product'],
  [`/admin/products/${SOME_ID}`, 'Edit product'],
  [`/admin/orders/${SOME_ID}`, 'Order'],
];

// The owner of a shop of its own: on the shared server, another spec signing its admin out (a
// global sign-out) ended this test's session mid-run.
const OWNER = { email: 'owner-titles-e2e@example.com', password: 'owner-titles-e2e-pass-1' };
const shop = useOwnShop('shop-page-titles-e2e', OWNER);
/** The owner's session in this page's storage, from the API (the sign-in form has its own tests). */
async function signInOwner(page: Page) {
  const response = await page.request.post(shop.url('/api/auth/token?grant_type=password'), {
    data: OWNER,
  });
  expect(response.status()).toBe(200);
  const session = await response.text();
  await page.addInitScript(
    ([key, value]) => localStorage.setItem(key!, value!),
    [SESSION_STORAGE_KEY, session],
  );
}

/** Goes to `path` inside the running app (as a link would), not with a full page load. */
async function navigateInApp(page: Page, path: string) {
  await page.evaluate((to) => {
    window.history.pushState({}, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}

async function visitTitles(page: Page, pages: [string, string][]): Promise<string[]> {
  const titles: string[] = [];
  for (const [path, name] of pages) {
    await navigateInApp(page, path);
    await expect(page, path).toHaveTitle(`${name} · Admin · ${SITE}`);
    titles.push(await page.title());
  }
  return titles;
}

test("each of the admin sidebar's pages has its own title", async ({ page }) => {
  await signInOwner(page);
  await page.goto(shop.url('/admin/settings'));
  await expect(page).toHaveTitle(`Settings · Admin · ${SITE}`);
  const titles = await visitTitles(page, SIDEBAR_PAGES);
  expect(new Set(titles).size).toBe(SIDEBAR_PAGES.length);
  // A click on the sidebar's link retitles the page too.
  await page.getByRole('link', { name: 'Orders', exact: true }).click();
  await expect(page).toHaveTitle(`Orders · Admin · ${SITE}`);
});

test('the admin pages reached from the lists have their own titles too', async ({ page }) => {
  await signInOwner(page);
  await page.goto(shop.url('/admin'));
  await expect(page).toHaveTitle(`Dashboard · Admin · ${SITE}`);
  const titles = await visitTitles(page, DEEPER_PAGES);
  const all = [...titles, ...SIDEBAR_PAGES.map(([, name]) => `${name} · Admin · ${SITE}`)];
  expect(new Set(all).size).toBe(all.length);
});
