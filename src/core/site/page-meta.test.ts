import { describe, expect, it } from 'vitest';
import { findPageMeta, indexedPaths, pageMeta } from './page-meta';

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
