import { describe, expect, it } from 'vitest';
import { isAppRoute } from './match-app-route';
import { findPageMeta, indexedPaths, normalisePagePath, pageMeta } from './page-meta';

describe('page meta', () => {
  it.each(['/', '/products', '/about', '/contact'])('describes %s', (path) => {
    const meta = findPageMeta(path);
    expect(meta?.title).toContain('Layerworks 3D');
    expect(meta?.description.length).toBeGreaterThan(50);
    expect(meta?.description.length).toBeLessThanOrEqual(160);
  });

  it('ignores a trailing slash and unknown paths', () => {
    expect(findPageMeta('/about/')).toBe(pageMeta['/about']);
    expect(findPageMeta('/nope')).toBeUndefined();
    expect(findPageMeta('/constructor')).toBeUndefined();
  });

  it('gives every page its own title', () => {
    const titles = Object.values(pageMeta).map((m) => m.title);
    expect(new Set(titles).size).toBe(titles.length);
    expect(indexedPaths()).toContain('/');
  });
});

describe('normalisePagePath', () => {
  it('drops trailing slashes and keeps the root', () => {
    expect(normalisePagePath('/products/')).toBe('/products');
    expect(normalisePagePath('/products///')).toBe('/products');
    expect(normalisePagePath('/a//b')).toBe('/a//b');
    expect(normalisePagePath('/')).toBe('/');
    expect(normalisePagePath('///')).toBe('/');
  });

  // A visitor's path: runs of slashes that do not end it made a backtracking pattern quadratic
  // (16 KB took ~300 ms; these 200 KB, about 45 s, past the test's limit). Linear, it is instant.
  it('reads 200 KB of slashes before a letter in one pass', () => {
    const path = `/${'/'.repeat(200_000)}x`;
    expect(normalisePagePath(path)).toBe(path);
    expect(normalisePagePath(`${path}${'/'.repeat(200_000)}`)).toBe(path);
    expect(isAppRoute(path)).toBe(false);
  });
});
