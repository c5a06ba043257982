import { expect, test } from '../support/e2e-test';
import { axeViolations } from '../support/e2e-axe';

// Two tests a theme and width, a few pages each: the five pages in one test ran 16–19 s in CI, over
// a quarter of the 60 s limit, and a test a page paid a cold first load each, twice the suite's
// time (decision 160).
const pageGroups = [
  ['/', '/products'],
  ['/about', '/contact', '/no-such-page'],
];
const widths = [1280, 375];
const themes = ['dark', 'light'] as const;

for (const theme of themes) {
  for (const width of widths) {
    for (const routes of pageGroups) {
      const withMenu = width < 768 && routes === pageGroups.at(-1);
      test(`no axe violations on ${routes.join(', ')}${withMenu ? ' and the open menu' : ''}, ${theme} theme, ${width} px`, async ({
        page,
      }) => {
        await page.setViewportSize({ width, height: 900 });
        await page.addInitScript((t) => localStorage.setItem('theme', t), theme);
        for (const route of routes) {
          await page.goto(route);
          await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
          await expect(page.locator('html')).toHaveClass(new RegExp(`\\b${theme}\\b`));
          expect(await axeViolations(page), `${route} ${theme} ${width}px`).toEqual([]);
        }
        if (withMenu) {
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
}
