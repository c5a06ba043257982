import { expect, test } from '../support/e2e-test';
import type { Locator, Page } from '@playwright/test';
import { signInViaApi, signUpViaApi } from '../support/e2e-auth';
import { putInCart } from '../support/e2e-cart';
import { ARLINGTON, fillAddress } from '../support/e2e-checkout';

const PHONE = { width: 390, height: 844 };

/** A signed-in customer with one product in the cart. */
async function customerWithCart(page: Page) {
  const customer = await signUpViaApi(page.request);
  await signInViaApi(page, '', customer);
  return putInCart(page, (p) => p.quantity > 2);
}

async function box(locator: Locator) {
  const b = await locator.boundingBox();
  expect(b, 'on screen').not.toBeNull();
  return b!;
}

/** Whether two elements' boxes share any area on screen. */
async function overlap(a: Locator, b: Locator): Promise<boolean> {
  const [p, q] = [await box(a), await box(b)];
  return p.x < q.x + q.width && q.x < p.x + p.width && p.y < q.y + q.height && q.y < p.y + p.height;
}

/** The toast with this title once it has settled in place (reduced motion: no slide-in). */
async function settledToast(page: Page, title: string): Promise<Locator> {
  const toast = page.locator('[data-sonner-toast][data-mounted="true"]', { hasText: title });
  await expect(toast).toBeVisible();
  return toast;
}

test.beforeEach(async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
});

test('on a phone, after Place Order the new order and its confirmation are at the top of /orders', async ({
  page,
}) => {
  await page.setViewportSize(PHONE);
  const product = await customerWithCart(page);
  await page.goto('/checkout');
  await fillAddress(page, ARLINGTON);
  await page.getByRole('button', { name: 'Place Order' }).click();

  await expect(page).toHaveURL(/\/orders$/);
  const order = page.getByRole('article').first();
  await expect(order.getByText(product.name)).toBeVisible();
  await expect(order.getByRole('heading', { name: /^Order ORD-/ })).toBeInViewport();
  const toast = await settledToast(page, 'Order placed successfully!');
  await expect(toast).toBeInViewport();
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
});

test('the "Added to cart" toast leaves the cart panel\'s Checkout button clear', async ({
  page,
}) => {
  await page.goto('/shop');
  await page
    .getByRole('article', { name: 'Gear Spinner' })
    .getByRole('button', { name: 'Add to Cart' })
    .click();
  const toast = await settledToast(page, 'Added to cart');
  await page.getByRole('button', { name: 'Cart, 1 item' }).click();
  const checkout = page.getByRole('dialog', { name: 'Shopping Cart' }).getByRole('link', {
    name: 'Checkout',
  });
  await expect(checkout).toBeVisible();
  await expect(toast).toBeVisible();
  expect(await overlap(toast, checkout)).toBe(false);
  await checkout.click();
  await expect(page).toHaveURL(/\/auth$/);
});

test("on a phone, a refused discount code's toast does not cover the discount field", async ({
  page,
}) => {
  await page.setViewportSize(PHONE);
  await customerWithCart(page);
  await page.goto('/checkout');
  const field = page.getByLabel('Discount code');
  // Where a shopper scrolling down first sees it (the screen's bottom edge), and just under the
  // sticky top bar (the highest place it can be seen).
  for (const place of ['bottom', 'top'] as const) {
    await field.evaluate((el, at) => {
      el.scrollIntoView({ block: at === 'bottom' ? 'end' : 'start' });
      if (at === 'top') window.scrollBy(0, -document.querySelector('header')!.offsetHeight);
    }, place);
    await field.fill('nosuchcode');
    await field.press('Enter');
    const toast = await settledToast(page, 'Invalid discount code');
    await expect(field).toBeInViewport();
    expect(await overlap(toast, field), `field at the ${place}`).toBe(false);
    await toast.getByRole('button', { name: 'Close toast' }).click();
    await expect(toast).toHaveCount(0);
  }
});

test('Clear cart asks first: Cancel keeps the cart, confirming empties it (by keyboard)', async ({
  page,
}) => {
  const product = await putInCart(page, (p) => p.quantity > 2);
  await page.goto('/shop');
  await page.getByRole('button', { name: 'Cart, 1 item' }).click();
  const panel = page.getByRole('dialog', { name: 'Shopping Cart' });
  await panel.getByRole('button', { name: 'Clear cart' }).click();

  const confirm = page.getByRole('alertdialog', { name: 'Clear your cart?' });
  await expect(confirm).toBeVisible();
  await expect(confirm.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(confirm).toHaveCount(0);
  await expect(panel.getByText(product.name)).toBeVisible();
  await expect(panel.getByRole('button', { name: 'Clear cart' })).toBeFocused();

  await page.keyboard.press('Enter');
  await expect(confirm).toBeVisible();
  await page.keyboard.press('Tab');
  await expect(confirm.getByRole('button', { name: 'Clear cart' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(confirm).toHaveCount(0);
  await expect(panel.getByText('Your cart is empty.')).toBeVisible();
  await expect(panel.getByRole('link', { name: 'Continue shopping' })).toBeFocused();
  expect(await page.evaluate(() => localStorage.getItem('cart'))).toBeNull();
});

test('a shopper who leaves checkout while the order is placed still gets the cart emptied and /orders', async ({
  page,
}) => {
  const product = await customerWithCart(page);
  await page.goto('/checkout');
  await fillAddress(page, ARLINGTON);
  // The order's answer waits until the shopper is on another page of the app.
  let release = () => {};
  const left = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/orders', async (route) =>
    route.request().method() === 'POST' ? left.then(() => route.continue()) : route.fallback(),
  );
  await page.getByRole('button', { name: 'Place Order' }).click();
  await expect(page.getByRole('button', { name: 'Placing order…' })).toBeVisible();
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Store' }).click();
  await expect(page).toHaveURL(/\/shop$/);
  release();

  await expect(page).toHaveURL(/\/orders$/);
  await expect(page.getByRole('article').first().getByText(product.name)).toBeVisible();
  await expect(
    page.getByRole('banner').getByRole('button', { name: 'Cart, 0 items' }),
  ).toBeVisible();
});
