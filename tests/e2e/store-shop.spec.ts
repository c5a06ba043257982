import { expect, test } from '../support/e2e-test';
import { axeViolations } from '../support/e2e-axe';
import { showsWholeImage } from '../support/e2e-images';

test('the shop keeps search, category and sort in the URL and the cart in local storage', async ({
  page,
}) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto('/shop');
  await expect(page.getByRole('heading', { name: 'Aurora Crystal Dragon' })).toBeVisible();

  // A sold-out product can't be added; a higher compare price is struck through.
  const serpent = page.getByRole('article', { name: 'Abyssal Glow Serpent' });
  await expect(serpent.getByText('Out of stock')).toBeVisible();
  await expect(serpent.getByRole('button', { name: 'Add to Cart' })).toBeDisabled();
  await expect(
    page.getByRole('article', { name: 'Aurora Crystal Dragon' }).locator('s'),
  ).toHaveText('Was $59.99');

  await page.getByLabel('Category').selectOption('Fidgets');
  await page.getByLabel('Sort by').selectOption('price-desc');
  await expect(page).toHaveURL(/category=Fidgets/);
  await expect(page).toHaveURL(/sort=price-desc/);
  const names = page.getByRole('article').getByRole('heading');
  await expect(names).toHaveText([
    'Flexi Octopus',
    'Gear Spinner',
    'Articulated Slug',
    'Infinity Cube Fidget',
  ]);

  await page.reload();
  await expect(page.getByLabel('Category')).toHaveValue('Fidgets');
  await expect(names).toHaveText([
    'Flexi Octopus',
    'Gear Spinner',
    'Articulated Slug',
    'Infinity Cube Fidget',
  ]);

  await page.getByLabel('Search').fill('no such thing');
  await expect(page.getByText('No products found')).toBeVisible();
  await page.goBack();
  await expect(page.getByLabel('Search')).toHaveValue('');
  await expect(names).toHaveCount(4);

  // Cart: add, raise to the stock limit (Gear Spinner has 4), remove.
  await page
    .getByRole('article', { name: 'Gear Spinner' })
    .getByRole('button', { name: 'Add to Cart' })
    .click();
  await expect(page.getByText('Gear Spinner has been added to your cart.')).toBeVisible();
  await page.getByRole('button', { name: 'Cart, 1 item' }).click();
  const panel = page.getByRole('dialog', { name: 'Shopping Cart' });
  const increase = panel.getByRole('button', { name: 'Increase quantity of Gear Spinner' });
  for (let i = 0; i < 3; i++) await increase.click();
  await expect(increase).toBeDisabled();
  await expect(panel.getByText('$71.96')).toHaveCount(2); // line total and subtotal
  await page.reload();
  await page.getByRole('button', { name: 'Cart, 4 items' }).click();
  await panel.getByRole('button', { name: 'Remove Gear Spinner' }).click();
  await expect(page.getByText('Item has been removed from your cart.')).toBeVisible();
  await expect(panel.getByText('Your cart is empty.')).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('cart'))).toBeNull();
  expect(errors).toEqual([]);
});

// A test a theme: both in one ran 17 s in CI, over a quarter of the 60 s limit.
for (const theme of ['dark', 'light'] as const)
  test(`the shop and the cart panel pass axe, ${theme} theme`, async ({ page }) => {
    await page.emulateMedia({ colorScheme: theme });
    await page.goto('/shop');
    await page.evaluate((t) => localStorage.setItem('theme', t), theme);
    await page.reload();
    await expect(page.locator('html')).toHaveClass(new RegExp(`\\b${theme}\\b`));
    await expect(page.getByRole('heading', { name: 'Aurora Crystal Dragon' })).toBeVisible();
    expect(
      await axeViolations(page, { tags: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] }),
    ).toEqual([]);
    await page
      .getByRole('article', { name: 'Flexi Octopus' })
      .getByRole('button', { name: 'Add to Cart' })
      .click();
    await page.getByRole('button', { name: 'Cart, 1 item' }).click();
    await expect(page.getByRole('dialog', { name: 'Shopping Cart' })).toBeVisible();
    expect(
      await axeViolations(page, { include: '[role="dialog"]', tags: ['wcag2a', 'wcag2aa'] }),
    ).toEqual([]);
    await page.evaluate(() => localStorage.clear());
  });

// A 4:3 photo was cropped into a square tile (dragons' heads and tails cut off), and a
// phone showed one card a row where shops show two.
test('on a phone the shop shows two cards a row, each picture whole, and so does the cart', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/shop');
  const cards = page.getByRole('article');
  const [first, second] = [
    (await cards.nth(0).boundingBox())!,
    (await cards.nth(1).boundingBox())!,
  ];
  expect(Math.abs(second.y - first.y)).toBeLessThan(1);
  expect(second.x).toBeGreaterThanOrEqual(first.x + first.width);
  expect(second.x + second.width).toBeLessThanOrEqual(390);

  const card = page.getByRole('article', { name: 'Aurora Crystal Dragon' });
  const image = card.getByRole('img');
  // The demo photos are 4:3: a square tile shows all of one only if it fits it, not fills it.
  expect(
    await image.evaluate((img: HTMLImageElement) => img.naturalWidth / img.naturalHeight),
  ).toBeCloseTo(4 / 3);
  expect(await showsWholeImage(image)).toBe(true);

  const add = card.getByRole('button', { name: 'Add to Cart' });
  const button = (await add.boundingBox())!;
  const box = (await card.boundingBox())!;
  expect(button.width).toBeGreaterThanOrEqual(24);
  expect(button.height).toBeGreaterThanOrEqual(24);
  expect(button.x + button.width).toBeLessThanOrEqual(box.x + box.width);
  await add.click();
  await page.getByRole('button', { name: 'Cart, 1 item' }).click();
  const cart = page.getByRole('dialog', { name: 'Shopping Cart' });
  await expect(cart.getByText('Aurora Crystal Dragon')).toBeVisible();
  expect(await showsWholeImage(cart.locator('img').first())).toBe(true);
});
