import { expect, test } from '../support/e2e-test';
import { signInAsNewCustomerViaApi } from '../support/e2e-auth';
import { axeViolations } from '../support/e2e-axe';
import { fillAddress } from '../support/e2e-checkout';

/**
 * Decisions 135 and 136 on the seeded Firefly Hatchling (Colour × Material): choosing a colour
 * and a material changes the price, the stock line and the picture; a combination is bought as
 * its own cart line. Blue / Silk PLA is made to order, so buying it takes no stock any other
 * spec counts.
 */
test('choose a colour and a material, see price, stock and picture change, add to cart, check out', async ({
  page,
}) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await signInAsNewCustomerViaApi(page, { firstName: 'Vera', lastName: 'Variant' });
  await page.goto('/shop');
  const card = page.getByRole('article', { name: 'Firefly Hatchling' });
  await card.getByRole('link', { name: 'Choose options' }).click();
  await expect(page).toHaveURL(/\/shop\/firefly-hatchling$/);

  const colour = page.getByRole('group', { name: /^Colour/ });
  const material = page.getByRole('group', { name: /^Material/ });
  const picture = page.getByRole('button', { name: /^Zoom: / }).locator('img');
  // Opens on the first variant that sells: Amber / PLA.
  await expect(colour.getByRole('radio', { name: 'Amber' })).toBeChecked();
  await expect(material.getByRole('radio', { name: 'PLA', exact: true })).toBeChecked();
  await expect(page.getByText('$19.99').first()).toBeVisible();
  await expect(page.getByText('20 in stock')).toBeVisible();
  await expect(picture).toHaveAttribute('src', /firefly-hatchling\.svg$/);

  // By keyboard: arrows move within the group.
  await colour.getByRole('radio', { name: 'Amber' }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(colour.getByRole('radio', { name: 'Blue' })).toBeChecked();
  await expect(page.getByText('12 in stock')).toBeVisible();
  await expect(picture).toHaveAttribute('src', /firefly-hatchling-blue\.svg$/);

  await material.getByText('Silk PLA').click();
  await expect(page.getByText('$24.99').first()).toBeVisible();
  await expect(page.getByText('Ships in 5 days')).toBeVisible();
  await expect(page.getByText('SKU DRG-GL-FIR-03-BLU-SLK')).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);

  await page
    .getByRole('article', { name: 'Firefly Hatchling' })
    .getByRole('button', { name: 'Add to Cart' })
    .click();
  await page.getByRole('button', { name: 'Cart, 1 item' }).click();
  const cart = page.getByRole('dialog', { name: 'Shopping Cart' });
  await expect(cart.getByText('Firefly Hatchling (Blue / Silk PLA)')).toBeVisible();
  await cart.getByRole('link', { name: 'Checkout' }).click();
  await expect(page).toHaveURL(/\/checkout$/);
  await fillAddress(page, {
    address: '1 Variant Lane',
    city: 'Austin',
    state: 'TX',
    zipCode: '78701',
  });
  const placeOrder = page.getByRole('button', { name: 'Place Order' });
  await expect(placeOrder).toBeEnabled();
  await placeOrder.press('Enter');
  await expect(page.getByText('Order placed successfully!')).toBeVisible();
  await expect(page).toHaveURL(/\/orders$/);
  await expect(page.getByRole('article').first().getByText('Firefly Hatchling')).toBeVisible();
  expect(errors).toEqual([]);
});

for (const theme of ['dark', 'light'] as const) {
  test(`the variant pickers have no axe violations, ${theme} theme`, async ({ page }) => {
    await page.addInitScript((t) => localStorage.setItem('theme', t), theme);
    await page.goto('/shop/firefly-hatchling');
    await expect(page.locator('html')).toHaveClass(new RegExp(`\\b${theme}\\b`));
    const colour = page.getByRole('group', { name: /^Colour/ });
    await expect(colour.getByRole('radio', { name: 'Amber' })).toBeChecked();
    expect(await axeViolations(page), theme).toEqual([]);
    // The made-to-order combination shows its lead time; still clean.
    await colour.getByRole('radio', { name: 'Amber' }).focus();
    await page.keyboard.press('ArrowRight');
    await expect(colour.getByRole('radio', { name: 'Blue' })).toBeChecked();
    await page
      .getByRole('group', { name: /^Material/ })
      .getByText('Silk PLA')
      .click();
    await expect(page.getByText('Ships in 5 days')).toBeVisible();
    expect(await axeViolations(page), theme).toEqual([]);
  });
}

test('on a phone the cart names the whole variant, so Silk PLA is told from PLA', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/shop/firefly-hatchling');
  await page
    .getByRole('group', { name: /^Colour/ })
    .getByText('Blue')
    .click();
  await page
    .getByRole('group', { name: /^Material/ })
    .getByText('Silk PLA')
    .click();
  await expect(page.getByText('$24.99').first()).toBeVisible();
  await page
    .getByRole('article', { name: 'Firefly Hatchling' })
    .getByRole('button', { name: 'Add to Cart' })
    .click();
  await page.getByRole('button', { name: 'Cart, 1 item' }).click();
  const name = page
    .getByRole('dialog', { name: 'Shopping Cart' })
    .getByText('Firefly Hatchling (Blue / Silk PLA)');
  await expect(name).toBeVisible();
  // Not cut off: the text fits its box, across two lines if it must.
  const clipped = await name.evaluate(
    (el) => el.scrollWidth > el.clientWidth || el.scrollHeight > el.clientHeight,
  );
  expect(clipped).toBe(false);
});
