import { expect, test } from '../support/e2e-test';
import type { Page } from '@playwright/test';
import { signInAsAdmin, signInAsNewCustomerViaApi, signUpViaApi } from '../support/e2e-auth';
import { placeOrderViaApi } from '../support/e2e-place-order';
import { axeViolations } from '../support/e2e-axe';

/**
 * Decision 172: pickup is the shopper's choice, never the preselected rate; chosen, the checkout
 * asks for no address, says where and when the order is collected, and places it. Once at a
 * phone's width in the dark theme, once at a laptop's in the light one, axe clean in both.
 */
const RUNS = [
  { width: 390, height: 844, theme: 'dark' },
  { width: 1366, height: 900, theme: 'light' },
] as const;

const STUDIO = 'Layerworks 3D Studio, 2146 SE Division St, Portland, OR 97202';

async function expectNoAxeViolations(page: Page, where: string) {
  expect(
    await axeViolations(page, {
      exclude: '[data-sonner-toaster]',
      tags: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'],
    }),
    where,
  ).toEqual([]);
}

for (const run of RUNS) {
  test(`a pickup checkout at ${run.width} px in the ${run.theme} theme needs no address and shows the place`, async ({
    page,
  }) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.setViewportSize({ width: run.width, height: run.height });
    await signInAsNewCustomerViaApi(page, { firstName: 'Ursula', lastName: 'Franklin' });
    await page.evaluate((theme) => localStorage.setItem('theme', theme), run.theme);

    await page.goto('/shop/lunar-glow-dragon');
    await page.getByRole('button', { name: 'Add to Cart' }).first().click();
    await expect(page.getByRole('button', { name: 'Cart, 1 item' })).toBeVisible();
    await page.goto('/checkout');
    await expect(page.locator('html')).toHaveClass(new RegExp(`\\b${run.theme}\\b`));

    // The cheapest rate that ships is preselected; pickup ($0) waits to be chosen.
    const pickup = page.getByRole('radio', { name: /Local Pickup/ });
    await expect(page.getByRole('radio', { name: /Standard Shipping/ })).toBeChecked();
    await expect(pickup).not.toBeChecked();
    await expect(page.getByLabel('Address', { exact: true })).toHaveAttribute(
      'aria-required',
      'true',
    );

    await pickup.check();
    await expect(page.getByRole('heading', { name: 'Contact and Billing' })).toBeVisible();
    await expect(page.getByText(`you collect the order at ${STUDIO}`)).toBeVisible();
    for (const field of ['Address', 'City', 'State', 'ZIP Code'])
      await expect(page.getByLabel(new RegExp(`^${field}`))).toHaveAttribute(
        'aria-required',
        'false',
      );
    // The summary's delivery line is the pickup's, and it costs nothing.
    await expect(page.locator('dt', { hasText: /^Pickup$/ })).toBeVisible();
    await expectNoAxeViolations(page, `checkout ${run.theme} ${run.width}`);

    // Names from the profile, the e-mail from the account, no address at all: the order goes.
    await expect(page.getByLabel('First Name')).toHaveValue('Ursula');
    await page.getByRole('button', { name: 'Place Order' }).click();
    await expect(page.getByText('Order placed successfully!')).toBeVisible();
    await expect(page).toHaveURL(/\/orders$/);
    const order = page.getByRole('article').first();
    await expect(order.getByText(`Pickup at ${STUDIO}`)).toBeVisible();
    await expect(order.getByText(/Ships to/)).toHaveCount(0);
    await expectNoAxeViolations(page, `orders ${run.theme} ${run.width}`);
    expect(errors).toEqual([]);
  });
}

test('the owner sees the rates’ limits and pickup place, and marks a pickup order ready then collected', async ({
  page,
}) => {
  const shopper = await signUpViaApi(page.request, { firstName: 'Ida', lastName: 'Wells' });
  const placed = await placeOrderViaApi(page.request, '', shopper, 'Lunar Glow Dragon', {
    pickup: true,
  });
  await page.setViewportSize({ width: 1366, height: 900 });
  await signInAsAdmin(page);

  await page.goto('/admin/shipping');
  const pickupRow = page.getByTestId('rate-row-Local Pickup');
  await expect(pickupRow.getByText('Pickup', { exact: true })).toBeVisible();
  await expect(pickupRow.getByText(`At ${STUDIO}`, { exact: false })).toBeVisible();
  await expect(page.getByTestId('rate-row-Standard Shipping')).toContainText('up to 2 kg');
  await expect(page.getByTestId('rate-row-Heavy Parcel')).toContainText('2 kg – 20 kg');
  await expect(page.getByTestId('rate-row-Free Shipping')).toContainText('$75.00');
  await expectNoAxeViolations(page, 'admin shipping');

  await page.goto(`/admin/orders/${placed.id}`);
  await expect(page.getByRole('heading', { name: `Order ${placed.orderNumber}` })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Mark as Shipped' })).toHaveCount(0);
  await expect(page.getByText(STUDIO).first()).toBeVisible();
  await page.getByRole('button', { name: 'Ready for pickup' }).click();
  await expect(page.getByText('Order status updated successfully')).toBeVisible();
  await expect(
    page.getByRole('combobox', { name: `Status of order ${placed.orderNumber}` }),
  ).toHaveValue('shipped');
  await expect(page.getByRole('option', { name: 'Ready for pickup' })).toHaveCount(1);
  await expectNoAxeViolations(page, 'admin pickup order');
  await page.getByRole('button', { name: 'Collected' }).click();
  await expect(
    page.getByRole('combobox', { name: `Status of order ${placed.orderNumber}` }),
  ).toHaveValue('delivered');
  await expect(page.getByText('The customer collected this order.')).toBeVisible();
});
