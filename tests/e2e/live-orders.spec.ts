import { expect, test } from '../support/e2e-test';
import { signInViaApi, signUpViaApi } from '../support/e2e-auth';
import { E2E_ADMIN } from '../support/e2e-constants';
import { placeOrderViaApi } from '../support/e2e-place-order';
import { startExtraServer, type ExtraServer } from '../support/e2e-extra-server';

test('a public page holds one live connection, which the CSP allows', async ({ page }) => {
  const errors: string[] = [];
  page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
  // Frames are collected from the moment the socket exists: the first one comes at once.
  const frames: string[] = [];
  let open = false;
  page.on('websocket', (ws) => {
    if (new URL(ws.url()).pathname !== '/api/realtime') return;
    open = true;
    ws.on('framereceived', (frame) => frames.push(String(frame.payload)));
    ws.on('close', () => (open = false));
  });
  await page.goto('/');
  await expect.poll(() => frames.some((f) => f.includes('"type":"ready"'))).toBe(true);
  expect(open).toBe(true);
  expect(errors.filter((e) => /Content Security Policy|WebSocket/i.test(e))).toEqual([]);
});

test.describe('on a shop of its own', () => {
  // Its own server: the order placed here must not change stock or counts other specs check.
  let server: ExtraServer;
  test.beforeAll(async () => {
    server = await startExtraServer({});
  });
  test.afterAll(async () => {
    await server?.stop();
  });

  test("a new order appears live on the admin's orders page and in a visitor's stock text, with no reload", async ({
    browser,
  }) => {
    const adminContext = await browser.newContext({ baseURL: server.baseURL });
    const visitorContext = await browser.newContext({ baseURL: server.baseURL });
    try {
      const page = await adminContext.newPage();
      await signInViaApi(page, server.baseURL, E2E_ADMIN);
      await page.goto('/admin/orders');
      await expect(page.getByRole('heading', { name: 'Orders', level: 1 })).toBeVisible();
      // A mark on the window: it is gone if the page ever reloads.
      await page.evaluate(() => Object.assign(window, { liveMark: true }));

      // An anonymous visitor watching the same product in a separate browser context.
      const visitor = await visitorContext.newPage();
      await visitor.goto('/shop');
      const gearCard = visitor.getByRole('article', { name: 'Gear Spinner' });
      await expect(gearCard.getByText('Only 4 left')).toBeVisible();
      await visitor.evaluate(() => Object.assign(window, { liveMark: true }));

      // A shopper elsewhere checks out (through the API: the checkout form has specs of its own).
      const customer = await signUpViaApi(adminContext.request, {
        firstName: 'Live',
        lastName: 'Shopper',
      });
      await placeOrderViaApi(adminContext.request, '', customer, 'Gear Spinner');

      // The admin's page lists the new order and toasts it; the visitor's stock text follows;
      // neither page was ever reloaded.
      const row = page.getByRole('row').filter({ hasText: customer.email });
      await expect(row).toBeVisible();
      await expect(page.getByText('New order', { exact: true })).toBeVisible();
      await expect(gearCard.getByText('Only 3 left')).toBeVisible();
      for (const watcher of [page, visitor])
        expect(
          await watcher.evaluate(() => (window as unknown as { liveMark?: boolean }).liveMark),
        ).toBe(true);
    } finally {
      await visitorContext.close();
      await adminContext.close();
    }
  });
});
