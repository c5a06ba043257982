import { expect, test } from '../support/e2e-test';
import { signInViaApi, signUpViaApi } from '../support/e2e-auth';
import { putInCart } from '../support/e2e-cart';
import { saveSettingsAsOwner, useOwnShop } from '../support/e2e-own-shop';
import { fillAddress } from '../support/e2e-checkout';

/**
 * Decision 133: the settings the owner saves reach the pages (store name, contact
 * e-mail, delivery time); checkout's country comes from a list and a returning customer's last
 * address is filled in; the invoice and packing slip are print views. On a shop of its own, so
 * the shared server's store name stays as other specs expect it.
 */
const OWNER = { email: 'owner-docs-e2e@example.com', password: 'owner-docs-e2e-pass-1' };
const shop = useOwnShop('shop-docs-e2e', OWNER);
const url = (path: string) => shop.url(path);

test("the owner's settings reach the pages; country from a list, last address filled in, invoice and packing slip printable", async ({
  page,
  playwright,
}) => {
  test.setTimeout(120_000);
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  const api = await playwright.request.newContext({ baseURL: url('') });
  await saveSettingsAsOwner(api, OWNER, (current) => ({
    ...current,
    general: {
      ...current.general,
      storeName: 'Kiln & Filament',
      contactEmail: 'hello@kiln.example',
    },
    shipping: { ...current.shipping, deliveryTime: '2-4 days' },
  }));
  const shopper = await signUpViaApi(api, { firstName: 'Grace', lastName: 'Hopper' });
  await api.dispose();

  // The served HTML already carries them (no flash of the old name), and the app keeps them.
  await page.goto(url('/contact'));
  await expect(page).toHaveTitle('Contact · Kiln & Filament');
  await expect(page.getByRole('banner').getByText('Kiln & Filament')).toBeVisible();
  await expect(page.getByRole('link', { name: 'hello@kiln.example' })).toHaveAttribute(
    'href',
    'mailto:hello@kiln.example',
  );

  await signInViaApi(page, url(''), shopper);
  await putInCart(page, (p) => p.name === 'Lunar Glow Dragon', 1, url(''));
  await page.goto(url('/checkout'));
  await expect(page.getByText('Delivery time: 2-4 days')).toBeVisible();
  const country = page.getByLabel('Country');
  await expect(country).toHaveValue('US');
  await country.selectOption({ label: 'Switzerland' });
  await fillAddress(page, {
    address: '1 Compiler Way',
    city: 'Bern',
    state: 'BE',
    zipCode: '3000',
  });
  await page.getByRole('radio', { name: /Standard Shipping/ }).check();
  await page.getByRole('button', { name: 'Place Order' }).press('Enter');
  await expect(page).toHaveURL(/\/orders$/);

  // The next checkout starts from that address.
  await putInCart(page, (p) => p.name === 'Lunar Glow Dragon', 1, url(''));
  await page.goto(url('/checkout'));
  await expect(page.getByLabel('Address')).toHaveValue('1 Compiler Way');
  await expect(page.getByLabel('City')).toHaveValue('Bern');
  await expect(page.getByLabel('Country')).toHaveValue('CH');

  // The customer's invoice of their order, from /orders.
  await page.goto(url('/orders'));
  const invoiceLink = page.getByRole('link', { name: /Print the invoice of order/ }).first();
  const href = await invoiceLink.getAttribute('href');
  expect(href).toMatch(/^\/orders\/[0-9a-f-]+\/invoice$/);
  await page.goto(url(href!));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^Invoice ORD-/);
  await expect(page.getByText('Kiln & Filament')).toBeVisible();
  await expect(page.getByText('Switzerland').first()).toBeVisible();
  await expect(page.getByRole('cell', { name: 'Lunar Glow Dragon' })).toBeVisible();
  await expect(page.getByText('Payment: Paid')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Print' })).toBeVisible();

  // The owner's packing slip of the same order: what goes in the parcel, no prices.
  const orderId = href!.split('/')[2]!;
  await signInViaApi(page, url(''), OWNER);
  await page.goto(url(`/admin/orders/${orderId}/packing-slip`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^Packing slip ORD-/);
  await expect(page.getByRole('cell', { name: 'Lunar Glow Dragon' })).toBeVisible();
  await expect(page.getByRole('main')).not.toContainText('$');
  expect(errors).toEqual([]);
});
