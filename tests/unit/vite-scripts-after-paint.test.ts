import { describe, expect, it } from 'vitest';
import {
  bootChunks,
  deferAppScripts,
  lowPriorityScripts,
  withBootPreloads,
} from '../../scripts/vite-scripts-after-paint';

describe('lowPriorityScripts', () => {
  const html = [
    '<script>inline()</script>',
    '<script type="module" crossorigin src="/assets/index-a.js"></script>',
    '<link rel="modulepreload" crossorigin href="/assets/react-b.js">',
    '<link rel="stylesheet" crossorigin href="/assets/index-c.css">',
    '<link rel="preload" as="image" href="/hero.svg" fetchpriority="high">',
  ].join('\n');

  it('lowers the module script and every modulepreload, nothing else', () => {
    const out = lowPriorityScripts(html);
    expect(out).toContain(
      '<script type="module" fetchpriority="low" crossorigin src="/assets/index-a.js">',
    );
    expect(out).toContain(
      '<link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/react-b.js">',
    );
    expect(out).toContain('<script>inline()</script>');
    expect(out).toContain('<link rel="stylesheet" crossorigin href="/assets/index-c.css">');
    expect(out).toContain('<link rel="preload" as="image" href="/hero.svg" fetchpriority="high">');
  });

  it('leaves a tag that already sets its priority alone (running twice changes nothing)', () => {
    const once = lowPriorityScripts(html);
    expect(lowPriorityScripts(once)).toBe(once);
  });
});

describe('boot preloads', () => {
  const chunk = (imports: string[] = [], dynamicImports: string[] = []) => ({
    type: 'chunk' as const,
    imports,
    dynamicImports,
  });
  const bundle = {
    'assets/index.js': chunk(
      ['assets/preload-helper.js'],
      ['assets/client.js', 'assets/start-app.js'],
    ),
    'assets/client.js': chunk(['assets/react.js']),
    'assets/start-app.js': chunk(['assets/react.js', 'assets/router.js'], ['assets/admin-page.js']),
    'assets/react.js': chunk(),
    'assets/router.js': chunk(['assets/react.js']),
    'assets/admin-page.js': chunk(['assets/charts.js']),
    'assets/index.css': { type: 'asset' },
  };
  const html =
    '<script type="module" crossorigin src="/assets/index.js"></script>\n    <link rel="modulepreload" crossorigin href="/assets/react.js">\n    <link rel="stylesheet" crossorigin href="/assets/index.css">\n  </head>';

  it("lists the entry's import() chunks and their static imports, not their own lazy chunks or what the HTML has", () => {
    expect(bootChunks(bundle['assets/index.js'], bundle, html)).toEqual([
      'assets/client.js',
      'assets/start-app.js',
      'assets/router.js',
    ]);
  });

  it('puts the tags before the stylesheet', () => {
    const out = withBootPreloads(html, ['assets/client.js']);
    expect(out.indexOf('href="/assets/client.js"')).toBeGreaterThan(
      out.indexOf('href="/assets/react.js"'),
    );
    expect(out.indexOf('href="/assets/client.js"')).toBeLessThan(out.indexOf('rel="stylesheet"'));
    expect(withBootPreloads(html, [])).toBe(html);
  });
});

describe('deferAppScripts', () => {
  const html = [
    '<head>',
    '    <script>theme()</script>',
    '    <script type="module" fetchpriority="low" crossorigin src="/assets/index-a.js"></script>',
    '    <link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/react-b.js">',
    '    <link rel="stylesheet" crossorigin href="/assets/index-c.css">',
    '  </head>',
    '  <body>',
    '    <div id="root"></div>',
    '  </body>',
  ].join('\n');
  const out = deferAppScripts(html);
  const head = out.slice(0, out.indexOf('</head>'));
  const template = /<template id="app-scripts">([\s\S]*?)<\/template>/.exec(out)?.[1] ?? '';

  it('takes the module script and modulepreloads out of <head>, and keeps the rest there', () => {
    expect(head).not.toMatch(/type="module"|modulepreload/);
    expect(head).toContain('<script>theme()</script>');
    expect(head).toContain('<link rel="stylesheet" crossorigin href="/assets/index-c.css">');
  });

  it('puts them, in order, in the inert template at the end of <body>, followed by the loader', () => {
    expect(template.indexOf('src="/assets/index-a.js"')).toBeGreaterThan(-1);
    expect(template.indexOf('href="/assets/react-b.js"')).toBeGreaterThan(
      template.indexOf('index-a.js'),
    );
    expect(out).toMatch(
      /<\/template>\s*<script>\(function\(\)\{[\s\S]*\}\)\(\);<\/script>\s*<\/body>/,
    );
    expect(out.indexOf('<div id="root">')).toBeLessThan(out.indexOf('<template'));
  });

  it('changes nothing the second time, nor in a page without app scripts', () => {
    expect(deferAppScripts(out)).toBe(out);
    const plain = '<head></head><body></body>';
    expect(deferAppScripts(plain)).toBe(plain);
  });
});
