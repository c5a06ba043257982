import { describe, expect, it } from 'vitest';
import { ruleMessages, SLOW } from '../support/lint-rule-messages';

const importErrors = (filePath: string, source: string) =>
  ruleMessages('no-restricted-imports', filePath, source);

/** DESIGN.md: web -> core; server -> core, db; core -> nothing of ours. */
describe('import boundaries', () => {
  it.each([
    [
      'src/web/features/x/a.ts',
      "import { buildApp } from '../../../server/app';\nexport const a = buildApp;\n",
    ],
    [
      'src/web/features/x/b.ts',
      "import { schema } from '../../../db/schema';\nexport const b = schema;\n",
    ],
    ['src/core/c.ts', "import { schema } from '../db/schema';\nexport const c = schema;\n"],
    ['src/core/d.ts', "import { router } from '../web/app/router';\nexport const d = router;\n"],
    ['src/db/e.ts', "import { buildApp } from '../server/app';\nexport const e = buildApp;\n"],
    ['src/server/f.ts', "import { router } from '../web/app/router';\nexport const f = router;\n"],
    // The same boundaries hold through package aliases (decision 041).
    [
      'src/web/features/x/a2.ts',
      "import { buildApp } from '#server/app';\nexport const a = buildApp;\n",
    ],
    ['src/core/c2.ts', "import { schema } from '#db/schema';\nexport const c = schema;\n"],
    ['src/db/e2.ts', "import { router } from '#web/app/router';\nexport const e = router;\n"],
    // Routes never query (decision 040): no Drizzle, no schema tables in a route module.
    ['src/server/catalog/x-routes.ts', "import { eq } from 'drizzle-orm';\nexport const x = eq;\n"],
    [
      'src/server/catalog/y-routes.ts',
      "import { orders } from '../../db/schema/sales';\nexport const y = orders;\n",
    ],
    [
      'src/server/catalog/z-routes.ts',
      "import { router } from '../../web/app/router';\nexport const z = router;\n",
    ],
  ])(
    'refuses the import in %s',
    async (filePath, source) => {
      expect(await importErrors(filePath, source)).toHaveLength(1);
    },
    SLOW,
  );

  it.each([
    [
      'src/web/features/x/g.ts',
      "import { formatMoney } from '../../../core/money';\nexport const g = formatMoney;\n",
    ],
    [
      'src/server/h.ts',
      "import { schema } from '../db/schema';\nimport { toCents } from '../core/money';\nexport const h = [schema, toCents];\n",
    ],
    [
      'src/web/features/x/g2.ts',
      "import { formatMoney } from '#core/money';\nexport const g = formatMoney;\n",
    ],
    ['src/server/h2.ts', "import { toCents } from '#core/money';\nexport const h = toCents;\n"],
    [
      'src/server/catalog/w-routes.ts',
      "import { toCents } from '#core/money';\nimport type { Executor } from '../../db/client';\nexport const w = toCents;\nexport type W = Executor;\n",
    ],
  ])(
    'allows the import in %s',
    async (filePath, source) => {
      expect(await importErrors(filePath, source)).toEqual([]);
    },
    SLOW,
  );
});
