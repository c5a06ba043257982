import { describe, expect, it } from 'vitest';
import {
  CONTACT_EMAIL_PLACEHOLDER,
  EXTERNAL_STORE_URL_PLACEHOLDER,
  STORE_NAME_PLACEHOLDER,
} from '#core/site/prerender-placeholders';
import { withPrerenderedMarkup } from './prerendered-pages';

const index =
  '<html><head><title>x</title></head><body><div id="root"></div><script src="/a.js"></script></body></html>';
const markup = `<link rel="preload" as="image" href="/hero.svg"/><div><h1>Hi</h1><a href="${EXTERNAL_STORE_URL_PLACEHOLDER}">Shop</a></div>`;

describe('withPrerenderedMarkup', () => {
  it('fills the root, moves the leading resource hints into <head> and writes the store address', () => {
    const out = withPrerenderedMarkup(index, markup, 'https://store.example.com/?a=1&b="2"');
    expect(out).toContain(
      '<div id="root"><div><h1>Hi</h1><a href="https://store.example.com/?a=1&amp;b=&quot;2&quot;">Shop</a></div></div>',
    );
    expect(out).toMatch(/<link rel="preload" as="image" href="\/hero.svg"\/>\s*<\/head>/);
    expect(out).not.toContain('.invalid');
  });

  it('leaves the shell as it is for a page without markup', () => {
    expect(withPrerenderedMarkup(index, undefined, 'https://s.example')).toBe(index);
  });

  it('does not read `$` sequences in the markup as replacement patterns', () => {
    const out = withPrerenderedMarkup(index, '<p>$&amp; $1 $$</p>', 'https://s.example');
    expect(out).toContain('<div id="root"><p>$&amp; $1 $$</p></div>');
  });

  it('writes the store name and contact e-mail from Settings in place of their placeholders, escaped', () => {
    const page = `<header>${STORE_NAME_PLACEHOLDER}</header><a href="mailto:${CONTACT_EMAIL_PLACEHOLDER}">${CONTACT_EMAIL_PLACEHOLDER}</a>`;
    const out = withPrerenderedMarkup(index, page, 'https://s.example', {
      storeName: 'Kiln <&> Filament',
      contactEmail: 'hello@kiln.example',
    });
    expect(out).toContain(
      '<header>Kiln &lt;&amp;&gt; Filament</header><a href="mailto:hello@kiln.example">hello@kiln.example</a>',
    );
    expect(out).not.toContain('placeholder');
  });
});
