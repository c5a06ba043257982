import { expect, test } from '../support/e2e-test';
import type { Page } from '@playwright/test';
import { makeBox } from '#core/geometry/make-box';
import { encodeBinaryStl } from '#core/geometry/write-mesh';
import { signInAsNewCustomerViaApi, signInViaApi } from '../support/e2e-auth';
import { E2E_ADMIN } from '../support/e2e-constants';
import { axeViolations } from '../support/e2e-axe';
import { fillAddress } from '../support/e2e-checkout';

const boxFile = (name: string, size: [number, number, number]) => ({
  name,
  mimeType: 'model/stl',
  buffer: Buffer.from(encodeBinaryStl(makeBox(size))),
});

async function uploadBox(page: Page) {
  await page.goto('/custom');
  await page.getByLabel('3D model file').setInputFiles(boxFile('bracket.stl', [40, 25, 15]));
  await expect(page.getByTestId('model-dimensions')).toHaveText('40.0 × 25.0 × 15.0 mm');
  await expect(page.getByTestId('model-preview-canvas')).toBeVisible();
}

test('three.js loads only on /custom, never on the public pages before it', async ({ page }) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(request.url());
  });
  for (const path of ['/', '/products', '/shop']) {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
  }
  expect(scripts.filter((url) => url.includes('model-viewer'))).toEqual([]);
  await uploadBox(page);
  expect(scripts.some((url) => url.includes('model-viewer'))).toBe(true);
});

test('upload a model, see it and its size, pick a material and get the price', async ({ page }) => {
  await uploadBox(page);
  await expect(page.getByText('Closed mesh')).toBeVisible();
  const total = page.getByTestId('custom-print-total');
  await expect(total).toHaveText(/^\$\d+\.\d\d$/);
  await page.getByLabel('Material').selectOption({ label: 'Resin' });
  await expect(page.getByLabel('Infill')).toBeDisabled();
  await page.getByLabel('Quantity').fill('20');
  await expect(page.getByText('20 pieces ×')).toBeVisible();
  await expect(total).toHaveText(/^\$\d{1,3}(,\d{3})*\.\d\d$/);
});

test('the preview parses the model in a Web Worker, so a hostile file cannot freeze the tab', async ({
  page,
}) => {
  const workers: string[] = [];
  page.on('worker', (worker) => workers.push(worker.url()));
  await uploadBox(page);
  expect(workers.filter((url) => url.includes('parse-mesh'))).toHaveLength(1);
});

test('a file that is not a model gets a clear message', async ({ page }) => {
  await page.goto('/custom');
  await page.getByLabel('3D model file').setInputFiles({
    name: 'notes.stl',
    mimeType: 'text/plain',
    buffer: Buffer.from('just some notes'),
  });
  await expect(page.getByRole('alert')).toHaveText(/not a 3D model we can read/);
  await expect(page.getByTestId('model-preview-canvas')).toHaveCount(0);
});

test('a signed-in customer requests a quote with a note and sees it under /orders/quotes', async ({
  page,
}) => {
  await signInAsNewCustomerViaApi(page);
  await uploadBox(page);
  await page.getByLabel('Note for the shop (optional)').fill('Can you print it in two halves?');
  await page.getByRole('button', { name: 'Request a quote' }).click();
  await expect(page.getByText('Quote request sent')).toBeVisible();
  await page.goto('/orders/quotes');
  const quote = page.getByTestId('my-quote');
  await expect(quote).toHaveCount(1);
  await expect(quote).toContainText('bracket.stl');
  await expect(quote).toContainText('Waiting for review');
  await expect(quote).toContainText('Your note: Can you print it in two halves?');
});

test('upload, pick a material, add to cart and place the order at the quoted price', async ({
  page,
}) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await signInAsNewCustomerViaApi(page, { firstName: 'Ada', lastName: 'Lovelace' });
  await uploadBox(page);
  await page.getByLabel('Material').selectOption({ label: 'PETG' });
  await page.getByLabel('Colour').selectOption('Blue');
  await page.getByLabel('Quantity').fill('4');
  await expect(page.getByText('4 pieces ×')).toBeVisible();
  await expect(page.getByTestId('price-stage')).toHaveText('Estimate');
  // The quote is stored and sliced in the background; the page follows the live event to the
  // sliced price, which is the one the customer orders at: one tap puts it in the cart then.
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await expect(page.getByTestId('price-stage')).toHaveText(/^Sliced price/);
  await expect(page.getByText('Added to cart')).toBeVisible();
  const total = (await page.getByTestId('custom-print-price').textContent())!;

  await page.getByRole('button', { name: 'Cart, 1 item' }).click();
  const cart = page.getByRole('dialog', { name: 'Shopping Cart' });
  await expect(cart.getByText('Custom print: bracket.stl')).toBeVisible();
  await expect(cart.getByText('PETG, Blue, standard, 20% infill')).toBeVisible();
  // One job of four pieces: the line says so, with no stepper claiming a quantity of 1.
  await expect(cart.getByTestId('cart-line-pieces')).toHaveText('Quantity: 4 pieces');
  await expect(cart.getByRole('button', { name: /Increase quantity/ })).toHaveCount(0);
  await cart.getByRole('link', { name: 'Checkout' }).click();
  await expect(page).toHaveURL(/\/checkout$/);
  await fillAddress(page, {
    address: '12 Difference Engine Rd',
    city: 'London',
    state: 'LDN',
    zipCode: '10001',
  });
  // Place Order waits for the shop's tax figure (decision 122); a key on a disabled button is lost.
  await expect(page.getByRole('button', { name: 'Place Order' })).toBeEnabled();
  await page.getByRole('button', { name: 'Place Order' }).press('Enter');
  await expect(page.getByText('Order placed successfully!')).toBeVisible();
  await expect(page).toHaveURL(/\/orders$/);
  const order = page.getByRole('article').first();
  await expect(order.getByText('Custom print: bracket.stl')).toBeVisible();
  await expect(order.getByText(total).first()).toBeVisible();
  const orderNumber = (await order
    .getByRole('heading', { name: /^Order / })
    .textContent())!.replace('Order ', '');

  // The owner finds the file in the order, with the settings to print it.
  await signInViaApi(page, '', E2E_ADMIN);
  await page.goto('/admin/orders');
  await page.getByRole('link', { name: orderNumber }).click();
  const files = page.getByTestId('order-custom-print');
  await expect(files).toHaveCount(1);
  await expect(files).toContainText('bracket.stl');
  await expect(files).toContainText('PETG, Blue');
  const download = page.waitForEvent('download');
  await files.getByRole('button', { name: 'Download bracket.stl' }).click();
  expect((await download).suggestedFilename()).toBe('bracket.stl');
  expect(errors).toEqual([]);
});

