import { expect, test } from '../support/e2e-test';
import { signInViaApi } from '../support/e2e-auth';
import { useOwnShop } from '../support/e2e-own-shop';

/**
 * The owner imports a Shopify product CSV from the products page, sees the dry run
 * (errors by row, then what would be created), imports it, and exports the catalogue. On a shop
 * of its own, so the shared server's products and stock stay as other specs count them.
 */
const OWNER = { email: 'owner-csv-e2e@example.com', password: 'owner-csv-e2e-pass-1' };
const shop = useOwnShop('shop-catalog-csv-e2e', OWNER);

const HEADER =
  'Handle,Title,Option1 Name,Option1 Value,Variant SKU,Variant Price,Variant Inventory Qty';
const file = (name: string, rows: string[]) => ({
  name,
  mimeType: 'text/csv',
  buffer: Buffer.from([HEADER, ...rows].join('\n')),
});

test('the owner previews an import, fixes its error, imports it and exports the catalogue', async ({
  page,
}) => {
  await signInViaApi(page, shop.url(''), OWNER);
  await page.goto(shop.url('/admin/products'));
  await expect(page.getByRole('heading', { name: 'Products', level: 1 })).toBeVisible();

  await page.getByRole('button', { name: 'Import CSV' }).click();
  const dialog = page.getByRole('dialog', { name: 'Import products' });
  const status = dialog.getByTestId('import-status');
  await dialog
    .getByLabel('CSV file')
    .setInputFiles(
      file('bad.csv', [
        'csv-lamp,CSV Lamp,Size,Small,CSVL-S,5.00,2',
        'csv-lamp,,,Large,CSVL-L,oops,1',
      ]),
    );
  await expect(status).toHaveText(
    '1 error: fix them and choose the file again. Nothing was imported.',
  );
  const errors = dialog.getByRole('table', { name: 'Errors' });
  await expect(errors.getByRole('row').nth(1)).toContainText('3');
  await expect(errors.getByRole('row').nth(1)).toContainText('"oops" is not an amount like 12.99');
  await expect(dialog.getByRole('button', { name: 'Import' })).toBeDisabled();

  await dialog
    .getByLabel('CSV file')
    .setInputFiles(
      file('good.csv', [
        'csv-lamp,CSV Lamp,Size,Small,CSVL-S,5.00,2',
        'csv-lamp,,,Large,CSVL-L,7.00,1',
      ]),
    );
  await expect(status).toHaveText('Ready: 1 to create, 0 to change, 0 unchanged.');
  await expect(dialog.getByRole('table', { name: 'Products in the file' })).toContainText(
    'csv-lamp',
  );
  await dialog.getByRole('button', { name: 'Import' }).click();
  await expect(status).toHaveText('Imported: 1 created, 0 changed.');
  await page.keyboard.press('Escape');
  await expect(page.getByText('CSV Lamp')).toBeVisible();

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const saved = await (await download).path();
  const { readFile } = await import('node:fs/promises');
  const csv = await readFile(saved, 'utf8');
  expect(csv).toContain('csv-lamp,CSV Lamp');
  expect(csv).toContain('CSVL-L');
});
