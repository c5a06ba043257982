import { test as base, type Browser, type BrowserContext, type Page } from '@playwright/test';

export { expect } from '@playwright/test';

/**
 * The app's scripts start after the first paint (decision 054), so a page's `load` event may come
 * before React has taken over, and a click made then does nothing. After a full page load (goto,
 * reload, back, forward), a page of the app is ready once `<html data-app="ready">` is set
 * (src/web/lib/use-hydrated.tsx); a response that is not the app (JSON, API docs) has no #root.
 */
export async function waitForApp(page: Page): Promise<void> {
  await page.waitForFunction(
    () => !document.getElementById('root') || document.documentElement.dataset.app === 'ready',
    undefined,
    { timeout: 20_000 },
  );
}

type Navigate = (...args: never[]) => Promise<unknown>;

/** Contexts whose pages run no script (`javaScriptEnabled: false`): nothing to wait for there. */
const withoutScripts = new WeakSet<BrowserContext>();

/** Makes the page's full-load navigations wait for the app; `waitUntil` set by a test opts out. */
function waitForAppAfterLoads(page: Page): void {
  for (const name of ['goto', 'reload', 'goBack', 'goForward'] as const) {
    const navigate = (page[name] as Navigate).bind(page);
    const wrapped = async (...args: unknown[]) => {
      const options = args.find((a) => typeof a === 'object' && a !== null) as
        { waitUntil?: string } | undefined;
      const response = await navigate(...(args as never[]));
      if (!options?.waitUntil && !withoutScripts.has(page.context())) await waitForApp(page);
      return response;
    };
    Object.assign(page, { [name]: wrapped });
  }
}

function watchContext(context: BrowserContext, scripts: boolean): BrowserContext {
  if (!scripts) withoutScripts.add(context);
  context.pages().forEach(waitForAppAfterLoads);
  context.on('page', waitForAppAfterLoads);
  return context;
}

/**
 * Playwright's `test`, whose pages wait for the app after every full load: the fixture's own
 * context, and the contexts and pages a test opens itself through `browser`.
 */
export const test = base.extend<object, { appBrowser: Browser }>({
  // The fixture's context came through `browser.newContext` below, which could not see this option.
  context: async ({ context, javaScriptEnabled }, use) => {
    if (javaScriptEnabled === false) withoutScripts.add(context);
    await use(context);
  },
  appBrowser: [
    async ({ browser }, use) => {
      const newContext = browser.newContext.bind(browser);
      browser.newContext = async (options) =>
        watchContext(await newContext(options), options?.javaScriptEnabled !== false);
      browser.newPage = async (options) => {
        const context = await browser.newContext(options);
        const page = await context.newPage();
        // As in Playwright's own newPage, the page owns its context: `page.close()` resolves once
        // the context is closed, and one close serves every caller. A close left running past the
        // test (the page's close event firing it unawaited) raced Playwright's own end-of-test
        // close and failed the NEXT test with "Target page, context or browser has been closed".
        let closing: Promise<void> | undefined;
        const closeContext = () =>
          (closing ??= context.close().catch((error: unknown) => {
            if (!String(error).includes('has been closed')) throw error;
          }));
        page.close = closeContext;
        page.on('close', () => void closeContext());
        return page;
      };
      await use(browser);
    },
    { scope: 'worker', auto: true },
  ],
});