test('the owner adjusts a requested quote and the customer orders it at the new price', async ({
  page,
}) => {
  const customer = await signInAsNewCustomerViaApi(page);
  await uploadBox(page);
  await page.getByLabel('Note for the shop (optional)').fill('Sanded finish please.');
  await page.getByRole('button', { name: 'Request a quote' }).click();
  await expect(page.getByText('Quote request sent')).toBeVisible();

  await signInViaApi(page, '', E2E_ADMIN);
  await page.goto('/admin/quotes');
  await page
    .getByRole('button', { name: /bracket\.stl/ })
    .first()
    .click();
  await expect(page.getByText("Customer's note: Sanded finish please.")).toBeVisible();
  await expect(page.getByTestId('model-preview-canvas')).toBeVisible();
  await page.getByRole('radio', { name: 'adjust' }).check();
  await page.getByLabel('New price (USD)').fill('42.50');
  await page.getByLabel(/Note to the customer/).fill('Sanding takes an extra hour.');
  await page.getByRole('button', { name: 'Adjust price and e-mail' }).click();
  await expect(page.getByText('Decision saved')).toBeVisible();

  await signInViaApi(page, '', customer);
  await page.goto('/orders/quotes');
  const quote = page.getByTestId('my-quote');
  await expect(quote).toContainText('Price adjusted');
  await expect(quote).toContainText('From the shop: Sanding takes an extra hour.');
  await expect(quote.getByTestId('my-quote-price')).toHaveText('$42.50');
  // Not a sale: the instant price is explained in words, never struck through.
  await expect(quote.getByTestId('my-quote-price-note')).toHaveText(
    /^Price set by the shop after review: (raised|lowered) from the instant price of \$\d+\.\d\d\.$/,
  );
  await expect(quote.locator('.line-through')).toHaveCount(0);
  await quote.getByRole('button', { name: 'Add to cart' }).click();
  await page.getByRole('button', { name: 'Cart, 1 item' }).click();
  await page
    .getByRole('dialog', { name: 'Shopping Cart' })
    .getByRole('link', { name: 'Checkout' })
    .click();
  await fillAddress(page, { address: '1 Main St', city: 'Austin', state: 'TX', zipCode: '78701' });
  // Place Order waits for the shop's tax figure (decision 122); a key on a disabled button is lost.
  await expect(page.getByRole('button', { name: 'Place Order' })).toBeEnabled();
  await page.getByRole('button', { name: 'Place Order' }).press('Enter');
  await expect(page.getByText('Order placed successfully!')).toBeVisible();
  await expect(page.getByRole('article').first().getByText('$42.50').first()).toBeVisible();
  await page.goto('/orders/quotes');
  await expect(page.getByTestId('my-quote')).toContainText('Ordered');
});

for (const theme of ['dark', 'light'] as const) {
  test(`/custom with a model and its price has no axe violations, ${theme} theme`, async ({
    page,
  }) => {
    await page.addInitScript((t) => localStorage.setItem('theme', t), theme);
    await uploadBox(page);
    await expect(page.getByTestId('custom-print-total')).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
  });
}

test('the owner edits the formula and a material; both admin pages pass axe', async ({ page }) => {
  await signInViaApi(page, '', E2E_ADMIN);
  await page.goto('/admin/print-materials');
  await expect(page.getByRole('heading', { name: 'Print materials and pricing' })).toBeVisible();
  await page.getByLabel('Minimum price (USD per quote)').fill('12.00');
  await page.getByRole('button', { name: 'Save formula' }).click();
  await expect(page.getByText('Formula saved')).toBeVisible();
  await page.getByRole('button', { name: 'Edit TPU' }).click();
  await page.getByLabel('Colours (comma-separated)').first().fill('Black, White, Red, Glow');
  await page.getByRole('button', { name: 'Save material' }).click();
  await expect(page.getByText('Material saved')).toBeVisible();
  await expect(page.getByRole('cell', { name: 'Black, White, Red, Glow' })).toBeVisible();
  for (const path of ['/admin/print-materials', '/admin/quotes']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(
      await axeViolations(page, {
        exclude: '[data-sonner-toaster]',
        tags: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'],
      }),
      path,
    ).toEqual([]);
  }
  // Put the minimum back for the other tests of this run.
  await page.goto('/admin/print-materials');
  await page.getByLabel('Minimum price (USD per quote)').fill('10.00');
  await page.getByRole('button', { name: 'Save formula' }).click();
  await expect(page.getByText('Formula saved')).toBeVisible();
});
