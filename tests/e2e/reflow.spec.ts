import { expect, test } from '../support/e2e-test';
import type { Page } from '@playwright/test';
import { APP_ROUTES } from '#core/site/match-app-route';
import { signInAsAdmin, signInAsNewCustomer } from '../support/e2e-auth';

/**
 * WCAG 2.2 reflow (1.4.10): at 320 CSS px no page scrolls sideways and the top bar's menu
 * button is fully on screen (decision 062). Every route of the app, each as the visitor who can
 * open it. Admin pages come from core's route list (APP_ROUTES); add other new routes here.
 * `menu` names the button that opens the page's navigation.
 */
type Visitor = 'anyone' | 'customer' | 'admin';
const SITE_MENU = 'Open menu';
const ADMIN_MENU = 'Toggle Sidebar';

export const REFLOW_ROUTES: { path: string; who: Visitor; menu: string }[] = [
  // Site and store, signed out.
  ...['/', '/products', '/shop', '/custom', '/about', '/contact', '/no-such-page'].map((path) => ({
    path,
    who: 'anyone' as const,
    menu: SITE_MENU,
  })),
  // Account and auth.
  ...['/auth', '/auth/forgot-password', '/auth/reset-password', '/auth/confirm'].map((path) => ({
    path,
    who: 'anyone' as const,
    menu: SITE_MENU,
  })),
  // A signed-in customer: the site's pages with the account menu, checkout and orders.
  ...['/', '/products', '/checkout', '/orders', '/orders/quotes', '/account'].map((path) => ({
    path,
    who: 'customer' as const,
    menu: SITE_MENU,
  })),
  // Every admin page of the app's route list (a page of one record is added by the test).
  // Print views (an order's packing slip, several orders' slips) are pages of paper, outside the
  // admin shell and its menu.
  ...APP_ROUTES.filter(
    (path) => path.startsWith('/admin') && !path.includes(':') && !path.endsWith('/packing-slips'),
  ).map((path) => ({
    path,
    who: 'admin' as const,
    menu: ADMIN_MENU,
  })),
  // The owner's own account page sits in the site's layout, not the admin's.
  { path: '/account', who: 'admin' as const, menu: SITE_MENU },
];

async function expectReflow(page: Page, path: string, menu: string): Promise<void> {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await expect(page.getByText('Loading…')).toHaveCount(0);
  await page.waitForLoadState('networkidle');
  const { scrollWidth, clientWidth, widest } = await page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    // The innermost elements that stick out: what to fix when this fails.
    const clipped = (el: Element) => {
      for (let up = el.parentElement; up && up !== document.body; up = up.parentElement)
        if (getComputedStyle(up).overflowX !== 'visible') return true;
      return false;
    };
    const out = [...document.querySelectorAll('body *')].filter(
      (el) => el.getBoundingClientRect().right > width + 0.5 && !clipped(el),
    );
    const innermost = out.filter((el) => !out.some((other) => other !== el && el.contains(other)));
    return {
      scrollWidth: document.documentElement.scrollWidth,
      clientWidth: width,
      widest: innermost
        .slice(0, 5)
        .map(
          (el) =>
            `<${el.tagName.toLowerCase()} class="${String(el.getAttribute('class')).slice(0, 60)}"> right ${Math.round(el.getBoundingClientRect().right)}`,
        ),
    };
  });
  expect
    .soft(scrollWidth, `${path} scrolls sideways at 320 px: ${widest.join('; ')}`)
    .toBeLessThanOrEqual(clientWidth);
  const box = await page.getByRole('button', { name: menu, exact: true }).first().boundingBox();
  expect.soft(box, `${path} has a visible "${menu}" button`).not.toBeNull();
  if (!box) return;
  expect.soft(box.x, `${path}: "${menu}" starts on screen`).toBeGreaterThanOrEqual(0);
  expect
    .soft(box.x + box.width, `${path}: "${menu}" ends on screen`)
    .toBeLessThanOrEqual(clientWidth);
}

test.use({ viewport: { width: 320, height: 720 } });

for (const who of ['anyone', 'customer', 'admin'] as const) {
  test(`no page scrolls sideways at 320 px and the menu button is on screen (${who})`, async ({
    page,
  }) => {
    test.setTimeout(180_000);
    if (who === 'customer') await signInAsNewCustomer(page);
    if (who === 'admin') await signInAsAdmin(page);
    const routes = REFLOW_ROUTES.filter((route) => route.who === who);
    if (who === 'admin') {
      // Pages of one record: the first product's edit form.
      await page.goto('/admin/products');
      const edit = page
        .locator('a[href^="/admin/products/"]:not([href="/admin/products/new"])')
        .first();
      routes.push({ path: (await edit.getAttribute('href'))!, who, menu: ADMIN_MENU });
      // And a product with options, whatever the list's order: its variant grid is wider than a
      // phone and must scroll inside its own box (its visually hidden "Remove" header once widened
      // the page).
      const withOptions = page.getByRole('link', { name: 'Edit Firefly Hatchling', exact: true });
      routes.push({ path: (await withOptions.getAttribute('href'))!, who, menu: ADMIN_MENU });
    }
    for (const { path, menu } of routes) await expectReflow(page, path, menu);
  });
}
