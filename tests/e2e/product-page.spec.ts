import { eq } from 'drizzle-orm';
import type { Page } from '@playwright/test';
import { expect, test } from '../support/e2e-test';
import { axeViolations } from '../support/e2e-axe';
import { products, productVariants } from '../../src/db/schema/catalog';
import { startOwnShop, type OwnShop } from '../support/e2e-own-shop';

/**
 * Decision 128: a product's page at /shop/<slug>, on a shop of its own with a product
 * of three pictures: opened from its /shop card, the gallery by keyboard alone, Add to Cart with
 * a quantity, axe in both themes, and the served HTML without JavaScript.
 */
test.describe.configure({ mode: 'serial' });

const NAME = 'Gallery Test Dragon';
const SLUG = 'gallery-test-dragon';
const IMAGES = [
  '/images/products/aurora-crystal-dragon.svg',
  '/images/products/sunset-ember-dragon.svg',
  '/images/products/lunar-glow-dragon.svg',
];
let own: OwnShop;

test.beforeAll(async () => {
  own = await startOwnShop('shop-product-page-e2e', {
    email: 'product-page-owner@example.com',
    password: 'product-page-owner-pass-1',
  });
  const db = own.server().app.db;
  const [made] = await db
    .insert(products)
    .values({
      name: NAME,
      slug: SLUG,
      description: 'Three pictures of one dragon. </script><script>window.broken = 1</script>',
      price: '39.50',
      compareAtPrice: '45.00',
      sku: 'GAL-TEST-01',
      images: IMAGES,
    })
    .returning({ id: products.id });
  await db
    .update(productVariants)
    .set({ quantity: 5 })
    .where(eq(productVariants.productId, made!.id));
});
test.afterAll(async () => own?.stop());

const focusedLabel = (page: Page) =>
  page.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? '');

test('opened from its /shop card, the gallery works by keyboard alone, and Add to Cart takes the quantity', async ({
  page,
}) => {
  const cspErrors: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) cspErrors.push(message.text());
  });
  await page.goto(own.url('/shop'));
  await page.getByRole('heading', { name: NAME }).getByRole('link').click();
  await expect(page).toHaveURL(own.url(`/shop/${SLUG}`));
  await expect(page.getByRole('heading', { level: 1, name: NAME })).toBeVisible();
  await expect(page).toHaveTitle(`${NAME} · Layerworks 3D`);
  await page.reload(); // the served page, hydrated

  // Tab to the thumbnails: one tab stop, the shown picture's.
  for (let i = 0; i < 40 && (await focusedLabel(page)) !== 'Show picture 1 of 3'; i += 1)
    await page.keyboard.press('Tab');
  expect(await focusedLabel(page)).toBe('Show picture 1 of 3');
  const zoom = page.getByRole('button', { name: /^Zoom: / });
  await page.keyboard.press('ArrowRight');
  expect(await focusedLabel(page)).toBe('Show picture 2 of 3');
  await expect(zoom).toHaveAccessibleName(`Zoom: ${NAME}, picture 2 of 3`);
  await expect(zoom.locator('img')).toHaveAttribute('src', IMAGES[1]!);
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight'); // past the last: back to the first
  expect(await focusedLabel(page)).toBe('Show picture 1 of 3');
  await page.keyboard.press('ArrowLeft');
  expect(await focusedLabel(page)).toBe('Show picture 3 of 3');
  await expect(page.getByRole('button', { name: 'Show picture 3 of 3' })).toHaveAttribute(
    'aria-current',
    'true',
  );

  // Back to the big picture, Enter zooms it, the arrows still move, Escape closes.
  await page.keyboard.press('Shift+Tab');
  expect(await focusedLabel(page)).toBe(`Zoom: ${NAME}, picture 3 of 3`);
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: `${NAME}, picture 3 of 3` });
  await expect(dialog).toBeVisible();
  await expect(dialog.locator('img')).toHaveAttribute('src', IMAGES[2]!);
  await page.keyboard.press('ArrowLeft');
  await expect(page.getByRole('dialog', { name: `${NAME}, picture 2 of 3` })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(zoom).toBeFocused();

  // Price, compare price, stock, description.
  await expect(page.getByText('$39.50').first()).toBeVisible();
  await expect(page.locator('article s').first()).toHaveText('Was $45.00');
  await expect(page.getByText('Three pictures of one dragon.')).toBeVisible();
  expect(await page.evaluate(() => (window as { broken?: number }).broken)).toBeUndefined();

  // Quantity, bounded by the stock, then Add to Cart.
  const quantity = page.getByLabel('Quantity');
  await expect(quantity).toHaveAttribute('max', '5');
  await quantity.fill('2');
  await page.getByRole('button', { name: 'Add to Cart' }).first().click();
  await expect(page.getByText(`2 × ${NAME} have been added to your cart.`)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Cart, 2 items' })).toBeVisible();
  await expect(quantity).toHaveAttribute('max', '3');
  // More than the stock left: the field says so, and the cart adds what is left and says that.
  await quantity.fill('999');
  await expect(page.getByText('Only 3 more can be added (2 already in your cart).')).toBeVisible();
  await page.getByRole('button', { name: 'Add to Cart' }).first().click();
  await expect(
    page.getByText('Only 5 in stock, 2 already in your cart — added 3', { exact: true }),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Cart, 5 items' })).toBeVisible();
  await expect(page.getByText('All available units are in your cart.')).toBeVisible();

  // Related products, as cards that link to their own pages.
  const related = page.getByRole('region', { name: 'Related products' });
  await expect(related.getByRole('article')).toHaveCount(4);
  expect(cspErrors).toEqual([]);
});

for (const theme of ['dark', 'light'] as const) {
  test(`the product page has no axe violations, ${theme} theme`, async ({ page }) => {
    await page.addInitScript((t) => localStorage.setItem('theme', t), theme);
    await page.goto(own.url(`/shop/${SLUG}`));
    await expect(page.locator('html')).toHaveClass(new RegExp(`\\b${theme}\\b`));
    await expect(page.getByRole('heading', { level: 1, name: NAME })).toBeVisible();
    expect(await axeViolations(page), theme).toEqual([]);
    await page.getByRole('button', { name: /^Zoom: / }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    expect(await axeViolations(page, { include: '[role="dialog"]', tags: null })).toEqual([]);
  });
}

test('without JavaScript the page shows the name and the price, with its JSON-LD', async ({
  browser,
}) => {
  const noScript = await browser.newPage({ javaScriptEnabled: false });
  const response = await noScript.goto(own.url(`/shop/${SLUG}`));
  expect(response?.status()).toBe(200);
  await expect(noScript.getByRole('heading', { level: 1, name: NAME })).toBeVisible();
  await expect(noScript.getByText('$39.50').first()).toBeVisible();
  const jsonLd = await noScript.locator('script[type="application/ld+json"]').textContent();
  expect(JSON.parse(jsonLd ?? '')).toMatchObject({
    '@type': 'Product',
    name: NAME,
    sku: 'GAL-TEST-01',
    offers: {
      '@type': 'Offer',
      price: '39.50',
      priceCurrency: 'USD',
      availability: 'https://schema.org/InStock',
      sku: 'GAL-TEST-01',
    },
  });
  expect((await noScript.goto(own.url('/shop/no-such-dragon')))?.status()).toBe(404);
  await expect(noScript.getByRole('heading', { name: 'Oops! Page not found' })).toBeVisible();
  await noScript.close();
});
