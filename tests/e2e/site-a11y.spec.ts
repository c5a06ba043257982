import { expect, test } from '../support/e2e-test';
import { axeViolations } from '../support/e2e-axe';

const routes = ['/', '/products', '/about', '/contact', '/no-such-page'];
const widths = [1280, 375];
const themes = ['dark', 'light'] as const;

for (const theme of themes) {
  for (const width of widths) {
    test(`no axe violations on public pages, ${theme} theme, ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.addInitScript((t) => localStorage.setItem('theme', t), theme);
      for (const route of routes) {
        await page.goto(route);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await expect(page.locator('html')).toHaveClass(new RegExp(`\\b${theme}\\b`));
        expect(await axeViolations(page), `${route} ${theme} ${width}px`).toEqual([]);
      }
      if (width < 768) {
        await page.getByRole('button', { name: 'Open menu' }).click();
        await expect(page.getByRole('dialog')).toBeVisible();
        expect(
          await axeViolations(page, { include: '[role="dialog"]', tags: null }),
          'menu',
        ).toEqual([]);
      }
    });
  }
}
