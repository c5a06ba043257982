import { expect, test } from '../support/e2e-test';
import type { Locator } from '@playwright/test';

const STORE_URL = 'https://layerworks3d.etsy.com';

async function expectExternalStoreLink(link: Locator) {
  await expect(link).toHaveAttribute('href', STORE_URL);
  await expect(link).toHaveAttribute('target', '_blank');
  await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
}

test.describe('links between pages', () => {
  // SiteLink is a plain <a href> routed by one listener (decision 141): prove the app stayed.
  test('move without reloading the app, and leave a modified click to the browser', async ({
    page,
    context,
  }) => {
    await page.goto('/about');
    await page.evaluate(() => ((window as unknown as { sameApp: boolean }).sameApp = true));
    const footer = page.getByRole('navigation', { name: 'Footer' });
    await footer.getByRole('link', { name: 'Contact', exact: true }).click();
    await expect(page).toHaveURL(/\/contact$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Contact us');
    expect(await page.evaluate(() => (window as unknown as { sameApp?: boolean }).sameApp)).toBe(
      true,
    );

    const [tab] = await Promise.all([
      context.waitForEvent('page'),
      footer
        .getByRole('link', { name: 'About', exact: true })
        .click({ modifiers: ['ControlOrMeta'] }),
    ]);
    await expect(page).toHaveURL(/\/contact$/);
    await tab.close();

    await page.goto('/shop');
    await page.evaluate(() => ((window as unknown as { sameApp: boolean }).sameApp = true));
    const name = page.getByRole('article').first().getByRole('heading').getByRole('link');
    const product = await name.innerText();
    await name.click();
    await expect(page).toHaveURL(/\/shop\/[^/]+$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(product);
    expect(await page.evaluate(() => (window as unknown as { sameApp?: boolean }).sameApp)).toBe(
      true,
    );
  });
});

test.describe('top bar on a desktop', () => {
  test('links to every public page and marks the current one', async ({ page }) => {
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Main' });
    for (const [label, path, heading] of [
      ['Products', '/products', 'Products'],
      ['About', '/about', 'About Layerworks 3D'],
      ['Contact', '/contact', 'Contact us'],
      ['Home', '/', /Your ideas, printed/],
    ] as const) {
      await nav.getByRole('link', { name: label, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`${path === '/' ? '/$' : path}`));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
      await expect(nav.getByRole('link', { name: label, exact: true })).toHaveAttribute(
        'aria-current',
        'page',
      );
    }
    await expect(nav.getByRole('link', { name: 'Custom Prints' })).toHaveAttribute(
      'href',
      '/custom',
    );
  });

  test('the Shop link opens the external store in a new tab', async ({ page, context }) => {
    await context.route(`${STORE_URL}/**`, (route) =>
      route.fulfill({ contentType: 'text/html', body: '<title>Store</title>' }),
    );
    await page.goto('/');
    const shop = page.getByRole('banner').getByRole('link', { name: /^Shop/ });
    await expectExternalStoreLink(shop);
    const [popup] = await Promise.all([page.waitForEvent('popup'), shop.click()]);
    await expect(popup).toHaveURL(`${STORE_URL}/`);
    // noopener: the store cannot reach back into our window.
    expect(await popup.evaluate(() => window.opener)).toBeNull();
    await expectExternalStoreLink(
      page.getByRole('contentinfo').getByRole('link', { name: /^Shop/ }),
    );
  });

  test('the home page calls to action lead to custom prints and the catalogue', async ({
    page,
  }) => {
    await page.goto('/');
    await expect(page.getByRole('link', { name: 'Start a custom print' })).toHaveAttribute(
      'href',
      '/custom',
    );
    await expect(page.getByRole('link', { name: 'Get an instant quote' })).toHaveAttribute(
      'href',
      '/custom',
    );
    await page.getByRole('link', { name: /Glow in the Dark Dragons/ }).click();
    await expect(page).toHaveURL(/\/products\?category=glow-in-the-dark-dragons$/);
    await expect(page.getByRole('button', { name: 'Glow in the Dark Dragons' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });

  test('shows the trust statistics and business hours', async ({ page }) => {
    await page.goto('/');
    for (const claim of ['500+', '99%', '24hr', '50+'])
      await expect(page.getByRole('main').getByText(claim, { exact: true })).toBeVisible();
    await page.goto('/contact');
    const hours = page.getByRole('complementary', { name: 'Studio details' });
    await expect(hours.getByText('5:00 AM-8:00 PM')).toBeVisible();
    await expect(hours.getByText('9:00 AM-5:00 PM')).toBeVisible();
    await expect(hours.getByText('Mon-Fri')).toBeVisible();
    await expect(hours.getByText('Sat-Sun')).toBeVisible();
  });
});

test.describe('at 375 px', () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test('the links move into a slide-in menu from the right that works with the keyboard', async ({
    page,
  }) => {
    await page.goto('/');
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
    const open = page.getByRole('button', { name: 'Open menu' });
    await open.click();
    const menu = page.getByRole('dialog', { name: /Layerworks 3D/ });
    await expect(menu).toBeVisible();
    await expect(menu).toHaveAttribute('data-side', 'right');
    // The panel slides in: read its edge once the animation has put it in place.
    await expect
      .poll(async () => {
        const box = await menu.boundingBox();
        return Math.round((box?.x ?? 0) + (box?.width ?? 0));
      })
      .toBe(375);
    for (const label of ['Home', 'Products', 'Custom Prints', 'About', 'Contact'])
      await expect(menu.getByRole('link', { name: label, exact: true })).toBeVisible();
    await expectExternalStoreLink(menu.getByRole('link', { name: /^Shop/ }));

    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(open).toBeFocused();

    await page.keyboard.press('Enter');
    await expect(menu).toBeVisible();
    await menu.getByRole('link', { name: 'About', exact: true }).click();
    await expect(menu).toBeHidden();
    await expect(page).toHaveURL(/\/about$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('About Layerworks 3D');
  });
});

test.describe('404', () => {
  test('any other path reads "Oops! Page not found", logs the path and links home', async ({
    page,
  }) => {
    const logged: string[] = [];
    page.on('console', (message) => logged.push(message.text()));
    await page.goto('/no/such/page?x=1');
    await expect(page.getByRole('heading', { name: 'Oops! Page not found' })).toBeVisible();
    await expect.poll(() => logged.some((line) => line.includes('/no/such/page'))).toBe(true);
    await expect(page).toHaveTitle(/Page not found/);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
    await page.getByRole('link', { name: 'Return to Home' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.locator('meta[name="robots"]')).toHaveCount(0);
  });
});

test.describe('where a page opens', () => {
  test('a link opens the next page at its top, and Back returns to the place left', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/');
    await page.evaluate(() => window.scrollTo(0, 900));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(800);
    // Home and About are in the app's first chunk: nothing suspends, so nothing else resets it.
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'About' })
      .click();
    await expect(page).toHaveURL(/\/about$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeInViewport();
    expect(await page.evaluate(() => window.scrollY)).toBe(0);

    await page.goBack();
    await expect(page).toHaveURL(/\/$/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(800);
  });

  test('a new sort on the same page keeps the place', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/shop');
    await expect(page.getByRole('article').first()).toBeVisible();
    await page.evaluate(() => window.scrollTo(0, 300));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(250);
    await page.getByLabel('Sort by').selectOption('price-desc');
    await expect(page).toHaveURL(/sort=price-desc/);
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(250);
  });
});
