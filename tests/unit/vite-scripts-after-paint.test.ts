import { describe, expect, it } from 'vitest';
import { lowPriorityScripts } from '../../scripts/vite-scripts-after-paint';

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
    expect(out).toContain('<script type="module" fetchpriority="low" crossorigin src="/assets/index-a.js">');
    expect(out).toContain('<link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/react-b.js">');
    expect(out).toContain('<script>inline()</script>');
    expect(out).toContain('<link rel="stylesheet" crossorigin href="/assets/index-c.css">');
    expect(out).toContain('<link rel="preload" as="image" href="/hero.svg" fetchpriority="high">');
  });

  it('leaves a tag that already sets its priority alone (running twice changes nothing)', () => {
    const once = lowPriorityScripts(html);
    expect(lowPriorityScripts(once)).toBe(once);
  });
});
