import { expect, test } from '../support/e2e-test';
import { signInViaApi, signUpViaApi } from '../support/e2e-auth';
import { putInCart } from '../support/e2e-cart';
import { saveSettingsAsOwner, useOwnShop } from '../support/e2e-own-shop';
import { ARLINGTON, fillAddress } from '../support/e2e-checkout';

/**
 * Decision 122: the tax the owner enables is shown at checkout and charged on the
 * order. On a shop of its own, so the shared server's settings (tax off) stay as they are; the
 * owner's settings, the sign-in and the cart are set through the API, the checkout is the subject.
 */
const OWNER = { email: 'owner-tax-e2e@example.com', password: 'owner-tax-e2e-pass-1' };
const shop = useOwnShop('shop-tax-e2e', OWNER);
const url = (path: string) => shop.url(path);

test('with 10 % tax enabled by the owner, checkout shows the tax line and the order charges it', async ({
  page,
  playwright,
}) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  const api = await playwright.request.newContext({ baseURL: url('') });
  await saveSettingsAsOwner(api, OWNER, (current) => ({
    ...current,
    tax: { taxRate: 10, taxEnabled: true },
  }));

  const shopper = await signUpViaApi(api, { firstName: 'Grace', lastName: 'Hopper' });
  await api.dispose();
  await signInViaApi(page, url(''), shopper);
  await putInCart(page, (p) => p.name === 'Lunar Glow Dragon', 1, url(''));
  await page.goto(url('/checkout'));
  await fillAddress(page, ARLINGTON);
  await page.getByRole('radio', { name: /Standard Shipping/ }).check();

  // 10 % of $39.99 is $3.999 → $4.00; shipping is not taxed: $39.99 + $5.99 + $4.00.
  await expect(page.getByTestId('order-tax')).toHaveText('Tax$4.00');
  await expect(page.getByTestId('order-total')).toContainText('$49.98');

  await page.getByRole('button', { name: 'Place Order' }).press('Enter');
  await expect(page).toHaveURL(/\/orders$/);
  const order = page.getByRole('article').first();
  const totals = order.locator('dl').filter({ hasText: 'Subtotal' });
  await expect(totals.getByText('Tax', { exact: true })).toBeVisible();
  await expect(totals).toContainText('Tax$4.00');
  await expect(totals).toContainText('Total$49.98');
  expect(errors).toEqual([]);
});
