import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';

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
        const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']).analyze();
        const summary = results.violations.map((v) => `${route}: ${v.id} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
        expect(summary, `${theme} ${width}px`).toEqual([]);
      }
      if (width < 768) {
        await page.getByRole('button', { name: 'Open menu' }).click();
        await expect(page.getByRole('dialog')).toBeVisible();
        const results = await new AxeBuilder({ page }).include('[role="dialog"]').analyze();
        expect(results.violations.map((v) => `menu: ${v.id}`)).toEqual([]);
      }
    });
  }
}
