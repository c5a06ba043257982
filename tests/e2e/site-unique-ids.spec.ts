import type { Page } from '@playwright/test';
import { expect, test } from '../support/e2e-test';

/**
 * The logo is drawn in the header and the footer, and its gradient had one fixed id,
 * so every page carried a duplicate id (an HTML validator error; `url(#id)` then names either).
 * Each id must be unique, and every `url(#…)` reference must name an element of the page whose
 * id is the one React rendered (a prerendered id that differs from hydration's is never patched).
 * Inside a static island (decision 145) the prerendered nodes are kept as they are: React renders
 * none of their attributes, so there is nothing to differ.
 */
function idReport(page: Page) {
  return page.evaluate(() => {
    const ids = [...document.querySelectorAll('[id]')].map((element) => element.id);
    const duplicates = [...new Set(ids.filter((id, index) => ids.indexOf(id) !== index))];
    const references = [...document.querySelectorAll('[fill^="url(#"]')].map((element) => {
      const id = /^url\(#(.+)\)$/.exec(element.getAttribute('fill')!)![1]!;
      const target = document.getElementById(id);
      const key = target && Object.keys(target).find((k) => k.startsWith('__reactProps$'));
      const reactId = key ? (target as unknown as Record<string, { id?: string }>)[key]!.id : null;
      const kept = Boolean(target?.closest('[data-static-island]'));
      return { id, target: target?.localName ?? null, reactId: kept ? 'kept' : reactId };
    });
    return { duplicates, references };
  });
}

test('the home page has no duplicate id, before and after hydration, and the logo keeps its gradient', async ({
  browser,
  page,
}) => {
  const noScript = await browser.newPage({ javaScriptEnabled: false });
  await noScript.goto('/');
  const prerendered = await idReport(noScript);
  await noScript.close();
  expect(prerendered.duplicates).toEqual([]);
  // Header and footer: two logos, each with its own gradient.
  expect(prerendered.references.length).toBeGreaterThanOrEqual(2);
  for (const reference of prerendered.references) expect(reference.target).toBe('linearGradient');

  await page.goto('/');
  const hydrated = await idReport(page);
  expect(hydrated.duplicates).toEqual([]);
  expect(hydrated.references.length).toBe(prerendered.references.length);
  // The header's logo is React's; the footer's sits in a static island.
  expect(hydrated.references.filter((r) => r.reactId !== 'kept').length).toBeGreaterThanOrEqual(1);
  for (const reference of hydrated.references)
    expect(reference).toEqual({
      id: reference.id,
      target: 'linearGradient',
      reactId: reference.reactId === 'kept' ? 'kept' : reference.id,
    });
});
