import { expect, test } from '../support/e2e-test';
import { axeViolations } from '../support/e2e-axe';
import { signInViaApi } from '../support/e2e-auth';
import { useOwnShop } from '../support/e2e-own-shop';

/**
 * Decision 173: the shop's shipping, returns, privacy and terms pages, reached from every page's
 * footer and from checkout, axe clean in both themes at 390 and 1366 px; the owner's edit in
 * Settings is what the page then serves, before any script runs.
 */
const POLICIES = [
  ['Shipping policy', '/policies/shipping', 'Every piece is printed to order'],
  ['Returns and refunds', '/policies/refunds', 'may be returned unused within 30 days'],
  ['Privacy policy', '/policies/privacy', 'We collect only what we need'],
  ['Terms of service', '/policies/terms', 'These terms apply to every order'],
] as const;

for (const theme of ['light', 'dark'] as const)
  for (const width of [390, 1366])
    test(`the footer leads to each policy, axe clean (${theme} theme, ${width} px)`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.addInitScript((t) => localStorage.setItem('theme', t), theme);
      await page.goto('/about');
      await expect(page.locator('html')).toHaveClass(new RegExp(`\\b${theme}\\b`));
      for (const [title, path, opening] of POLICIES) {
        const footer = page.getByRole('navigation', { name: 'Policies', exact: true });
        await footer.getByRole('link', { name: title }).click();
        await expect(page).toHaveURL(new RegExp(`${path}$`));
        await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
        await expect(page.getByTestId('policy-text')).toContainText(opening);
        await expect(page).toHaveTitle(new RegExp(`^${title}`));
        expect(await axeViolations(page), `${path} ${theme} ${width}px`).toEqual([]);
      }
    });

const OWNER = { email: 'owner-policies-e2e@example.com', password: 'owner-policies-e2e-pass-1' };
const shop = useOwnShop('shop-policies-e2e', OWNER);

test("the owner's policy is what the page serves, as text, and checkout links the policies", async ({
  page,
  browser,
}) => {
  await signInViaApi(page, shop.url(''), OWNER);
  await page.goto(shop.url('/admin/settings'));
  const form = page.getByRole('form', { name: 'Policies' });
  const refunds = form.getByLabel('Returns and refunds', { exact: true });
  await expect(refunds).toHaveValue(/Products from our catalogue/);
  await refunds.fill('Returns within 60 days, no questions asked.\n\n- Unused\n- <b>Boxed</b>');
  await form.getByRole('button', { name: 'Save Policies' }).click();
  await expect(page.getByText('Policies Saved')).toBeVisible();

  // The served HTML holds the new text (no script needed), the markup typed stays text.
  const noScript = await browser.newPage({ javaScriptEnabled: false });
  await noScript.goto(shop.url('/policies/refunds'));
  await expect(noScript.getByTestId('policy-text')).toContainText(
    'Returns within 60 days, no questions asked.',
  );
  await expect(noScript.getByRole('listitem').filter({ hasText: '<b>Boxed</b>' })).toHaveCount(1);
  await expect(noScript.locator('[data-testid="policy-text"] b')).toHaveCount(0);
  await noScript.close();

  // Checkout names the terms and links every policy.
  await page.goto(shop.url('/shop'));
  await page
    .getByRole('button', { name: 'Add to Cart' })
    .and(page.locator(':enabled'))
    .first()
    .click();
  await expect(page.getByText('Added to cart').first()).toBeVisible();
  await page.goto(shop.url('/checkout'));
  const links = page.getByTestId('checkout-policies');
  await expect(links.getByRole('link')).toHaveText([
    'terms of service',
    'shipping policy',
    'returns and refunds',
    'privacy policy',
  ]);
  await expect(links.getByRole('link', { name: 'returns and refunds' })).toHaveAttribute(
    'href',
    '/policies/refunds',
  );
});
