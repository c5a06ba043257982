import { expect, test } from '../support/e2e-test';
import { watchHydration } from '../support/e2e-hydration-watch';

const publicPages = [
  ['/', /printed/i],
  ['/products', /^Products$/],
  ['/about', /About/],
  ['/contact', /Contact|Get in touch/i],
  ['/shop', /Shop|Store/i],
  ['/custom', /Custom/i],
] as const;

test('each public page arrives with its content already in the HTML, with this server’s store address', async ({
  request,
}) => {
  for (const [path] of publicPages) {
    const html = await (await request.get(path)).text();
    const root =
      /<div id="root">([\s\S]*)<\/div>\s*<template id="app-scripts">/.exec(html)?.[1] ?? '';
    expect(root, path).toMatch(/<h1\b/);
    expect(root, path).toContain('<header');
    expect(html, path).not.toContain('.invalid');
    const storeUrl = /<meta name="external-store-url" content="([^"]+)"/.exec(html)?.[1];
    expect(storeUrl, path).toMatch(/^https:\/\//);
    expect(root, path).toContain(`href="${storeUrl}"`);
  }
  // Private pages stay an empty shell: nothing of anyone's is rendered ahead.
  for (const path of ['/checkout', '/admin'])
    expect(await (await request.get(path)).text()).toContain('<div id="root"></div>');
  // An unknown path arrives with the not-found page, which holds nothing of anyone's.
  const notFound = await request.get('/no-such-page');
  expect(notFound.status()).toBe(404);
  expect(await notFound.text()).toMatch(/<div id="root">.*<h1\b[^>]*>Oops! Page not found<\/h1>/s);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });
  test('the home page and the catalogue are readable', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.goto('/products');
    await expect(page.getByRole('heading', { level: 1, name: 'Products' })).toBeVisible();
    await expect(page.locator('main img').first()).toBeVisible();
  });

  test('/shop arrives with its products, rendered live from the catalogue (decision 055)', async ({
    page,
  }) => {
    await page.goto('/shop');
    const cards = page.getByRole('article');
    await expect(cards.first()).toBeVisible();
    expect(await cards.count()).toBeGreaterThan(3);
    await expect(cards.first().getByRole('button', { name: 'Add to Cart' })).toBeVisible();
    await expect(cards.first().locator('img')).toHaveAttribute('fetchpriority', 'high');
  });
});

for (const [path, heading] of publicPages) {
  test(`the app takes over ${path} without replacing what was painted`, async ({ page }) => {
    const watched = await watchHydration(page);
    await page.goto(path);
    const h1 = page.getByRole('heading', { level: 1 });
    await expect(h1).toHaveText(heading);
    // The app has run once the theme toggle answers (it is a button of the app, not of the HTML).
    await page.getByRole('button', { name: /theme/i }).first().click();
    await expect(page.locator('html')).toHaveClass(/light/);
    expect(await watched.removedHeadings()).toEqual([]);
    expect(watched.errors).toEqual([]);
  });
}
