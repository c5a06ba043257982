import { expect, test } from '../support/e2e-test';
import { makeBox } from '#core/geometry/make-box';
import { encodeBinaryStl } from '#core/geometry/write-mesh';
import { signInAsNewCustomerViaApi } from '../support/e2e-auth';
import { ARLINGTON, fillAddress } from '../support/e2e-checkout';

// Decision 173: the total /custom shows is what checkout charges for the print, start-up
// included, and the customer never reads the shop's own cost lines.

const cube = {
  name: 'total-cube.stl',
  mimeType: 'model/stl',
  buffer: Buffer.from(encodeBinaryStl(makeBox([20, 20, 20]))),
};
const cents = (text: string | null) => Math.round(Number(text!.replace(/[$,]/g, '')) * 100);

for (const [label, viewport] of [
  ['390 px', { width: 390, height: 844 }],
  ['1366 px', { width: 1366, height: 900 }],
] as const)
  test(`the custom print's total is the one checkout charges, start-up included (${label})`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    await signInAsNewCustomerViaApi(page);
    await page.goto('/custom');
    await page.getByLabel('3D model file').setInputFiles(cube);
    await expect(page.getByTestId('model-dimensions')).toHaveText('20.0 × 20.0 × 20.0 mm');
    await page.getByLabel('Material').selectOption({ label: 'PLA' });
    await page.getByLabel('Quantity').fill('3');
    const breakdown = page.getByRole('region', { name: 'Price breakdown' });
    // "3 pieces × $x", or one line when the shop's minimum price applies.
    await expect(breakdown.getByText(/^(3 pieces ×|Print job \(3 pieces\))/)).toBeVisible();
    await page.getByRole('button', { name: 'Add to cart' }).click();
    await expect(page.getByTestId('price-stage')).toHaveText(/^Sliced price/);
    await expect(page.getByText('Added to cart').first()).toBeVisible();

    await expect(breakdown).not.toContainText(
      /Electricity|Markup|Material per piece|Machine time|minimum/i,
    );
    const print = cents(await breakdown.getByTestId('custom-print-price').textContent());
    const startup = cents(
      await breakdown.getByTestId('custom-print-startup').locator('dd').textContent(),
    );
    const total = cents(await breakdown.getByTestId('custom-print-total').textContent());
    expect(startup).toBeGreaterThan(0);
    expect(total).toBe(print + startup);

    await page.getByRole('button', { name: 'Cart, 1 item' }).click();
    const cart = page.getByRole('dialog', { name: 'Shopping Cart' });
    await expect(cart.getByTestId('cart-print-startup')).toContainText(
      `$${(startup / 100).toFixed(2)}`,
    );
    await cart.getByRole('link', { name: 'Checkout' }).click();
    await expect(page).toHaveURL(/\/checkout$/);
    const subtotal = cents(
      await page
        .getByText('Subtotal', { exact: true })
        .locator('xpath=following-sibling::dd')
        .textContent(),
    );
    const charged = cents(
      await page.getByTestId('order-print-startup').locator('dd').textContent(),
    );
    expect(subtotal + charged).toBe(total);

    // Placed: the server's order holds the same print and start-up figures.
    await fillAddress(page, ARLINGTON);
    await expect(page.getByRole('button', { name: 'Place Order' })).toBeEnabled();
    const orderTotal = cents(await page.getByTestId('order-total').locator('dd').textContent());
    await page.getByRole('button', { name: 'Place Order' }).press('Enter');
    await expect(page.getByText('Order placed successfully!')).toBeVisible();
    const order = page.getByRole('article').first();
    await expect(order.getByText(`$${(orderTotal / 100).toFixed(2)}`).first()).toBeVisible();
    await expect(order.getByText(`$${(startup / 100).toFixed(2)}`).first()).toBeVisible();
  });
