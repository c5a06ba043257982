import { expect, test } from '../support/e2e-test';
import type { Page } from '@playwright/test';
import { signInViaApi, signUpViaApi } from '../support/e2e-auth';
import { axeViolations } from '../support/e2e-axe';
import { useOwnShop } from '../support/e2e-own-shop';
import { placeOrderViaApi } from '../support/e2e-place-order';
import { ownerHeaders, printProductToOrder } from '../support/e2e-production';
import { makeBox } from '#core/geometry/make-box';
import { encodeBinaryStl } from '#core/geometry/write-mesh';
import { startFakeOctoPrint } from '../support/printer-fakes/fake-octoprint';

/**
 * A connected printer from the owner's side: she adds an OctoPrint printer (the protocol fake, on
 * 127.0.0.1), tests the connection (a wrong key first, then the right one), and a paid order's
 * job goes to it; the customer's order page reads "Printing". Axe clean in both themes.
 */
const OWNER = { email: 'owner-printer-links-e2e@example.com', password: 'owner-links-pass-1' };
const shop = useOwnShop('shop-printer-links-e2e', OWNER, { AUTH_RATE_LIMIT_PER_EMAIL: '100' });

async function setTheme(page: Page, theme: 'dark' | 'light') {
  await page.evaluate((t) => localStorage.setItem('theme', t), theme);
  await page.reload();
  await expect(page.locator('html')).toHaveClass(new RegExp(`\\b${theme}\\b`));
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByText('Loading…')).toHaveCount(0);
}

test('the owner adds an OctoPrint printer and tests it; its job prints and the customer sees it', async ({
  browser,
}) => {
  // A print of 90 s: its progress moves by a percent every second or so.
  const fake = await startFakeOctoPrint({ version: '1.10.2', printSeconds: 90 });
  const owner = await browser.newContext({
    baseURL: shop.url(''),
    viewport: { width: 1366, height: 900 },
  });
  const customerContext = await browser.newContext({ baseURL: shop.url('') });
  try {
    const page = await owner.newPage();
    const filament = { material: 'PLA', colour: 'Violet' };
    const headers = await ownerHeaders(page.request, '', OWNER);
    await printProductToOrder(page.request, '', headers, 'Custom Name Plate', filament);
    // Its model file, which the shop's slicer turns into the G-code the printer is sent.
    const products = (await (await page.request.get('/api/products')).json()) as {
      name: string;
      variantId: string;
    }[];
    const plate = products.find((p) => p.name === 'Custom Name Plate')!;
    const model = await page.request.post(
      `/api/admin/production/variants/${plate.variantId}/model`,
      {
        headers,
        multipart: {
          file: {
            name: 'plate.stl',
            mimeType: 'application/octet-stream',
            buffer: Buffer.from(encodeBinaryStl(makeBox([30, 20, 3]))),
          },
        },
      },
    );
    expect(model.status(), await model.text()).toBe(200);
    await signInViaApi(page, '', OWNER);
    await page.evaluate(() => localStorage.setItem('theme', 'dark'));
    await page.goto('/admin/production?tab=printers');

    await page.getByRole('button', { name: 'Add Printer' }).click();
    const form = page.getByRole('dialog', { name: 'Add Printer' });
    await form.getByLabel('Name').fill('Octo Mk3');
    // No address field for a manual printer; choosing OctoPrint shows its address and key.
    await expect(form.getByLabel('Address (base URL)')).toHaveCount(0);
    await form.getByLabel('Kind').selectOption({ label: 'OctoPrint' });
    await form.getByLabel('Address (base URL)').fill(fake.url);
    const key = form.getByLabel('API key');
    await expect(key).toHaveAttribute('type', 'password');
    await key.fill('NOT-THE-KEY');
    const answer = form.getByRole('status');
    const testButton = form.getByRole('button', { name: 'Test connection' });
    await testButton.click();
    await expect(answer).toContainText('Not connected:');
    await expect(answer).toContainText('API key');
    await key.fill(fake.apiKey);
    await testButton.click();
    await expect(answer).toHaveText('Connected: OctoPrint 1.10.2 · Ready');
    await expect(testButton).toHaveAccessibleDescription('Connected: OctoPrint 1.10.2 · Ready');
    await form.getByLabel('Loaded colour').fill(filament.colour);
    expect(await axeViolations(page, { include: '[role="dialog"]' }), 'dark, the form').toEqual([]);
    await form.getByRole('button', { name: 'Add Printer' }).click();
    await expect(page.getByText('Octo Mk3 added')).toBeVisible();

    // A paid order's job goes to the connected printer, and prints.
    const customer = await signUpViaApi(page.request, { firstName: 'Ada', lastName: 'Violet' });
    const order = await placeOrderViaApi(page.request, '', customer, 'Custom Name Plate');
    await page.goto('/admin/production');
    const card = page
      .getByRole('article')
      .filter({ has: page.getByRole('link', { name: `Order ${order.orderNumber}` }) });
    await expect(card.getByText('Octo Mk3', { exact: true })).toBeVisible();
    // The shop uploads and starts it on the printer itself; the owner presses nothing.
    await expect(
      page.getByTestId('board-printing').getByRole('link', { name: `Order ${order.orderNumber}` }),
    ).toBeVisible({ timeout: 60_000 });
    // The board follows the printer's progress as it moves.
    const bar = page.getByRole('progressbar', { name: 'Print progress on Octo Mk3' });
    await expect(bar).toBeVisible({ timeout: 30_000 });
    const first = Number(await bar.getAttribute('value'));
    await expect
      .poll(async () => Number(await bar.getAttribute('value')), { timeout: 45_000 })
      .toBeGreaterThan(first);
    expect(fake.control.printsStarted()).toBe(1);
    expect(await axeViolations(page), 'dark, the board').toEqual([]);

    const watcher = await customerContext.newPage();
    await signInViaApi(watcher, '', customer);
    await watcher.goto(`/orders/${order.id}`);
    const progress = watcher.getByRole('region', { name: 'Print progress' });
    await expect(progress.getByTestId('line-state')).toHaveText('Printing');
    await expect(progress).not.toContainText('Octo');
    expect(await axeViolations(watcher), 'the customer order page').toEqual([]);

    await setTheme(page, 'light');
    expect(await axeViolations(page), 'light, the board').toEqual([]);
  } finally {
    await customerContext.close();
    await owner.close();
    await fake.close();
  }
});
