import { expect, test } from '../support/e2e-test';
import { makeBox } from '#core/geometry/make-box';
import { encodeBinaryStl } from '#core/geometry/write-mesh';
import { signInViaApi } from '../support/e2e-auth';
import { axeViolations } from '../support/e2e-axe';
import { useOwnShop } from '../support/e2e-own-shop';
import { scrollsSideways } from '../support/e2e-production';

/**
 * The owner sets production up from the pages alone: a printer, a spool loaded on it (running
 * low), and a product's variant printed to order with its model; the orders list filters by
 * production status. On a shop of its own, so the shared shop keeps no printers.
 */
const OWNER = { email: 'owner-production-setup@example.com', password: 'owner-setup-pass-123' };
const shop = useOwnShop('shop-production-setup-e2e', OWNER);

test('the owner adds a printer and a spool, loads it, and marks a variant printed to order', async ({
  browser,
}) => {
  const context = await browser.newContext({
    baseURL: shop.url(''),
    viewport: { width: 390, height: 844 },
  });
  try {
    const page = await context.newPage();
    await signInViaApi(page, '', OWNER);
    await page.goto('/admin/production?tab=printers');
    await expect(page.getByRole('tab', { name: 'Printers' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await page.getByRole('button', { name: 'Add Printer' }).click();
    const printerForm = page.getByRole('dialog', { name: 'Add Printer' });
    await printerForm.getByLabel('Name').fill('Desk Mk4');
    await printerForm.getByLabel('Loaded colour').fill('Silver');
    await printerForm.getByRole('button', { name: 'Add Printer' }).click();
    await expect(page.getByText('Desk Mk4 added')).toBeVisible();
    await expect(
      page.locator('#main').getByRole('listitem').filter({ hasText: 'Desk Mk4' }),
    ).toContainText('Loaded: PLA · Silver');
    // The schema's bounds are checked before anything is sent.
    await page.getByRole('button', { name: 'Edit Desk Mk4' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Desk Mk4' });
    await edit.getByLabel('Nozzle (mm)').fill('5');
    await edit.getByRole('button', { name: 'Save Changes' }).click();
    await expect(edit.getByText(/<=\s*2/)).toBeVisible();
    await edit.getByLabel('Nozzle (mm)').fill('0.6');
    await edit.getByRole('button', { name: 'Save Changes' }).click();
    await expect(page.getByText('Desk Mk4 saved')).toBeVisible();
    await expect(page.getByText(/0\.6 mm nozzle/)).toBeVisible();

    await page.getByRole('tab', { name: 'Spools' }).click();
    await page.getByRole('button', { name: 'Add Spool' }).click();
    const spoolForm = page.getByRole('dialog', { name: 'Add Spool' });
    await spoolForm.getByLabel('Colour').fill('Silver');
    await spoolForm.getByLabel('Grams left').fill('150');
    await spoolForm.getByRole('button', { name: 'Add Spool' }).click();
    await expect(page.getByText('Spool PLA Silver added')).toBeVisible();
    await expect(page.getByText('150 g left of 1000 g')).toBeVisible();
    await expect(page.getByText('PLA Silver (150 g left)')).toBeVisible();
    await page.getByLabel('Loaded on').selectOption({ label: 'Desk Mk4' });
    await expect(page.getByText('Spool PLA Silver loaded on Desk Mk4')).toBeVisible();
    expect(await scrollsSideways(page)).toBe(false);
    expect(await axeViolations(page), 'the spools tab').toEqual([]);

    await page.getByRole('tab', { name: 'Board' }).click();
    const printer = page.getByRole('article', { name: 'Desk Mk4' });
    await expect(printer).toContainText('PLA · Silver · 150 g left');
    await expect(printer.getByText('Bed cleared')).toBeVisible();
    // The dashboard says so too, with the way to the spools.
    await page.goto('/admin');
    const low = page.getByRole('heading', { name: 'Filament running low' }).locator('..');
    await expect(low.getByRole('listitem')).toHaveText(['PLA Silver150 g left']);
    await low.getByRole('link', { name: 'PLA Silver' }).click();
    await expect(page.getByRole('tab', { name: 'Spools' })).toHaveAttribute(
      'aria-selected',
      'true',
    );

    // A product's variant printed to order, with its model.
    const products = (await (await page.request.get('/api/products')).json()) as {
      id: string;
      name: string;
    }[];
    const octopus = products.find((p) => p.name === 'Flexi Octopus')!;
    await page.setViewportSize({ width: 1366, height: 900 });
    await page.goto(`/admin/products/${octopus.id}`);
    const row = page
      .locator('#main')
      .getByRole('listitem')
      .filter({ hasText: 'Not printed to order' });
    await expect(row).toContainText('Flexi Octopus');
    await page.getByRole('button', { name: 'Print settings for Flexi Octopus' }).click();
    const dialog = page.getByRole('dialog', { name: /Print settings/ });
    await dialog.getByRole('switch', { name: 'Printed to order' }).click();
    await dialog.getByLabel('Colour').fill('');
    await dialog.getByRole('button', { name: 'Save print settings' }).click();
    await expect(dialog.getByText('needs its material, colour and quality')).toBeVisible();
    await dialog.getByLabel('Colour').fill('Silver');
    await dialog.getByLabel('Model file (STL, OBJ or 3MF)').setInputFiles({
      name: 'octopus.stl',
      mimeType: 'model/stl',
      buffer: Buffer.from(encodeBinaryStl(makeBox([40, 30, 20]))),
    });
    await expect(page.getByText('octopus.stl attached')).toBeVisible();
    await expect(dialog.getByText('Attached: octopus.stl (40 × 30 × 20 mm)')).toBeVisible();
    expect(await axeViolations(page, { include: '[role="dialog"]' }), 'the dialog').toEqual([]);
    await dialog.getByRole('button', { name: 'Save print settings' }).click();
    await expect(page.getByText('Flexi Octopus: printed to order')).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(
      page.locator('#main').getByRole('listitem').filter({ hasText: 'Flexi Octopus' }),
    ).toContainText('PLA · Silver · Standard · octopus.stl');
    // Saving the print settings saved nothing of the product form itself.
    await expect(page).toHaveURL(shop.url(`/admin/products/${octopus.id}`));

    // Restock jobs: the first goes to the free printer; the owner reorders the two left.
    await page.goto('/admin/production');
    for (const pieces of ['1', '2', '3']) {
      await page.getByRole('button', { name: 'Add restock job' }).click();
      const restock = page.getByRole('dialog', { name: 'Add restock job' });
      await restock.getByLabel('Product').selectOption({ label: 'Flexi Octopus' });
      await restock.getByLabel('Pieces').fill(pieces);
      await restock.getByRole('button', { name: 'Add Job' }).click();
      await expect(restock).toBeHidden();
    }
    await expect(page.getByText('Queued (3)')).toBeVisible();
    const queued = page.getByTestId('board-queued').getByRole('article');
    const piecesInOrder = () =>
      queued.evaluateAll((cards) =>
        cards.map((card) => /Pieces:\s*(\d+)/.exec(card.textContent ?? '')?.[1]),
      );
    await expect.poll(piecesInOrder).toEqual(['1', '2', '3']);
    const second = queued.filter({ hasText: /Pieces:\s*2/ });
    await expect(second.getByRole('button', { name: 'Move up' })).toBeDisabled();
    await second.getByRole('button', { name: 'Move down' }).click();
    await expect(page.getByText('Restock: Flexi Octopus: moved down')).toBeVisible();
    await expect.poll(piecesInOrder).toEqual(['1', '3', '2']);

    // Held, a job is given no printer; released, it waits again; cancelled (asked first), it is done.
    const last = queued.filter({ hasText: /Pieces:\s*2/ });
    await last.getByRole('button', { name: 'Hold', exact: true }).click();
    await expect(last.getByText('On hold')).toBeVisible();
    await last.getByRole('button', { name: 'Release', exact: true }).click();
    await expect(last.getByText('On hold')).toBeHidden();
    await last.getByRole('button', { name: 'Cancel', exact: true }).click();
    const confirm = page.getByRole('dialog', { name: 'Cancel Restock: Flexi Octopus?' });
    await confirm.getByRole('button', { name: 'Keep' }).click();
    await expect(confirm).toBeHidden();
    await last.getByRole('button', { name: 'Cancel', exact: true }).click();
    await confirm.getByRole('button', { name: 'Cancel job' }).click();
    await expect(page.getByText('Restock: Flexi Octopus: cancelled')).toBeVisible();
    const done = page.getByTestId('board-done').getByRole('article');
    await expect(done.filter({ hasText: /Pieces:\s*2/ })).toContainText('Cancelled');
    await expect(page.getByText('Queued (2)')).toBeVisible();

    // The assigned job's model was sliced for its printer: its G-code downloads for the SD card.
    const first = queued.filter({ hasText: /Pieces:\s*1/ });
    await expect(first.getByText('Desk Mk4', { exact: true })).toBeVisible();
    const download = first.getByRole('button', { name: 'Download G-code' });
    await expect(download).toBeVisible({ timeout: 60_000 });
    const [file] = await Promise.all([page.waitForEvent('download'), download.click()]);
    expect(file.suggestedFilename()).toBe('Restock-Flexi-Octopus.gcode');
    const gcode = await (await file.createReadStream()).toArray();
    expect(Buffer.concat(gcode).toString('utf8')).toMatch(/^G1 /m);

    // The orders list filters by production status.
    await page.goto('/admin/orders');
    await page.getByLabel('Production').selectOption({ label: 'Ready to ship' });
    await expect(page).toHaveURL(/productionStatus=ready_to_ship/);
    await expect(page.getByText('No orders found')).toBeVisible();
  } finally {
    await context.close();
  }
});
