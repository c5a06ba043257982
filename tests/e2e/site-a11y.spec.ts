import { expect, test } from '../support/e2e-test';
import { axeViolations } from '../support/e2e-axe';

const routes = ['/', '/products', '/about', '/contact', '/no-such-page'];
const widths = [1280, 375];
const themes = ['dark', 'light'] as const;

// One test a page, theme and width: the four loops over five pages ran 16–19 s each in CI, over a
// quarter of the 60 s limit on a machine two to three times slower.
for (const theme of themes) {
  for (const width of widths) {
    test.describe(`${theme} theme, ${width} px`, () => {
      test.beforeEach(async ({ page }) => {
        await page.setViewportSize({ width, height: 900 });
        await page.addInitScript((t) => localStorage.setItem('theme', t), theme);
      });

      for (const route of routes) {
        test(`no axe violations on ${route}`, async ({ page }) => {
          await page.goto(route);
          await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
          await expect(page.locator('html')).toHaveClass(new RegExp(`\\b${theme}\\b`));
          expect(await axeViolations(page), `${route} ${theme} ${width}px`).toEqual([]);
        });
      }

      if (width < 768)
        test('no axe violations in the open menu', async ({ page }) => {
          await page.goto('/');
          await page.getByRole('button', { name: 'Open menu' }).click();
          await expect(page.getByRole('dialog')).toBeVisible();
          expect(
            await axeViolations(page, { include: '[role="dialog"]', tags: null }),
            'menu',
          ).toEqual([]);
        });
    });
  }
}
