import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { adminAssets, BUDGET, group, initialAssets } from '../../bench/lib/bundle-graph';

/** The bundle budget reads a build: here a small fake one with every kind of reference. */
const dist = mkdtempSync(join(tmpdir(), 'shop-dist-'));
afterAll(() => rmSync(dist, { recursive: true, force: true }));

mkdirSync(join(dist, 'assets'));
mkdirSync(join(dist, '.vite'));
writeFileSync(
  join(dist, 'index.html'),
  `<!doctype html><html><head>
  <script>document.documentElement.className='dark'</script>
  <script type="module" crossorigin src="/assets/index-a.js"></script>
  <link rel="modulepreload" crossorigin href="/assets/vendor-b.js">
  <link rel="stylesheet" crossorigin href="/assets/index-c.css">
  <link rel="icon" href="/favicon.svg">
  <link rel="stylesheet" href="https://fonts.example.com/x.css">
  </head><body></body></html>`,
);
const files: Record<string, string> = {
  'index-a.js': 'a'.repeat(3000),
  'vendor-b.js': 'b'.repeat(2000),
  'shared-d.js': 'd'.repeat(1000),
  'index-c.css': 'c'.repeat(500),
  'shop-page-e.js': 'e'.repeat(4000),
  'admin-layout-f.js': 'f'.repeat(4000),
  'admin-g.css': 'g'.repeat(100),
  'admin-orders-page-h.js': 'h'.repeat(300),
  'my-orders-page-i.js': 'i'.repeat(300),
};
for (const [name, content] of Object.entries(files))
  writeFileSync(join(dist, 'assets', name), content);
writeFileSync(
  join(dist, '.vite', 'manifest.json'),
  JSON.stringify({
    'index.html': {
      file: 'assets/index-a.js',
      src: 'index.html',
      isEntry: true,
      imports: ['_vendor-b.js'],
      dynamicImports: ['features/store/pages/shop-page.tsx', 'features/admin/admin-layout.tsx'],
      css: ['assets/index-c.css'],
    },
    '_vendor-b.js': { file: 'assets/vendor-b.js', imports: ['_shared-d.js'] },
    '_shared-d.js': { file: 'assets/shared-d.js' },
    'features/store/pages/shop-page.tsx': {
      file: 'assets/shop-page-e.js',
      src: 'features/store/pages/shop-page.tsx',
      isDynamicEntry: true,
      imports: ['_shared-d.js'],
    },
    'features/admin/admin-layout.tsx': {
      file: 'assets/admin-layout-f.js',
      src: 'features/admin/admin-layout.tsx',
      isDynamicEntry: true,
      imports: ['_vendor-b.js'],
      css: ['assets/admin-g.css'],
    },
    // Decision 032: the owner's pages live in their domain's feature, named admin-*.
    'features/orders/pages/admin-orders-page.tsx': {
      file: 'assets/admin-orders-page-h.js',
      src: 'features/orders/pages/admin-orders-page.tsx',
      isDynamicEntry: true,
    },
    'features/orders/pages/my-orders-page.tsx': {
      file: 'assets/my-orders-page-i.js',
      src: 'features/orders/pages/my-orders-page.tsx',
      isDynamicEntry: true,
    },
  }),
);

describe('bundle graph of a build', () => {
  it('counts what index.html loads and its static imports, never lazy chunks or other origins', () => {
    expect(initialAssets(dist).sort()).toEqual([
      'assets/index-a.js',
      'assets/index-c.css',
      'assets/shared-d.js',
      'assets/vendor-b.js',
    ]);
  });

  it("finds the admin chunks and their CSS, the domain features' owner pages included", () => {
    expect(adminAssets(dist).sort()).toEqual([
      'assets/admin-g.css',
      'assets/admin-layout-f.js',
      'assets/admin-orders-page-h.js',
    ]);
  });

  it('sums gzip bytes per kind', () => {
    const sizes = group(dist, initialAssets(dist));
    const gz = (name: string) => gzipSync(files[name]!, { level: 9 }).length;
    expect(sizes.jsGzip).toBe(gz('index-a.js') + gz('vendor-b.js') + gz('shared-d.js'));
    expect(sizes.cssGzip).toBe(gz('index-c.css'));
    expect(sizes.js).toHaveLength(3);
  });
});

describe('budget', () => {
  it('is 130 KB of gzip JS before `/` is interactive (React 19), 20 KB of CSS', () => {
    expect(BUDGET).toEqual({ publicJsGzip: 130 * 1024, publicCssGzip: 20 * 1024 });
  });
});
