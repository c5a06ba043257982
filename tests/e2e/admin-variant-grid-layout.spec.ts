import type { Page } from '@playwright/test';
import { expect, test } from '../support/e2e-test';
import { signInViaApi } from '../support/e2e-auth';
import { E2E_ADMIN } from '../support/e2e-constants';

/**
 * The product form's variants grid fits its box with every column in view: a table at 1366 px
 * (no column scrolled out of sight while the page has room), a card per variant at 390 px. The
 * material option suggests materials. Nothing is saved: the shared catalogue stays as it is.
 */

async function buildGrid(page: Page) {
  await signInViaApi(page, '', E2E_ADMIN);
  await page.goto('/admin/products/new');
  await expect(page.getByRole('heading', { name: 'Add Product', level: 1 })).toBeVisible();
  await page.getByLabel('Name', { exact: true }).fill('Layout Dragon');
  await page.getByLabel('SKU', { exact: true }).fill('LAYOUT');
  await page.getByRole('button', { name: 'Add option' }).click();
  await page.getByLabel('Option 1 name', { exact: true }).fill('Colour');
  await expect(page.getByLabel('Option 1 values', { exact: true })).toHaveAttribute(
    'placeholder',
    'Red, Blue',
  );
  await page.getByLabel('Option 1 values', { exact: true }).fill('Red, Blue');
  await page.getByRole('button', { name: 'Add option' }).click();
  await page.getByLabel('Option 2 name', { exact: true }).fill('Material');
  await expect(page.getByLabel('Option 2 values', { exact: true })).toHaveAttribute(
    'placeholder',
    'PLA, PETG',
  );
  await page.getByLabel('Option 2 values', { exact: true }).fill('PLA, PETG');
  await page.getByRole('button', { name: 'Generate every combination' }).click();
  const grid = page.getByRole('table', { name: 'Variants' });
  await expect(grid.locator('tbody th[scope="row"]')).toHaveCount(4);
  // One made to order, so its lead time cell holds an input too.
  await grid.getByLabel('Inventory for Blue / PETG', { exact: true }).selectOption('Made to order');
  return grid;
}

/** Every control of a row, by its label: none may lie outside the grid's box. */
const CONTROLS = (title: string) => [
  `Select ${title}`,
  `SKU for ${title}`,
  `Price for ${title}`,
  `Compare-at price for ${title}`,
  `Inventory for ${title}`,
  `Weight in grams for ${title}`,
  `Image for ${title}`,
  `Remove ${title}`,
];

for (const [label, viewport, stacked] of [
  ['1366 px', { width: 1366, height: 900 }, false],
  ['390 px', { width: 390, height: 844 }, true],
] as const)
  test(`the variants grid shows every column inside its box (${label})`, async ({ page }) => {
    await page.setViewportSize(viewport);
    const grid = await buildGrid(page);
    // The grid's box: the bordered frame round the table.
    const box = grid.locator('xpath=..');
    // Nothing scrolls out of sight, in the grid or the page.
    expect(await box.evaluate((el) => el.scrollWidth - el.clientWidth)).toBeLessThanOrEqual(0);
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
    ).toBeLessThanOrEqual(0);
    const outer = (await box.boundingBox())!;
    const inside = async (name: string) => {
      const control = grid
        .getByLabel(name, { exact: true })
        .or(grid.getByRole('button', { name, exact: true }));
      await expect(control, name).toBeVisible();
      const rect = (await control.boundingBox())!;
      expect(rect.x, name).toBeGreaterThanOrEqual(outer.x - 0.5);
      expect(rect.x + rect.width, name).toBeLessThanOrEqual(outer.x + outer.width + 0.5);
      // Wide enough to use: a checkbox its own size, an input or a button room for its text.
      expect(rect.width, name).toBeGreaterThan(name.startsWith('Select ') ? 10 : 56);
    };
    for (const title of ['Red / PLA', 'Blue / PETG'])
      for (const name of CONTROLS(title)) await inside(name);
    await inside('Stock for Red / PLA');
    await inside('Lead time in days for Blue / PETG');
    if (stacked) {
      // A card per variant: each input under its column's heading.
      const sku = grid.getByLabel('SKU for Red / PLA', { exact: true });
      const heading = await sku.evaluate(
        (el) => getComputedStyle(el.closest('td')!, '::before').content,
      );
      expect(heading).toBe('"SKU"');
      const weight = grid.getByLabel('Weight in grams for Red / PLA', { exact: true });
      expect(
        await weight.evaluate((el) => getComputedStyle(el.closest('td')!, '::before').content),
      ).toBe('"Weight (g)"');
    } else {
      // A table at 1366: the page's width is used (the form is not a narrow column beside empty
      // space), and each row is one line of cells.
      expect(outer.width).toBeGreaterThan(900);
      const first = (await grid.getByLabel('SKU for Red / PLA', { exact: true }).boundingBox())!;
      const last = (await grid.getByLabel('Image for Red / PLA', { exact: true }).boundingBox())!;
      expect(Math.abs(first.y - last.y)).toBeLessThan(4);
    }
  });
