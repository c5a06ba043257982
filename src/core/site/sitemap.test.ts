import { describe, expect, it } from 'vitest';
import { buildSitemaps, SITEMAP_URL_LIMIT, type SitemapEntry } from './sitemap';

const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1]);

describe('buildSitemaps', () => {
  it('lists every URL in one file up to the limit, with lastmod when known', () => {
    const { root, parts } = buildSitemaps('https://shop.example.com/', [
      { path: '/' },
      { path: '/shop/a&b', lastmod: '2026-03-01' },
    ]);
    expect(parts).toEqual([]);
    expect(root).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    expect(locs(root)).toEqual([
      'https://shop.example.com/',
      'https://shop.example.com/shop/a&amp;b',
    ]);
    expect(root).toContain('<lastmod>2026-03-01</lastmod>');
    expect(root).not.toMatch(/<url><loc>https:\/\/shop.example.com\/<\/loc><lastmod>/);
  });

  it('splits past 50,000 URLs into parts of at most 50,000 behind an index', () => {
    const entries: SitemapEntry[] = Array.from({ length: SITEMAP_URL_LIMIT * 2 + 1 }, (_, i) => ({
      path: `/shop/p-${i}`,
      lastmod: `2026-01-${String((i % 28) + 1).padStart(2, '0')}`,
    }));
    expect(buildSitemaps('https://x.test', entries.slice(0, SITEMAP_URL_LIMIT)).parts).toEqual([]);
    const { root, parts } = buildSitemaps('https://x.test', entries);
    expect(root).toContain('<sitemapindex');
    expect(locs(root)).toEqual([
      'https://x.test/sitemaps/1.xml',
      'https://x.test/sitemaps/2.xml',
      'https://x.test/sitemaps/3.xml',
    ]);
    expect(root).toContain('<lastmod>2026-01-28</lastmod>');
    expect(parts.map((p) => locs(p).length)).toEqual([SITEMAP_URL_LIMIT, SITEMAP_URL_LIMIT, 1]);
    expect(locs(parts[2]!)).toEqual([`https://x.test/shop/p-${SITEMAP_URL_LIMIT * 2}`]);
    // Every URL once, in order.
    expect(parts.flatMap(locs)).toEqual(entries.map((e) => `https://x.test${e.path}`));
  });

  it('splits at any limit', () => {
    const entries = Array.from({ length: 5 }, (_, i) => ({ path: `/${i}` }));
    const { parts } = buildSitemaps('https://x.test', entries, 2);
    expect(parts.map((p) => locs(p))).toEqual([
      ['https://x.test/0', 'https://x.test/1'],
      ['https://x.test/2', 'https://x.test/3'],
      ['https://x.test/4'],
    ]);
  });
});
