import type { Page } from '@playwright/test';

/**
 * Elements whose attributes differ from the props React last committed for them. React does not
 * patch an attribute that the prerendered HTML got wrong (production reports nothing, not even
 * a recoverable error), and later renders only touch props that change between renders: a
 * control prerendered `disabled` whose first client render was already enabled stays disabled
 * for good (decision 026). Checks `disabled`, `class`, `href` and `aria-*`.
 */
export function unpatchedAttributes(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const stale: string[] = [];
    for (const element of document.querySelectorAll('#root *')) {
      const key = Object.keys(element).find((k) => k.startsWith('__reactProps$'));
      if (!key) continue;
      const props = (element as unknown as Record<string, Record<string, unknown>>)[key]!;
      const expected: [string, string | null][] = [];
      if ('disabled' in props) expected.push(['disabled', props.disabled ? '' : null]);
      if (typeof props.className === 'string') expected.push(['class', props.className]);
      if (typeof props.href === 'string') expected.push(['href', props.href]);
      for (const [name, value] of Object.entries(props))
        if (
          name.startsWith('aria-') &&
          value !== undefined &&
          value !== null &&
          typeof value !== 'object'
        )
          expected.push([name, String(value)]);
      for (const [name, value] of expected) {
        const actual = element.getAttribute(name);
        if (actual !== value && !(name === 'disabled' && (actual === null) === (value === null)))
          stale.push(
            `<${element.localName}> ${name}: ${JSON.stringify(actual)} in the page, ${JSON.stringify(value)} in React`,
          );
      }
    }
    return stale;
  });
}

/**
 * Watches a page taking over prerendered HTML: console errors, hydration warnings and uncaught
 * exceptions, and every heading removed from the document (a takeover that re-creates the DOM
 * would remove the painted one). Call before the first `goto`.
 */
export async function watchHydration(
  page: Page,
): Promise<{ errors: string[]; removedHeadings: () => Promise<string[]> }> {
  const errors: string[] = [];
  // An unknown path's document answers 404, and Chromium logs that status as a failed
  // load. That entry (for the document only: a missing script or image still counts) is expected.
  const notFoundDocuments = new Set<string>();
  page.on('response', (response) => {
    if (response.status() === 404 && response.request().isNavigationRequest())
      notFoundDocuments.add(response.url());
  });
  page.on('console', (message) => {
    // SPEC: the 404 page logs the path it was asked for; that one error is the page's own.
    if (message.text().startsWith('404 Error: User attempted to access non-existent route')) return;
    if (
      message.text().startsWith('Failed to load resource') &&
      notFoundDocuments.has(message.location().url)
    )
      return;
    if (message.type() === 'error' || /hydrat/i.test(message.text())) errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  await page.addInitScript(() => {
    const removed: string[] = [];
    (window as unknown as { removedHeadings: string[] }).removedHeadings = removed;
    new MutationObserver((records) => {
      for (const record of records)
        for (const node of record.removedNodes)
          if (node instanceof Element && (node.matches('h1') || node.querySelector('h1')))
            removed.push(node.outerHTML.slice(0, 80));
    }).observe(document, { childList: true, subtree: true });
  });
  return {
    errors,
    removedHeadings: () =>
      page.evaluate(() => (window as unknown as { removedHeadings: string[] }).removedHeadings),
  };
}
