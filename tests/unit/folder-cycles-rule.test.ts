import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { Linter } from 'eslint';
import tseslint from 'typescript-eslint';
import { afterAll, describe, expect, it } from 'vitest';
import { noFolderCycle } from '../../eslint/folder-cycles.js';

/** A throwaway tree of server folders, so each case sees only the imports it writes. */
function tree(files: Record<string, string>): string {
  const root = mkdtempSync(join(tmpdir(), 'folder-cycles-'));
  for (const [path, source] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), source);
  }
  roots.push(root);
  return root;
}
const roots: string[] = [];
afterAll(() => roots.forEach((root) => rmSync(root, { recursive: true, force: true })));

function lint(root: string, path: string, source: string, knownEdges: string[] = []): string[] {
  const linter = new Linter({ cwd: root });
  return linter
    .verify(
      source,
      {
        files: ['**/*.ts'],
        languageOptions: { parser: tseslint.parser as Linter.Parser },
        plugins: { house: { rules: { 'no-folder-cycle': noFolderCycle } } },
        rules: { 'house/no-folder-cycle': ['error', { knownEdges }] },
      },
      join(root, path),
    )
    .map((message) => message.message);
}

/** Decision 129: no two folders of a layer import each other, directly or round a loop. */
describe('house/no-folder-cycle', () => {
  const checkoutUsesOrders = "import { findOrder } from '../orders/find-order';\n";
  const ordersUsesCheckout = "import { placeOrder } from '../checkout/place-order';\n";

  it('refuses an import that closes a two-folder loop, naming it', () => {
    const root = tree({
      'src/server/checkout/place-order.ts': checkoutUsesOrders,
      'src/server/orders/find-order.ts': ordersUsesCheckout,
    });
    expect(lint(root, 'src/server/orders/find-order.ts', ordersUsesCheckout)).toEqual([
      expect.stringContaining('server/orders → server/checkout → server/orders'),
    ]);
  });

  it('refuses a longer loop, through core alias imports too', () => {
    const root = tree({
      'src/core/a/x.ts': "import { y } from '#core/b/y';\n",
      'src/core/b/y.ts': "import { z } from '../c/z';\n",
      'src/core/c/z.ts': "import { x } from '../a/x';\n",
    });
    expect(lint(root, 'src/core/c/z.ts', "import { x } from '../a/x';\n")).toEqual([
      expect.stringContaining('core/c → core/a → core/b → core/c'),
    ]);
  });

  it('lets one direction be, and a type-only import back', () => {
    const root = tree({
      'src/server/checkout/place-order.ts': checkoutUsesOrders,
      'src/server/orders/find-order.ts': "import type { Placed } from '../checkout/place-order';\n",
    });
    expect(lint(root, 'src/server/checkout/place-order.ts', checkoutUsesOrders)).toEqual([]);
    const typeOnly = "import type { Placed } from '../checkout/place-order';\n";
    expect(lint(root, 'src/server/orders/find-order.ts', typeOnly)).toEqual([]);
  });

  it('ignores exactly the edges listed as known debt', () => {
    const root = tree({
      'src/server/checkout/place-order.ts': checkoutUsesOrders,
      'src/server/orders/find-order.ts': ordersUsesCheckout,
    });
    const known = ['src/server/orders -> src/server/checkout'];
    expect(lint(root, 'src/server/orders/find-order.ts', ordersUsesCheckout, known)).toEqual([]);
    expect(lint(root, 'src/server/checkout/place-order.ts', checkoutUsesOrders, known)).toEqual([]);
  });

  it("reads the shop's own tree: checkout uses orders, so orders may not use checkout", () => {
    // `npm run lint` runs the rule on every real file; this pins the edge decision 129 chose.
    expect(lint(process.cwd(), 'src/server/orders/x.ts', ordersUsesCheckout)).toEqual([
      expect.stringContaining('server/orders → server/checkout'),
    ]);
  });
});
