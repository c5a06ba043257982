import { describe, expect, it } from 'vitest';
import { COMPILE_HINT, compileHints, hoistCompileHint } from '../../scripts/vite-compile-hints';

const MAP_DEPS = 'const __vite__mapDeps=(i)=>i;';

describe('compile hints (decision 149)', () => {
  const { postBanner, plugin } = compileHints((name) =>
    ['framework', 'start', 'page-shop-page'].includes(name),
  );

  it('banners only the chunks a page starts with', () => {
    expect(postBanner({ name: 'framework' })).toBe(COMPILE_HINT);
    expect(postBanner({ name: 'page-shop-page' })).toBe(COMPILE_HINT);
    expect(postBanner({ name: 'cart-panel' })).toBe('');
    expect(postBanner({ name: 'admin-orders-page' })).toBe('');
    expect(postBanner({ name: 'page-header' })).toBe('');
  });

  it("puts the hint back on the first line when Vite's preload helper went above it", () => {
    const code = `${MAP_DEPS}\n${COMPILE_HINT}\nimport"./a.js";\nfoo();`;
    expect(hoistCompileHint(code)).toBe(`${COMPILE_HINT}\n${MAP_DEPS}\nimport"./a.js";\nfoo();`);
    expect(hoistCompileHint(hoistCompileHint(code))).toBe(hoistCompileHint(code));
  });

  it('leaves a chunk alone when the hint is not on its second line', () => {
    const deeper = `a;\nb;\n${COMPILE_HINT}\nc;`;
    expect(hoistCompileHint(deeper)).toBe(deeper);
    expect(hoistCompileHint(`${MAP_DEPS}\nfoo();`)).toBe(`${MAP_DEPS}\nfoo();`);
  });

  it('hoists in the bundle after the other plugins, for the chunks it is given only', () => {
    const chunk = (name: string) => ({
      type: 'chunk' as const,
      name,
      code: `${MAP_DEPS}\n${COMPILE_HINT}\nx();`,
    });
    const bundle = { start: chunk('start'), lazy: chunk('cart-panel') };
    const hook = plugin.generateBundle as {
      order: string;
      handler: (options: unknown, bundle: unknown) => void;
    };
    expect(hook.order).toBe('post');
    hook.handler({}, bundle);
    expect(bundle.start.code.split('\n')[0]).toBe(COMPILE_HINT);
    expect(bundle.lazy.code.split('\n')[0]).toBe(MAP_DEPS);
  });
});
