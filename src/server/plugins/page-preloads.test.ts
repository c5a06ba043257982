import { describe, expect, it } from 'vitest';
import { withPreloads } from './page-preloads';

describe('withPreloads', () => {
  it("puts a page's hints at the end of <head>, and changes nothing without tags", () => {
    const html = '<head>\n    <script type="module" src="/assets/index.js"></script>\n  </head><body></body>';
    const tags = '<link rel="preload" as="fetch" crossorigin href="/api/products">';
    expect(withPreloads(html, tags)).toBe(`<head>\n    <script type="module" src="/assets/index.js"></script>\n      ${tags}\n  </head><body></body>`);
    expect(withPreloads(html, '')).toBe(html);
  });
});
