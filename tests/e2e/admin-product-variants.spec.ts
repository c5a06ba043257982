import { expect, test } from '../support/e2e-test';
import { signInViaApi } from '../support/e2e-auth';
import { axeViolations } from '../support/e2e-axe';
import { useOwnShop } from '../support/e2e-own-shop';

/**
 * The owner's options-and-variants grid: a new product gets Colour (Red, Blue) and
 * Material (PLA, PETG), every combination is generated, one is removed so it isn't sold, the
 * price is set on all at once and one stock by hand; its page then offers exactly the three
 * combinations left. On a shop of its own, so the shared server's catalogue stays as other
 * specs count it.
 */
const OWNER = { email: 'owner-grid-e2e@example.com', password: 'owner-grid-e2e-pass-1' };
const shop = useOwnShop('shop-variants-grid-e2e', OWNER);

test('the owner builds a Colour × Material grid by keyboard and the product page offers its 3 combinations', async ({
  page,
}) => {
  // One journey, 24–32 s in CI: three times the suite's limit (decision 161).
  test.slow();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await signInViaApi(page, shop.url(''), OWNER);
  await page.goto(shop.url('/admin/products/new'));
  await expect(page.getByRole('heading', { name: 'Add Product', level: 1 })).toBeVisible();
  await page.getByLabel('Name', { exact: true }).fill('Grid Dragon');
  await page.getByLabel('Description', { exact: true }).fill('A dragon in two colours.');
  await page.getByLabel('Price (USD)', { exact: true }).fill('20');
  await page.getByLabel('SKU', { exact: true }).fill('GRID-DRG');
  await page.getByLabel('Stock', { exact: true }).fill('10');

  // Options by keyboard: Enter adds a value, a typed comma too.
  await page.getByRole('button', { name: 'Add option' }).press('Enter');
  await page.getByLabel('Option 1 name', { exact: true }).fill('Colour');
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('Option 1 values', { exact: true })).toBeFocused();
  await page.keyboard.type('Red');
  await page.keyboard.press('Enter');
  await page.keyboard.type('Blue,');
  await expect(
    page.getByRole('list', { name: 'Values of Colour' }).getByRole('listitem'),
  ).toHaveText(['Red', 'Blue']);
  await page.getByRole('button', { name: 'Add option' }).press('Enter');
  await page.getByLabel('Option 2 name', { exact: true }).fill('Material');
  await page.getByLabel('Option 2 values', { exact: true }).fill('PLA, PETG');
  await expect(
    page.getByRole('list', { name: 'Values of Material' }).getByRole('listitem'),
  ).toHaveText(['PLA', 'PETG']);
  // The spec's single price and stock give way to the variants' own.
  await expect(page.getByLabel('Price (USD)', { exact: true })).toHaveCount(0);
  await expect(page.getByLabel('Stock', { exact: true })).toHaveCount(0);

  await page.getByRole('button', { name: 'Generate every combination' }).press('Enter');
  // The stock typed for the product is not shared out, and the owner is told so.
  await expect(page.getByRole('status').filter({ hasText: 'combinations' })).toHaveText(
    "4 combinations in the grid. Each starts with no stock: set every variant's stock (the 10 typed for the product is not shared out).",
  );
  const grid = page.getByRole('table', { name: 'Variants' });
  const rowTitles = grid.locator('tbody th[scope="row"]');
  await expect(rowTitles).toHaveText(['Red / PLA', 'Red / PETG', 'Blue / PLA', 'Blue / PETG']);
  await expect(grid.getByLabel('SKU for Red / PETG', { exact: true })).toHaveValue(
    'GRID-DRG-RED-PETG',
  );
  await expect(grid.getByLabel('Price for Blue / PLA', { exact: true })).toHaveValue('20');

  await grid.getByRole('button', { name: 'Remove Blue / PETG' }).press('Enter');
  await expect(rowTitles).toHaveText(['Red / PLA', 'Red / PETG', 'Blue / PLA']);

  await page.getByLabel('Price for all', { exact: true }).fill('27.50');
  await page.getByRole('button', { name: 'Set price' }).press('Enter');
  await expect(page.getByText('Price 27.50 set on every variant.')).toBeVisible();
  for (const title of ['Red / PLA', 'Red / PETG', 'Blue / PLA'])
    await expect(grid.getByLabel(`Price for ${title}`, { exact: true })).toHaveValue('27.50');
  await grid.getByLabel('Price for Red / PETG', { exact: true }).fill('31');
  await grid.getByLabel('Stock for Red / PLA', { exact: true }).fill('6');
  await grid.getByLabel('Inventory for Blue / PLA', { exact: true }).selectOption('Made to order');
  // Made to order needs its lead time: the shared schema says so at the cell.
  await page.getByRole('button', { name: 'Create Product' }).click();
  const leadTime = grid.getByLabel('Lead time in days for Blue / PLA', { exact: true });
  await expect(leadTime).toHaveAccessibleDescription('Made to order needs a lead time in days');
  await leadTime.fill('4');

  await expect(page.locator('html')).toHaveClass(/\bdark\b/);
  expect(await axeViolations(page)).toEqual([]);
  await page.getByRole('button', { name: 'Create Product' }).press('Enter');
  await expect(page.getByText('Product created successfully')).toBeVisible();

  await page.goto(shop.url('/shop/grid-dragon'));
  await expect(page.getByRole('heading', { name: 'Grid Dragon', level: 1 })).toBeVisible();
  const structured = await page
    .locator('script[type="application/ld+json"]')
    .allTextContents()
    .then((texts) => texts.map((text) => JSON.parse(text) as Record<string, unknown>));
  const group = structured.find((data) => data['@type'] === 'ProductGroup') as
    { hasVariant: { sku: string; offers: { price: string } }[] } | undefined;
  expect(
    group?.hasVariant.map((variant) => `${variant.sku} ${variant.offers.price}`).sort(),
  ).toEqual(['GRID-DRG-BLUE-PLA 27.50', 'GRID-DRG-RED-PETG 31.00', 'GRID-DRG-RED-PLA 27.50']);

  const colour = page.getByRole('group', { name: /^Colour/ });
  const material = page.getByRole('group', { name: /^Material/ });
  await expect(colour.getByRole('radio', { name: 'Red' })).toBeChecked();
  await expect(material.getByRole('radio', { name: 'PLA' })).toBeChecked();
  await expect(page.getByText('$27.50').first()).toBeVisible();
  await expect(page.getByText('6 in stock')).toBeVisible();
  await material.getByText('PETG').click();
  await expect(page.getByText('$31.00').first()).toBeVisible();
  await expect(page.getByText('Out of stock').first()).toBeVisible();
  // Blue / PETG was removed: with PETG chosen, Blue can't be picked.
  await expect(colour.getByRole('radio', { name: 'Blue' })).toBeDisabled();
  await material.getByText('PLA', { exact: true }).click();
  await colour.getByText('Blue', { exact: true }).click();
  await expect(page.getByText('Ships in 4 days')).toBeVisible();

  // Editing: the grid comes back as saved; the stock of the selected rows is set at once.
  await page.goto(shop.url('/admin/products'));
  await page.getByRole('link', { name: 'Edit Grid Dragon' }).click();
  await expect(rowTitles).toHaveText(['Red / PLA', 'Red / PETG', 'Blue / PLA']);
  // The form above was checked in the default (dark) theme; the loaded grid in light too.
  await page.evaluate(() => localStorage.setItem('theme', 'light'));
  await page.reload();
  await expect(page.locator('html')).toHaveClass(/\blight\b/);
  await expect(rowTitles).toHaveText(['Red / PLA', 'Red / PETG', 'Blue / PLA']);
  expect(await axeViolations(page)).toEqual([]);
  await expect(grid.getByLabel('Price for Red / PETG', { exact: true })).toHaveValue('31.00');
  await expect(grid.getByLabel('Lead time in days for Blue / PLA', { exact: true })).toHaveValue(
    '4',
  );
  // A variant's own weight in grams (empty: the product's); over 100 kg is refused at its cell.
  const weight = grid.getByLabel('Weight in grams for Red / PETG', { exact: true });
  await expect(weight).toHaveValue('');
  await weight.fill('1000001');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(weight).toHaveAccessibleDescription('At most 1,000,000 g');
  await weight.fill('850');
  // A SKU another product holds: the server's refusal lands on that cell.
  const sku = grid.getByLabel('SKU for Blue / PLA', { exact: true });
  await sku.fill('DRG-GL-FIR-03-BLU-SLK');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(sku).toHaveAccessibleDescription(
    'SKU DRG-GL-FIR-03-BLU-SLK is used by another product',
  );
  await expect(sku).toBeFocused();
  await sku.fill('GRID-DRG-BLUE-PLA');
  await grid.getByLabel('Select Red / PLA', { exact: true }).check();
  await grid.getByLabel('Select Red / PETG', { exact: true }).press('Space');
  await page.getByLabel('Stock for selected (2)', { exact: true }).fill('9');
  await page.getByRole('button', { name: 'Set stock' }).press('Enter');
  await expect(page.getByText('Stock 9 set on 2 selected variants.')).toBeVisible();
  await expect(grid.getByLabel('Stock for Red / PETG', { exact: true })).toHaveValue('9');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Product updated successfully')).toBeVisible();
  // The weight was saved: the form reads it back, the other rows still the product's.
  await page.goto(shop.url('/admin/products'));
  await page.getByRole('link', { name: 'Edit Grid Dragon' }).click();
  await expect(grid.getByLabel('Weight in grams for Red / PETG', { exact: true })).toHaveValue(
    '850',
  );
  await expect(grid.getByLabel('Weight in grams for Red / PLA', { exact: true })).toHaveValue('');

  await page.goto(shop.url('/shop/grid-dragon'));
  await expect(page.getByText('9 in stock')).toBeVisible();
  await material.getByText('PETG', { exact: true }).click();
  await expect(page.getByText('$31.00').first()).toBeVisible();
  await expect(page.getByText('9 in stock')).toBeVisible();
  expect(errors).toEqual([]);
});
