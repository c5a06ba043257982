import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { expect, test } from '../support/e2e-test';
import { copyShopTemplate } from '../support/copy-shop-template';
import { loadConfig } from '../../src/server/config';
import { startServer, type StartedServer } from '../../src/server/start';
import { signInViaApi } from '../support/e2e-auth';

/**
 * Settings → Backups: the owner sets the schedule, backs up now and downloads the file. Two tests,
 * one per step; the owner signs in through the API (signing in is tested elsewhere).
 */
const OWNER = { email: 'owner-backups-e2e@example.com', password: 'owner-backups-e2e-pass-1' };
let dataDir: string;
let server: StartedServer;
let base = '';

test.beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'shop-backups-e2e-'));
  copyShopTemplate(dataDir);
  server = await startServer(
    loadConfig({
      ...process.env,
      DATA_DIR: dataDir,
      PORT: '0',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      WEB_DIR: 'dist/web',
      ADMIN_EMAIL: OWNER.email,
      ADMIN_PASSWORD: OWNER.password,
    }),
  );
  base = `http://127.0.0.1:${(server.app.server.address() as { port: number }).port}`;
});
test.afterAll(async () => {
  await server?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

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
  const saved = join(dataDir, 'downloaded.dump.gz');
  await download.saveAs(saved);
  expect(
    JSON.parse(gunzipSync(readFileSync(saved)).toString('utf8').split('\n')[0]!),
  ).toMatchObject({ kind: 'header', format: 'layerworks-shop-dump' });
  expect(readdirSync(join(dataDir, 'backups'))).toEqual([download.suggestedFilename()]);
});
