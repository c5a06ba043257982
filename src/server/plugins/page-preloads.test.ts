import { describe, expect, it } from 'vitest';
import { withPreloads } from './page-preloads';

const html = [
  '<head>',
  '    <template id="app-scripts">',
  '      <script type="module" crossorigin src="/assets/index.js"></script>',
  '    </template>',
  '    <script>loader()</script>',
  '  </head><body><div id="root"><template>x</template></div></body>',
].join('\n');
const module = '<link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/contact-page.js">';
const data = '<link rel="preload" as="fetch" crossorigin href="/api/products">';

describe('withPreloads', () => {
  it("puts a page's modulepreloads with the app's scripts (loaded after paint) and other hints in <head>", () => {
    const out = withPreloads(html, [data, module].join('\n    '));
    const template = out.slice(out.indexOf('<template id="app-scripts">'), out.indexOf('</template>'));
    expect(template).toContain(module);
    expect(template).not.toContain(data);
    expect(out.indexOf(data)).toBeGreaterThan(out.indexOf('<script>loader()</script>'));
    expect(out.indexOf(data)).toBeLessThan(out.indexOf('</head>'));
    expect(out).toContain('<div id="root"><template>x</template></div>');
  });

  it('puts everything in <head> when the page has no app-scripts template, and changes nothing without tags', () => {
    const plain = '<head>\n  </head>';
    expect(withPreloads(plain, module)).toBe(`<head>\n      ${module}\n  </head>`);
    expect(withPreloads(html, '')).toBe(html);
  });
});
