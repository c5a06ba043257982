import { expect, test } from '../support/e2e-test';
import { accountMenuButton, signInAsAdmin, signInAsNewCustomer } from '../support/e2e-auth';

test('signed out: /checkout, /orders and /admin/* go to /auth', async ({ page }) => {
  for (const path of ['/checkout', '/orders', '/admin', '/admin/products']) {
    await page.goto(path);
    await expect(page).toHaveURL(/\/auth$/);
    await expect(page.getByRole('tab', { name: 'Sign In' })).toBeVisible();
  }
});

test('a customer reaches /orders but is sent home from /admin, never seeing the admin frame', async ({
  page,
}) => {
  await signInAsNewCustomer(page);
  await page.addInitScript(() => {
    // Records whether the admin frame was ever in the page, even for one frame.
    new MutationObserver(() => {
      if (document.querySelector('aside[aria-label="Admin"]'))
        (window as unknown as { sawAdmin: boolean }).sawAdmin = true;
    }).observe(document, { childList: true, subtree: true });
  });
  await page.goto('/orders');
  await expect(page).toHaveURL(/\/orders$/);
  await page.goto('/admin/orders');
  await expect(page).toHaveURL(/\/$/);
  await expect(accountMenuButton(page)).toBeVisible();
  expect(
    await page.evaluate(() => (window as unknown as { sawAdmin?: boolean }).sawAdmin ?? false),
  ).toBe(false);
});

test('the admin sees Admin in the account menu and reaches /admin', async ({ page }) => {
  await signInAsAdmin(page);
  await accountMenuButton(page).click();
  await page.getByRole('link', { name: 'Admin' }).click();
  await expect(page).toHaveURL(/\/admin$/);
  await page.goto('/admin/settings');
  await expect(page).toHaveURL(/\/admin\/settings$/);
  await expect(page.getByText('Checking your session…')).toHaveCount(0);
});
