import { expect, test } from '../support/e2e-test';

test('the API reference at /api/docs opens, lists the operations and keeps the CSP', async ({
  page,
}) => {
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(message.text());
  });
  // Offline: everything the page loads comes from our own origin.
  const requested: string[] = [];
  page.on('request', (request) => requested.push(request.url()));
  const response = await page.goto('/api/docs');
  expect(response?.status()).toBe(200);
  const csp = response?.headers()['content-security-policy'] ?? '';
  expect(csp).toContain("script-src 'self'");
  expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/);

  // Swagger UI (about 1 MB of script) renders once the whole document is built from the route
  // schemas: under a loaded CI machine that took more than the default 10 s (CI of 7c9ef52).
  await expect(page.getByRole('heading', { name: /Layerworks shop API/ })).toBeVisible({
    timeout: 30_000,
  });
  // Operations are grouped by feature tag, each with its summary. The page keeps only the
  // operations near the screen in the document (116 paths): scroll down a screen at a time,
  // less than the screen's height so none is passed over, until each is there.
  const scrolledTo = async (target: ReturnType<typeof page.getByText>) =>
    expect(async () => {
      await page.mouse.wheel(0, 400);
      await expect(target).toBeVisible({ timeout: 500 });
    }).toPass({ timeout: 60_000 });
  await scrolledTo(page.locator('.opblock-tag', { hasText: 'catalog' }));
  await scrolledTo(page.getByText('List the active products'));
  await scrolledTo(page.getByText('/api/admin/orders/{id}/shipment'));
  const origin = new URL(page.url()).origin;
  expect(requested.filter((url) => !url.startsWith(origin) && !url.startsWith('data:'))).toEqual(
    [],
  );
  expect(problems).toEqual([]);
});
