import type { Page } from '@playwright/test';
import { expect, test } from '../support/e2e-test';
import { axeViolations } from '../support/e2e-axe';
import { showsWholeImage } from '../support/e2e-images';

// Decision 134: the shop's search finds by name, category and description, by prefix
// and despite a typo, ranked by the server; on a phone the results stay two whole pictures a row.
test.use({ viewport: { width: 390, height: 844 } });

const names = (page: Page) => page.getByRole('article').getByRole('heading');

test('a typo finds the dragons on a phone: best match first, two whole pictures a row', async ({
  page,
}) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  await page.goto('/shop');
  const search = page.getByLabel('Search');
  await search.fill('dragn');
  await expect(page).toHaveURL(/[?&]q=dragn\b/);
  // Those named Dragon first (by name among equals), then the ones in a dragon category.
  await expect(names(page).first()).toHaveText('Aurora Crystal Dragon');
  await expect(names(page)).toHaveCount(6);
  await expect(names(page).nth(1)).toHaveText('Lunar Glow Dragon');
  await expect(names(page).nth(2)).toHaveText('Sunset Ember Dragon');
  await expect(page.getByRole('article', { name: 'Gear Spinner' })).toHaveCount(0);
  await expect(page.getByLabel('Sort by')).toHaveValue('relevance');
  await expect(page.getByText('6 products', { exact: true })).toBeAttached();

  // Two cards a row, side by side inside the 390 px screen.
  const cards = page.getByRole('article');
  const [first, second] = [
    (await cards.nth(0).boundingBox())!,
    (await cards.nth(1).boundingBox())!,
  ];
  expect(Math.abs(second.y - first.y)).toBeLessThan(1);
  expect(second.x).toBeGreaterThanOrEqual(first.x + first.width);
  expect(second.x + second.width).toBeLessThanOrEqual(390);

  // The 4:3 picture is whole in its tile: scaled to fit, its aspect ratio kept.
  const image = cards.nth(0).getByRole('img');
  await expect(image).toHaveJSProperty('complete', true);
  const shape = await image.evaluate((img: HTMLImageElement) => ({
    natural: img.naturalWidth / img.naturalHeight,
    declared: img.width / img.height,
  }));
  expect(shape.natural).toBeCloseTo(4 / 3);
  expect(await showsWholeImage(image)).toBe(true);

  // Sorting what was found by price keeps the same six.
  await page.getByLabel('Sort by').selectOption('price-asc');
  await expect(names(page).first()).toHaveText('Firefly Hatchling');
  await expect(names(page)).toHaveCount(6);
  await page.reload();
  await expect(search).toHaveValue('dragn');
  await expect(names(page).first()).toHaveText('Firefly Hatchling');
  expect(errors).toEqual([]);
});

test('"Fidgets", the category on the cards, and "fidget" both find the four fidgets', async ({
  page,
}) => {
  await page.goto('/shop');
  for (const text of ['Fidgets', 'fidget']) {
    await page.getByLabel('Search').fill(text);
    await expect(names(page).first()).toHaveText('Infinity Cube Fidget');
    await expect(names(page)).toHaveCount(4);
    await expect(page.getByRole('article', { name: 'Lunar Glow Dragon' })).toHaveCount(0);
  }
});

// A test a theme: both in one ran 17 s in CI, over a quarter of the 60 s limit.
for (const theme of ['light', 'dark'] as const)
  test(`nothing found offers a way on, by keyboard, and the page passes axe, ${theme} theme`, async ({
    page,
  }) => {
    await page.emulateMedia({ colorScheme: theme });
    await page.goto('/shop?category=Fidgets');
    await page.evaluate((t) => localStorage.setItem('theme', t), theme);
    await page.reload();
    await expect(page.locator('html')).toHaveClass(new RegExp(`\\b${theme}\\b`));
    await page.getByLabel('Search').fill('zqxwv');
    await expect(page.getByText('No products found', { exact: true })).toBeVisible();
    await expect(page.getByText('0 products', { exact: true })).toBeAttached();
    await expect(
      page.getByText('Nothing matches “zqxwv” in Fidgets.', { exact: false }),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: 'Request a custom print' })).toHaveAttribute(
      'href',
      '/custom',
    );
    expect(await axeViolations(page)).toEqual([]);

    // Clear search: the category stays, focus goes back to the box.
    await page.getByRole('button', { name: 'Clear search' }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByLabel('Search')).toBeFocused();
    await expect(page.getByLabel('Search')).toHaveValue('');
    await expect(names(page)).toHaveCount(4);
    await expect(page).toHaveURL(/category=Fidgets/);

    // Browse all products: the category goes too.
    await page.getByLabel('Search').fill('zqxwv');
    await page.getByRole('button', { name: 'Browse all products' }).click();
    await expect(page.getByLabel('Category')).toHaveValue('');
    await expect(page.getByRole('article', { name: 'Aurora Crystal Dragon' })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    await page.evaluate(() => localStorage.clear());
  });
