import { expect, test } from '../support/e2e-test';
import { unpatchedAttributes, watchHydration } from '../support/e2e-hydration-watch';

// No soft 404. The status is 404, the page is in the HTML itself, and the app takes it
// over (hydrates, not re-renders), so its link home is a navigation of the app.
test('an unknown path answers 404 with the not-found page, which the app takes over', async ({
  page,
}) => {
  const watched = await watchHydration(page);
  const response = await page.goto('/no/such/page');
  expect(response?.status()).toBe(404);
  expect(await response?.text()).toContain('Oops! Page not found');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Oops! Page not found');
  await expect(page).toHaveTitle('Page not found · Layerworks 3D');
  expect(await watched.removedHeadings()).toEqual([]);
  expect(await unpatchedAttributes(page)).toEqual([]);

  await page.getByRole('link', { name: 'Return to Home' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('Oops! Page not found');
  // The 404 had no canonical URL; the page it led to has its own.
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/$/);
  expect(watched.errors).toEqual([]);
});

// An unknown product: /shop/<slug> is the product route, but the server answers 404 with the
// not-found page; the app takes that page over as it is, without a product request of its own.
test('an unknown product answers 404 with the not-found page, hydrated as it was sent', async ({
  page,
}) => {
  const watched = await watchHydration(page);
  const logged: string[] = [];
  page.on('console', (message) => logged.push(message.text()));
  const productRequests: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/products/by-slug/')) productRequests.push(request.url());
  });
  const response = await page.goto('/shop/no-such-dragon');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Oops! Page not found');
  expect(await watched.removedHeadings()).toEqual([]);
  expect(watched.errors).toEqual([]);
  expect(productRequests).toEqual([]);
  // The page still knows where the visitor asked to go (SPEC §2: the 404 logs the path).
  await expect.poll(() => logged.some((line) => line.includes('/shop/no-such-dragon'))).toBe(true);

  await page.getByRole('link', { name: 'Return to Home' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('Oops! Page not found');
});
