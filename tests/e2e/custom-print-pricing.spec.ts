import { expect, test } from '../support/e2e-test';
import { makeBox } from '#core/geometry/make-box';
import { encodeBinaryStl } from '#core/geometry/write-mesh';
import { signInAsNewCustomerViaApi } from '../support/e2e-auth';
import { fillAddress } from '../support/e2e-checkout';

// Decision 124: the customer reads each part of a custom print's price, chooses a
// speed, is sent to a custom quote above the shop's limits, and pays the start-up once at checkout.

const cube = {
  name: 'cube.stl',
  mimeType: 'model/stl',
  buffer: Buffer.from(encodeBinaryStl(makeBox([20, 20, 20]))),
};
const dollars = (text: string | null) => Math.round(Number(text!.replace(/[$,]/g, '')) * 100);

test('the breakdown names each part, rush adds its surcharge, a large job asks for a custom quote', async ({
  page,
}) => {
  await signInAsNewCustomerViaApi(page);
  await page.goto('/custom');
  await page.getByLabel('3D model file').setInputFiles(cube);
  await expect(page.getByTestId('model-dimensions')).toHaveText('20.0 × 20.0 × 20.0 mm');
  await page.getByLabel('Material').selectOption({ label: 'PLA' });
  await page.getByLabel('Quantity').fill('5');
  const breakdown = page.getByRole('region', { name: 'Price breakdown' });
  await expect(breakdown.getByText('5 pieces ×')).toBeVisible();
  await expect(page.getByTestId('price-stage')).toHaveText('Estimate');
  await expect(breakdown.getByText('Preparation (once per model)')).toBeVisible();
  // The shop's own costs are the owner's (decision 173): the customer reads the job's parts.
  await expect(breakdown).not.toContainText(/Material per piece|Machine time|Electricity|Markup/);
  await expect(breakdown.getByTestId('custom-print-startup')).toHaveText(
    /^Print start-up \(PLA\)\$\d+\.\d\d$/,
  );
  await expect(breakdown).toContainText(/charged once per material in an order/);
  const total = page.getByTestId('custom-print-total');
  const standard = dollars(await total.textContent());

  await page.getByLabel('Speed').selectOption('rush');
  await expect(breakdown.getByText('Rush (+30 %)')).toBeVisible();
  await expect(breakdown).toContainText('Ships in about 3 working days.');
  await expect.poll(async () => dollars(await total.textContent())).toBeGreaterThan(standard);

  await page.getByLabel('Quantity').fill('51');
  await expect(page.getByText(/larger than we price instantly/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add to cart' })).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Request a quote' })).toBeEnabled();
});

test('checkout adds the start-up once per material and the cart line reads its pieces', async ({
  page,
}) => {
  await signInAsNewCustomerViaApi(page);
  await page.goto('/custom');
  for (const quantity of ['3', '2']) {
    await page.getByLabel('3D model file').setInputFiles(cube);
    await expect(page.getByTestId('model-dimensions')).toHaveText('20.0 × 20.0 × 20.0 mm');
    await page.getByLabel('Material').selectOption({ label: 'PLA' });
    await page.getByLabel('Quantity').fill(quantity);
    // The pieces line, or the job as one line when the shop's minimum price applies.
    await expect(
      page.getByText(new RegExp(`^(${quantity} pieces ×|Print job \\(${quantity} pieces\\))`)),
    ).toBeVisible();
    await page.getByRole('button', { name: 'Add to cart' }).click();
    await expect(page.getByTestId('price-stage')).toHaveText(/^Sliced price/);
    await expect(page.getByText('Added to cart').first()).toBeVisible();
  }
  await page.getByRole('button', { name: 'Cart, 2 items' }).click();
  const cart = page.getByRole('dialog', { name: 'Shopping Cart' });
  await expect(cart.getByTestId('cart-line-pieces')).toHaveText([
    'Quantity: 3 pieces',
    'Quantity: 2 pieces',
  ]);
  await cart.getByRole('link', { name: 'Checkout' }).click();
  // Two PLA prints: one start-up, named for its material.
  const startup = page.getByTestId('order-print-startup');
  await expect(startup).toHaveText(/^Print start-up \(PLA\)\$\d+\.\d\d$/);
  await expect(page.getByText('3 pieces, one print job')).toBeVisible();
  const subtotal = dollars(
    await page.getByText('Subtotal').locator('xpath=following-sibling::dd').textContent(),
  );
  const startupCents = dollars((await startup.locator('dd').textContent())!);
  expect(startupCents).toBeGreaterThan(0);
  await fillAddress(page, { address: '1 Main St', city: 'Austin', state: 'TX', zipCode: '78701' });
  const shown = dollars(await page.getByTestId('order-total').locator('dd').textContent());
  expect(shown).toBeGreaterThanOrEqual(subtotal + startupCents);
  await page.getByRole('button', { name: 'Place Order' }).press('Enter');
  await expect(page.getByText('Order placed successfully!')).toBeVisible();
  const order = page.getByRole('article').first();
  await expect(order.getByText('Print start-up')).toBeVisible();
  await expect(order.getByText(`$${(shown / 100).toFixed(2)}`).first()).toBeVisible();
});

for (const visitor of ['anonymous', 'signed in'] as const)
  test(`the estimate turns into the sliced price live, without a reload (${visitor})`, async ({
    page,
  }) => {
    if (visitor === 'signed in') await signInAsNewCustomerViaApi(page);
    let loads = 0;
    page.on('load', () => loads++);
    await page.goto('/custom');
    await page.getByLabel('3D model file').setInputFiles(cube);
    await expect(page.getByTestId('model-dimensions')).toHaveText('20.0 × 20.0 × 20.0 mm');
    const stage = page.getByTestId('price-stage');
    await expect(stage).toHaveText('Estimate');
    await page.getByRole('button', { name: 'Add to cart' }).click();
    // Stored as a quote and measured by the slicer in the background: the live channel's
    // quote.updated event refetches it, it becomes the sliced, orderable price, and the one tap
    // puts it in the cart then (never a tap that did nothing).
    await expect(stage).toHaveText('Sliced price: measured by our slicer');
    await expect(page.getByText(/measuring your model with our slicer/)).toHaveCount(0);
    await expect(page.getByText('Added to cart').first()).toBeVisible();
    const sliced = (await page.getByTestId('custom-print-price').textContent())!;
    expect(loads).toBe(1);
    await page.getByRole('button', { name: 'Cart, 1 item' }).click();
    await expect(page.getByRole('dialog', { name: 'Shopping Cart' })).toContainText(sliced);
  });
