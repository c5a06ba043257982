import { expect, test } from '../support/e2e-test';

const pages = [
  ['/', /Custom 3D printing/],
  ['/products', /^Products · Layerworks 3D$/],
  ['/about', /^About · Layerworks 3D$/],
  ['/contact', /^Contact · Layerworks 3D$/],
] as const;

test('each page has its own title, description, canonical URL and Open Graph tags, in the served HTML too', async ({
  page,
  request,
}) => {
  const descriptions = new Set<string>();
  for (const [path, title] of pages) {
    const html = await (await request.get(path)).text();
    expect(html).toMatch(new RegExp(`<title>[^<]*${title.source.replace(/^\^|\$$/g, '')}`));
    expect(html).toMatch(new RegExp(`<meta property="og:url" content="http[^"]*${path}"`));
    await page.goto(path);
    await expect(page).toHaveTitle(title);
    const description = await page.locator('meta[name="description"]').getAttribute('content');
    expect(description?.length).toBeGreaterThan(50);
    descriptions.add(description ?? '');
    await expect(page.locator('meta[property="og:title"]')).toHaveAttribute(
      'content',
      await page.title(),
    );
    await expect(page.locator('meta[property="og:description"]')).toHaveAttribute(
      'content',
      description ?? '',
    );
    await expect(page.locator('meta[property="og:image"]')).toHaveAttribute(
      'content',
      /\/og-image\.png$/,
    );
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      'href',
      new RegExp(`${path === '/' ? '/' : path}$`),
    );
  }
  expect(descriptions.size).toBe(pages.length);
});

test('client-side navigation updates the title and description', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'About' }).click();
  await expect(page).toHaveTitle('About · Layerworks 3D');
  await expect(page.locator('meta[name="description"]')).toHaveAttribute(
    'content',
    /small 3D-printing studio/,
  );
});

test('robots.txt, sitemap.xml, the manifest, favicon and OG image are served', async ({
  request,
}) => {
  const robots = await request.get('/robots.txt');
  expect(robots.status()).toBe(200);
  expect(await robots.text()).toMatch(/Disallow: \/admin[\s\S]*Sitemap: http.*\/sitemap\.xml/);
  const sitemap = await (await request.get('/sitemap.xml')).text();
  for (const path of ['/products', '/about', '/contact'])
    expect(sitemap).toContain(`${path}</loc>`);
  expect(sitemap).not.toContain('/admin');
  const manifest = await request.get('/manifest.webmanifest');
  expect(manifest.headers()['content-type']).toContain('application/manifest+json');
  expect((await manifest.json()).icons.length).toBeGreaterThanOrEqual(3);
  for (const asset of [
    '/favicon.svg',
    '/favicon-32.png',
    '/apple-touch-icon.png',
    '/icon-512.png',
    '/og-image.png',
  ]) {
    expect((await request.get(asset)).status(), asset).toBe(200);
  }
});

test('the CSP is sent as a header and as a meta tag, and allows no inline script', async ({
  request,
}) => {
  const res = await request.get('/');
  const header = res.headers()['content-security-policy'] ?? '';
  expect(header).toMatch(/script-src 'self' 'sha256-/);
  const html = await res.text();
  const meta = /<meta http-equiv="Content-Security-Policy" content="([^"]+)"/.exec(html)?.[1] ?? '';
  expect(meta).toContain("default-src 'self'");
  expect(meta).not.toMatch(/script-src[^;]*unsafe-inline/);
  expect(meta).not.toContain('frame-ancestors');
  expect(html).toContain('<meta name="referrer" content="strict-origin-when-cross-origin" />');
});
