import type { Page } from '@playwright/test';

/**
 * Watches a page taking over prerendered HTML: console errors, hydration warnings and uncaught
 * exceptions, and every heading removed from the document (a takeover that re-creates the DOM
 * would remove the painted one). Call before the first `goto`.
 */
export async function watchHydration(page: Page): Promise<{ errors: string[]; removedHeadings: () => Promise<string[]> }> {
  const errors: string[] = [];
  page.on('console', (message) => {
    // SPEC: the 404 page logs the path it was asked for; that one error is the page's own.
    if (message.text().startsWith('404 Error: User attempted to access non-existent route')) return;
    if (message.type() === 'error' || /hydrat/i.test(message.text())) errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  await page.addInitScript(() => {
    const removed: string[] = [];
    (window as unknown as { removedHeadings: string[] }).removedHeadings = removed;
    new MutationObserver((records) => {
      for (const record of records)
        for (const node of record.removedNodes)
          if (node instanceof Element && (node.matches('h1') || node.querySelector('h1'))) removed.push(node.outerHTML.slice(0, 80));
    }).observe(document, { childList: true, subtree: true });
  });
  return {
    errors,
    removedHeadings: () => page.evaluate(() => (window as unknown as { removedHeadings: string[] }).removedHeadings),
  };
}
