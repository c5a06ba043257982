import type { Page } from '@playwright/test';
import { expect, test } from '../support/e2e-test';
import { watchHydration } from '../support/e2e-hydration-watch';

/**
 * Decision 145: the static parts of a prerendered page (the home and about pages, the footer but
 * its theme select) are kept as painted while React hydrates: no fiber per node, so less work
 * before the app is ready. What a visitor does there still works, and a client-side visit to the
 * same page renders it through React as any other page.
 */
const hasFiber = (page: Page, selector: string) =>
  page
    .locator(selector)
    .first()
    .evaluate((element) => Object.keys(element).some((key) => key.startsWith('__reactFiber$')));

test('the about page keeps its painted content, and its links and the app work as before', async ({
  page,
}) => {
  const watched = await watchHydration(page);
  await page.goto('/about');
  const story = page.getByText('Layerworks 3D started with one printer');
  const painted = await story.innerText();
  // The island's nodes are the prerendered ones; the top bar around them is React's.
  expect(await hasFiber(page, 'main [data-static-island] p')).toBe(false);
  expect(await hasFiber(page, 'header button[aria-label*="theme" i]')).toBe(true);

  // A site link inside the island moves within the app (no reload), through the one listener.
  await page.evaluate(() => ((window as unknown as { sameApp: boolean }).sameApp = true));
  await page.getByRole('link', { name: 'Contact us' }).click();
  await expect(page).toHaveURL(/\/contact$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Contact us');

  // Back to /about inside the app: now React renders the page, with the same content.
  await page.getByRole('contentinfo').getByRole('link', { name: 'About', exact: true }).click();
  await expect(page).toHaveURL(/\/about$/);
  await expect(story).toHaveText(painted);
  expect(await hasFiber(page, 'main [data-static-island] p')).toBe(true);
  expect(await page.evaluate(() => (window as unknown as { sameApp?: boolean }).sameApp)).toBe(
    true,
  );

  // The footer's theme select is outside its islands and works.
  await page.getByRole('contentinfo').locator('label', { hasText: 'Light' }).click();
  await expect(page.getByRole('contentinfo').getByRole('radio', { name: 'Light' })).toBeChecked();
  await expect(page.locator('html')).toHaveClass(/(^|\s)light(\s|$)/);
  expect(watched.errors).toEqual([]);
});

/**
 * An island's nodes get no handlers (decision 145): a control inside one would look ready and do
 * nothing, the dead tap decision 125 is about. Links are the exception, moved by the one document
 * listener. Every public page is checked as served, before the app runs, so a control added to
 * an island's content later fails here rather than on a phone.
 */
test('no static island on a public page holds a control', async ({ page }) => {
  for (const path of ['/', '/products', '/shop', '/about', '/contact', '/custom']) {
    await page.goto(path);
    const islands = await page.evaluate(() => {
      const controls =
        'button, input, select, textarea, form, details, [role="button"], [contenteditable], [tabindex]:not(a)';
      return [...document.querySelectorAll('[data-static-island]')].map((island) => ({
        id: island.id,
        controls: [...island.querySelectorAll(controls)].map((c) => c.outerHTML.slice(0, 80)),
      }));
    });
    expect(islands.length, `${path} has no island to check`).toBeGreaterThan(0);
    expect(
      islands.filter((island) => island.controls.length > 0),
      path,
    ).toEqual([]);
  }
});
