import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { StaticIsland } from './static-island';

const island = () =>
  renderToStaticMarkup(
    <StaticIsland name="story">
      <p>rendered by React</p>
    </StaticIsland>,
  );

/** A page whose prerendered island (`id`) holds `html`, as the browser would have it. */
function withDocument(html: string | null) {
  const asked: string[] = [];
  (globalThis as { document?: unknown }).document = {
    getElementById: (id: string) => {
      asked.push(id);
      return html === null ? null : { innerHTML: html };
    },
  };
  return asked;
}

afterEach(() => {
  delete (globalThis as { document?: unknown }).document;
});

describe('StaticIsland', () => {
  it('renders its children in the prerender, in a wrapper that takes no room', () => {
    const html = island();
    expect(html).toMatch(/^<div id="static-story" data-static-island="" class="contents">/);
    expect(html).toContain('<p>rendered by React</p>');
  });

  it('keeps the prerendered nodes of its own id while the page hydrates', () => {
    const asked = withDocument('<p>painted before the app</p>');
    const html = island();
    expect(html).toContain('<p>painted before the app</p>');
    expect(html).not.toContain('rendered by React');
    // It looked up its own name, the id it renders.
    expect(asked).toEqual(['static-story']);
    expect(html).toContain('id="static-story"');
  });

  it('renders its children when the page has no prerendered island', () => {
    withDocument(null);
    expect(island()).toContain('<p>rendered by React</p>');
  });
});
