import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { expect, test } from '../support/e2e-test';
import { signInViaApi } from '../support/e2e-auth';
import { startOwnShop, type OwnShop } from '../support/e2e-own-shop';

/**
 * Settings → Backups: the owner sets the schedule, backs up now and downloads the file. Two tests,
 * one per step; the owner signs in through the API (signing in is tested elsewhere).
 */
const OWNER = { email: 'owner-backups-e2e@example.com', password: 'owner-backups-e2e-pass-1' };
let own: OwnShop;
let base = '';

test.beforeAll(async () => {
  own = await startOwnShop('shop-backups-e2e', OWNER);
  base = own.url('');
});
test.afterAll(async () => own?.stop());

test('the owner saves the backup schedule and it survives a reload', async ({ page }) => {
  await signInViaApi(page, base, OWNER);
  await page.goto(`${base}/admin/settings`);
  await page.getByLabel('Time of day (UTC)').fill('04:30');
  await page.getByLabel('Backups to keep').fill('5');
  await page.getByRole('button', { name: 'Save schedule' }).click();
  await expect(page.getByText('Backup schedule saved')).toBeVisible();

  await page.reload();
  await expect(page.getByLabel('Time of day (UTC)')).toHaveValue('04:30');
  await expect(page.getByLabel('Backups to keep')).toHaveValue('5');
});

test('the owner backs up now and downloads the file', async ({ page }) => {
  await signInViaApi(page, base, OWNER);
  await page.goto(`${base}/admin/settings`);
  await expect(page.getByText('No backups yet.')).toBeVisible();

  await page.getByRole('button', { name: 'Back up now' }).click();
  await expect(page.getByText(/Backup written: shop-/)).toBeVisible({ timeout: 30_000 });
  const list = page.getByRole('list', { name: 'Backups' });
  await expect(list.getByRole('listitem')).toHaveCount(1);

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    list.getByRole('button', { name: 'Download' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^shop-.*\.dump\.gz$/);
  const saved = join(own.dataDir, 'downloaded.dump.gz');
  await download.saveAs(saved);
  expect(
    JSON.parse(gunzipSync(readFileSync(saved)).toString('utf8').split('\n')[0]!),
  ).toMatchObject({ kind: 'header', format: 'layerworks-shop-dump' });
  expect(readdirSync(join(own.dataDir, 'backups'))).toEqual([download.suggestedFilename()]);
});
