import { expect, test } from '../support/e2e-test';
import type { Page } from '@playwright/test';
import { signInAsNewCustomerViaApi } from '../support/e2e-auth';
import { axeViolations } from '../support/e2e-axe';
import { ARLINGTON, fillAddress } from '../support/e2e-checkout';

test('browse, add two products, check out with a discount, and find the order in /orders', async ({
  page,
}) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  const customer = await signInAsNewCustomerViaApi(page, {
    firstName: 'Grace',
    lastName: 'Hopper',
  });

  // An empty cart has nothing to check out.
  await page.goto('/checkout');
  await expect(page).toHaveURL(/\/shop$/);

  await page.getByLabel('Search').fill('lunar');
  await page
    .getByRole('article', { name: 'Lunar Glow Dragon' })
    .getByRole('button', { name: 'Add to Cart' })
    .click();
  await page.getByLabel('Search').fill('');
  await page.getByLabel('Category').selectOption('Fidgets');
  await page
    .getByRole('article', { name: 'Infinity Cube Fidget' })
    .getByRole('button', { name: 'Add to Cart' })
    .click();
  await page.getByRole('button', { name: 'Cart, 2 items' }).click();
  await page
    .getByRole('dialog', { name: 'Shopping Cart' })
    .getByRole('link', { name: 'Checkout' })
    .click();
  await expect(page).toHaveURL(/\/checkout$/);

  // Profile and account fill the names and e-mail; the cheapest rate that ships is preselected.
  // Local Pickup costs nothing ('Free') but is the shopper's choice, never the default (decision 172).
  await expect(page.getByLabel('First Name')).toHaveValue('Grace');
  await expect(page.getByLabel('Email')).toHaveValue(customer.email);
  await expect(page.getByLabel('Country')).toHaveValue('US');
  await expect(page.getByRole('radio', { name: /Standard Shipping/ })).toBeChecked();
  await expect(page.getByRole('radio', { name: /Local Pickup/ })).not.toBeChecked();
  await expect(page.getByText('Free').first()).toBeVisible();

  await expectNoAxeViolations(page);

  // Toasts sit bottom-right over the summary: use the keyboard there, as a keyboard user would.
  const placeOrder = page.getByRole('button', { name: 'Place Order' });
  // Required fields are checked before anything is sent.
  await placeOrder.press('Enter');
  await expect(page.getByText('Address is required')).toBeVisible();

  await fillAddress(page, ARLINGTON);
  await page.getByRole('radio', { name: /Standard Shipping/ }).check();

  await page.getByLabel('Discount code').fill('nosuchcode');
  await page.getByLabel('Discount code').press('Enter');
  await expect(page.getByText('Invalid discount code')).toBeVisible();
  await page.getByLabel('Discount code').fill('welcome10');
  await page.getByRole('button', { name: 'Apply' }).press('Enter');
  // 10% of $55.98 is $5.598, rounded to $5.60.
  await expect(page.getByText('You saved $5.60.')).toBeVisible();
  // $39.99 + $15.99 + $5.99 shipping − $5.60 = $56.37
  await expect(page.getByTestId('order-total')).toContainText('$56.37');

  await placeOrder.press('Enter');
  await expect(page.getByText('Order placed successfully!')).toBeVisible();
  await expect(page).toHaveURL(/\/orders$/);
  const order = page.getByRole('article').first();
  await expect(order.getByRole('heading', { name: /^Order ORD-\d{8}-\d+$/ })).toBeVisible();
  await expect(order.getByText('Lunar Glow Dragon')).toBeVisible();
  await expect(order.getByText('Infinity Cube Fidget')).toBeVisible();
  await expect(order.getByText('Confirmed')).toBeVisible();
  await expect(order.getByText('$56.37')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Cart, 0 items' })).toBeVisible();
  await expectNoAxeViolations(page);
  expect(errors).toEqual([]);
});

async function expectNoAxeViolations(page: Page) {
  expect(
    await axeViolations(page, {
      exclude: '[data-sonner-toaster]',
      tags: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'],
    }),
  ).toEqual([]);
}
