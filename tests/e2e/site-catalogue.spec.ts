import { expect, test } from '../support/e2e-test';

const STORE_URL = 'https://layerworks3d.etsy.com';

test('the catalogue shows nine items from $15.99 to $69.99 and filters by category', async ({
  page,
}) => {
  await page.goto('/products');
  const cards = page.getByRole('main').getByRole('article');
  await expect(cards).toHaveCount(9);
  await expect(page.getByRole('button', { name: 'All' })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByText('$15.99', { exact: true })).toBeVisible();
  await expect(page.getByText('$69.99', { exact: true })).toBeVisible();
  const prices = (await page.getByRole('article').locator('p.text-primary').allTextContents()).map(
    (p) => Number(p.replace('$', '')),
  );
  expect(Math.min(...prices)).toBe(15.99);
  expect(Math.max(...prices)).toBe(69.99);

  for (const [filter, count, example] of [
    ['Color Changing Dragons', 3, 'Aurora Crystal Dragon'],
    ['Glow in the Dark Dragons', 3, 'Lunar Glow Dragon'],
    ['Fidgets', 3, 'Gear Spinner'],
  ] as const) {
    await page.getByRole('button', { name: filter }).click();
    await expect(page.getByRole('button', { name: filter })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(cards).toHaveCount(count);
    await expect(page.getByRole('heading', { name: example })).toBeVisible();
    for (const badge of await cards
      .locator('span')
      .filter({ hasText: /Dragons|Fidgets/ })
      .allTextContents())
      expect(badge).toBe(filter);
  }
  await page.getByRole('button', { name: 'All' }).click();
  await expect(cards).toHaveCount(9);
  await expect(page).toHaveURL(/\/products$/);
});

test('every card has an image with its size set, lazy below the first row', async ({ page }) => {
  await page.goto('/products');
  const images = page.getByRole('article').locator('img');
  await expect(images).toHaveCount(9);
  for (let i = 0; i < 9; i++) {
    await expect(images.nth(i)).toHaveAttribute('width', '800');
    await expect(images.nth(i)).toHaveAttribute('height', '600');
    await expect(images.nth(i)).toHaveAttribute('loading', i < 3 ? 'eager' : 'lazy');
  }
  await images.nth(8).scrollIntoViewIfNeeded();
  await expect
    .poll(() =>
      images.nth(8).evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0),
    )
    .toBe(true);
});

test("each card's Shop button opens the external store in a new tab", async ({ page, context }) => {
  await context.route(`${STORE_URL}/**`, (route) =>
    route.fulfill({ contentType: 'text/html', body: '<title>Store</title>' }),
  );
  await page.goto('/products');
  const shopButtons = page.getByRole('article').getByRole('link', { name: /^Shop/ });
  await expect(shopButtons).toHaveCount(9);
  for (const link of await shopButtons.all()) {
    await expect(link).toHaveAttribute('href', STORE_URL);
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  }
  await expect(
    page.getByRole('link', { name: 'Shop Gear Spinner (opens in a new tab)' }),
  ).toBeVisible();
  const [popup] = await Promise.all([page.waitForEvent('popup'), shopButtons.first().click()]);
  await expect(popup).toHaveURL(`${STORE_URL}/`);
  await expect(page).toHaveURL(/\/products$/);
});
