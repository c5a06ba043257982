import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/** WCAG 2.1 A and AA, plus axe's best practices. */
export const AXE_ALL = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'];

/** `tags: null` runs every rule axe enables by default. */
type Scope = { include?: string; exclude?: string; tags?: string[] | null };

/**
 * Axe's violations as `id (targets)` lines, scanned once every finite animation on the page has
 * ended: axe measures colour contrast on what is painted, and a toast or a panel still fading in
 * is briefly low-contrast (a 1-in-30 failure on the account menu with the sign-in toast).
 * Endless animations (spinners) are left running.
 *
 * Legacy mode runs `axe.run` inside the page: the default mode finishes every scan in a new blank
 * page, which costs a renderer start per scan (it took 45 % of a scan's time here). Legacy mode
 * does not reach into frames, so a page with any frame gets the default mode.
 */
export async function axeViolations(
  page: Page,
  { include, exclude, tags = AXE_ALL }: Scope = {},
): Promise<string[]> {
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every((a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Infinity),
  );
  let builder = new AxeBuilder({ page }).setLegacyMode(page.frames().length === 1);
  if (include) builder = builder.include(include);
  if (exclude) builder = builder.exclude(exclude);
  if (tags) builder = builder.withTags(tags);
  const results = await builder.analyze();
  return results.violations.map(
    (v) => `${v.id} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`,
  );
}
