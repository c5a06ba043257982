import { expect, test } from '../support/e2e-test';
import { DEFAULT_PRINTER_INI } from '#core/custom-prints/slicing/default-slicer-profiles';
import { signInViaApi } from '../support/e2e-auth';
import { E2E_ADMIN } from '../support/e2e-constants';
import { axeViolations } from '../support/e2e-axe';

const ini = (name: string, text: string) => ({
  name,
  mimeType: 'text/plain',
  buffer: Buffer.from(text),
});

// Admin → Slicing (decision 123): the owner reads whether quotes are sliced and with what, and
// uploads the printer's profile; a profile that could run a program is refused with the reason.
test('the owner reads that slicing is on and uploads a printer profile; a forbidden one is refused', async ({
  page,
}) => {
  await signInViaApi(page, '', E2E_ADMIN);
  await page.goto('/admin/print-materials');
  const section = page.getByRole('region', { name: 'Slicing' });
  await expect(section.getByTestId('slicer-status')).toHaveText(
    /^Slicing is on\. PrusaSlicer-\d+\.\d+\.\d+\S* at \S+: each slice runs/,
  );
  await expect(section.getByTestId('slicer-bed')).toContainText('250 × 210 × 210 mm');
  const printer = section.getByLabel('Upload a PrusaSlicer profile for Printer', { exact: true });

  await printer.setInputFiles(ini('evil.ini', 'layer_height = 0.2\npost_process = /bin/sh -c x\n'));
  await expect(
    page.getByText('The setting post_process is not accepted (it could run or write files).'),
  ).toBeVisible();
  await expect(section.getByText('evil.ini')).toHaveCount(0);

  // The shipped printer with its own name: the same bed, so other specs' models still fit.
  await printer.setInputFiles(ini('my-printer.ini', DEFAULT_PRINTER_INI));
  await expect(page.getByText('Slicer settings saved')).toBeVisible();
  const row = section.getByRole('listitem').filter({ hasText: 'Printer: ' });
  await expect(row).toContainText('my-printer.ini');
  await expect(section.getByTestId('slicer-bed')).toContainText('250 × 210 × 210 mm');
  expect(await axeViolations(page)).toEqual([]);

  await row.getByRole('button', { name: 'Use the default' }).click();
  await expect(row).toContainText('shipped default');
});
