import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { NOT_FOUND_STATUS_META } from '#core/site/not-found-page';
import { metaCsp, renderIndex } from './render-index';

const html = readFileSync(join(import.meta.dirname, '../../web/index.html'), 'utf8');
const context = {
  publicUrl: 'https://shop.example.com/',
  externalStoreUrl: 'https://store.example.com',
};
const attr = (out: string, selector: RegExp) => selector.exec(out)?.[1];

describe('renderIndex', () => {
  it('writes the page title, description, canonical and Open Graph URLs for a known page', () => {
    const out = renderIndex(html, { ...context, path: '/products/' });
    expect(out).toContain('<title>Products · Layerworks 3D</title>');
    expect(attr(out, /<meta name="description" content="([^"]*)"/)).toMatch(
      /^Colour-changing dragons/,
    );
    expect(attr(out, /<link rel="canonical" href="([^"]*)"/)).toBe(
      'https://shop.example.com/products',
    );
    expect(attr(out, /<meta property="og:url" content="([^"]*)"/)).toBe(
      'https://shop.example.com/products',
    );
    expect(attr(out, /<meta property="og:image" content="([^"]*)"/)).toBe(
      'https://shop.example.com/og-image.png',
    );
    expect(attr(out, /<meta name="external-store-url" content="([^"]*)"/)).toBe(
      'https://store.example.com',
    );
    expect(out).not.toContain('noindex');
  });

  it('marks pages it does not know as noindex', () => {
    const out = renderIndex(html, { ...context, path: '/admin/orders' });
    expect(out).toContain('<title>Layerworks 3D</title>');
    expect(out).toContain('<meta name="robots" content="noindex" />');
  });

  it('writes the not-found page without a canonical URL, the same for every path', () => {
    const out = renderIndex(html, { ...context, path: '/no/such/page', notFound: true });
    expect(out).toContain('<title>Page not found · Layerworks 3D</title>');
    expect(out).toContain('<meta name="robots" content="noindex" />');
    expect(out).not.toMatch(/rel="canonical"|og:url/);
    // The app renders its not-found page for such a document, whatever its routes match.
    expect(out).toContain(NOT_FOUND_STATUS_META);
    expect(renderIndex(html, { ...context, path: '/about' })).not.toContain('http-status');
    expect(renderIndex(html, { ...context, path: '/elsewhere', notFound: true })).toBe(out);
  });

  it('escapes what it writes into attributes', () => {
    const out = renderIndex(html, {
      ...context,
      path: '/x"><script>alert(1)</script>',
      externalStoreUrl: 'https://e.com/?q="><script>',
    });
    expect(out).not.toContain('"><script>');
    expect(out).toContain('https://e.com/?q=&quot;&gt;&lt;script&gt;');
  });

  it('keeps the inline script byte for byte, so its CSP hash still matches', () => {
    const script = /<script>[\s\S]*?<\/script>/.exec(html)?.[0];
    expect(script).toBeTruthy();
    expect(renderIndex(html, { ...context, path: '/', csp: "default-src 'self'" })).toContain(
      script,
    );
  });

  it('adds the CSP as a meta tag without the directives a meta tag cannot carry', () => {
    const header =
      "default-src 'self';script-src 'self' 'sha256-x';frame-ancestors 'none';upgrade-insecure-requests";
    expect(metaCsp(header)).toBe(
      "default-src 'self'; script-src 'self' 'sha256-x'; upgrade-insecure-requests",
    );
    const out = renderIndex(html, { ...context, path: '/', csp: header });
    expect(out).toMatch(
      /<meta charset="UTF-8" \/>\s*<meta http-equiv="Content-Security-Policy" content="default-src 'self'; script-src/,
    );
  });

  it("writes the shop's store name into the titles and the Settings the app reads as meta tags (decision 133)", () => {
    const out = renderIndex(html, {
      ...context,
      path: '/products',
      storeName: 'Kiln & Filament',
      contactEmail: 'hello@kiln.example',
      deliveryTime: '2-4 days',
    });
    expect(out).toContain('<title>Products · Kiln &amp; Filament</title>');
    expect(attr(out, /<meta property="og:site_name" content="([^"]*)"/)).toBe(
      'Kiln &amp; Filament',
    );
    expect(attr(out, /<meta name="store-name" content="([^"]*)"/)).toBe('Kiln &amp; Filament');
    expect(attr(out, /<meta name="contact-email" content="([^"]*)"/)).toBe('hello@kiln.example');
    expect(attr(out, /<meta name="delivery-time" content="([^"]*)"/)).toBe('2-4 days');
    expect(out).not.toContain('Layerworks 3D</title>');
  });
});
