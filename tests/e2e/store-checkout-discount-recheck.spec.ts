import { expect, test } from '../support/e2e-test';
import { signInAsNewCustomerViaApi } from '../support/e2e-auth';
import { putInCart } from '../support/e2e-cart';
import { axeViolations } from '../support/e2e-axe';
import { ARLINGTON, fillAddress } from '../support/e2e-checkout';

// A code applied at checkout is checked again when the cart changes, so Place Order
// never sends a code the server would refuse (it answered "Order failed").
test('a discount code the changed cart no longer meets is removed, with the reason, before ordering', async ({
  page,
}) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  // The cart comes ready (the shop's Add to Cart has specs of its own): two Chameleon Wyrms.
  await signInAsNewCustomerViaApi(page, { firstName: 'Grace', lastName: 'Hopper' });
  await putInCart(page, (p) => p.name === 'Chameleon Wyrm', 2);
  await page.goto('/checkout');
  await expect(page).toHaveURL(/\/checkout$/);

  await fillAddress(page, ARLINGTON);
  await page.getByRole('radio', { name: /Standard Shipping/ }).check();

  // BIGORDER20 (seeded): 20% off orders of $100.00 or more; 2 × $54.99 = $109.98 qualifies.
  await page.getByLabel('Discount code').fill('bigorder20');
  await page.getByLabel('Discount code').press('Enter');
  await expect(page.getByText('You saved $22.00.')).toBeVisible();
  // $109.98 − $22.00 + $5.99 shipping
  await expect(page.getByTestId('order-total')).toContainText('$93.97');

  // One wyrm fewer: $54.99 is under the code's minimum.
  await page.getByRole('button', { name: 'Cart, 2 items' }).click();
  const cart = page.getByRole('dialog', { name: 'Shopping Cart' });
  await cart.getByRole('button', { name: 'Decrease quantity of Chameleon Wyrm' }).click();
  await expect(cart.getByLabel('Quantity of Chameleon Wyrm: 1')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(cart).toBeHidden();

  await expect(page.getByRole('status').filter({ hasText: 'BIGORDER20' })).toHaveText(
    'Code BIGORDER20 was removed because your cart changed: Minimum order not met. Minimum order of $100.00 required.',
  );
  await expect(page.getByText('Code BIGORDER20 applied')).toBeHidden();
  await expect(page.getByLabel('Discount code')).toBeVisible();
  // $54.99 + $5.99 shipping, no discount
  await expect(page.getByTestId('order-total')).toContainText('$60.98');
  expect(
    await axeViolations(page, {
      exclude: '[data-sonner-toaster]',
      tags: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'],
    }),
  ).toEqual([]);

  await page.getByRole('button', { name: 'Place Order' }).press('Enter');
  await expect(page.getByText('Order placed successfully!')).toBeVisible();
  await expect(page).toHaveURL(/\/orders$/);
  const order = page.getByRole('article').first();
  await expect(order.getByText('Chameleon Wyrm')).toBeVisible();
  await expect(order.getByText('$60.98')).toBeVisible();
  expect(errors).toEqual([]);
});
