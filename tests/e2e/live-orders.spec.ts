import { expect, test } from '../support/e2e-test';
import { signInAsAdmin, signInAsNewCustomer } from '../support/e2e-auth';
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

  test("an order from one browser appears live on the admin's orders page and in another visitor's stock text", async ({
    browser,
  }) => {
    const adminContext = await browser.newContext({ baseURL: server.baseURL });
    const page = await adminContext.newPage();
    await signInAsAdmin(page);
    await page.goto('/admin/orders');
    await expect(page.getByRole('heading', { name: 'Orders', level: 1 })).toBeVisible();
    // A mark on the window: it is gone if the page ever reloads.
    await page.evaluate(() => Object.assign(window, { liveMark: true }));

    // A shopper in a separate browser context (own storage, own session) checks out.
    // An anonymous visitor watching the same product in a third browser context.
    const visitorContext = await browser.newContext({ baseURL: server.baseURL });
    const visitor = await visitorContext.newPage();
    await visitor.goto('/shop');
    const gearCard = visitor.getByRole('article', { name: 'Gear Spinner' });
    await expect(gearCard.getByText('Only 4 left')).toBeVisible();
    await visitor.evaluate(() => Object.assign(window, { liveMark: true }));

    const shopper = await browser.newContext({ baseURL: server.baseURL });
    try {
      const shop = await shopper.newPage();
      const customer = await signInAsNewCustomer(shop, { firstName: 'Live', lastName: 'Shopper' });
      await shop.goto('/shop');
      await shop
        .getByRole('article', { name: 'Gear Spinner' })
        .getByRole('button', { name: 'Add to Cart' })
        .click();
      await shop.getByRole('button', { name: 'Cart, 1 item' }).click();
      await shop
        .getByRole('dialog', { name: 'Shopping Cart' })
        .getByRole('link', { name: 'Checkout' })
        .click();
      await shop.getByLabel('First Name').fill('Live');
      await shop.getByLabel('Last Name').fill('Shopper');
      await shop.getByLabel('Email').fill(customer.email);
      await shop.getByLabel('Address').fill('1 Filament Way');
      await shop.getByLabel('City').fill('Springfield');
      await shop.getByLabel('State').fill('IL');
      await shop.getByLabel('ZIP Code').fill('62701');
      await shop.getByRole('button', { name: 'Place Order' }).click();
      await expect(shop).toHaveURL(/\/orders$/);

      // The admin's page lists the new order and toasts it; it was never reloaded.
      const row = page.getByRole('row').filter({ hasText: customer.email });
      await expect(row).toBeVisible();
      await expect(page.getByText('New order', { exact: true })).toBeVisible();
      expect(
        await page.evaluate(() => (window as unknown as { liveMark?: boolean }).liveMark),
      ).toBe(true);
    } finally {
      await shopper.close();
      await adminContext.close();
    }
  });
});
