import { describe, expect, it } from 'vitest';
import { useTestApp } from '../support/test-app';

const t = useTestApp({ publicUrl: 'https://shop.example.com' });

describe('crawler files', () => {
  it('robots.txt keeps crawlers out of private areas and points at the sitemap on PUBLIC_URL', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/robots.txt' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/plain');
    expect(res.body).toContain('Disallow: /admin');
    expect(res.body).toContain('Disallow: /api/');
    expect(res.body).toContain('Sitemap: https://shop.example.com/sitemap.xml');
  });

  it('sitemap.xml lists the public pages with absolute URLs', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('application/xml');
    for (const path of ['/', '/products', '/about', '/contact'])
      expect(res.body).toContain(`<loc>https://shop.example.com${path}</loc>`);
    expect(res.body).not.toContain('/admin');
  });
});
