import { describe, expect, it } from 'vitest';
import { ruleMessages, SLOW } from '../support/lint-rule-messages';

const zoneErrors = (filePath: string, source: string) =>
  ruleMessages('import-x/no-restricted-paths', filePath, source);

/** A module that imports `path`. */
const use = (path: string) => `import * as m from '${path}';\nexport const x = m;\n`;

/** Decision 032: web features by domain; a feature uses another only through its top level. */
describe('feature zones', () => {
  it.each([
    // Another feature's internals.
    ['src/web/features/orders/x.ts', '../catalog/components/product-card'],
    ['src/web/features/checkout/x.ts', '../orders/api/list-my-orders'],
    ['src/web/features/checkout/x.ts', '../catalog/api/search-shop-products'],
    // Only the admin shell mounts owner pages; a public feature may not pull one in.
    ['src/web/features/catalog/x.ts', '../orders/pages/admin-orders-page'],
    // The admin shell mounts pages, not a feature's requests or its public pages.
    ['src/web/features/admin/x.ts', '../catalog/api/save-product'],
    ['src/web/features/admin/x.ts', '../catalog/pages/shop-page'],
    // Shared code never reaches into a feature.
    ['src/web/lib/x.ts', '../features/checkout/cart-provider'],
    ['src/web/components/admin/x.tsx', '../../features/orders/order-status-labels'],
  ])(
    'refuses %s importing %s',
    async (filePath, path) => {
      expect(await zoneErrors(filePath, use(path))).toHaveLength(1);
    },
    SLOW,
  );

  it.each([
    // A feature's top-level modules.
    ['src/web/features/catalog/x.ts', '../checkout/cart-provider'],
    // The admin shell's lazy routes to each domain's owner pages.
    ['src/web/features/admin/x.ts', '../catalog/pages/admin-products-page'],
    ['src/web/features/admin/x.ts', '../custom-prints/pages/admin-quotes-page'],
    // The named exceptions.
    ['src/web/features/site/x.ts', '../contact/components/contact-form'],
    ['src/web/features/settings/x.ts', '../backups/components/backups-card'],
    // Shared pieces, from any feature.
    ['src/web/features/orders/x.ts', '../../components/admin/page-header'],
  ])(
    'allows %s importing %s',
    async (filePath, path) => {
      expect(await zoneErrors(filePath, use(path))).toEqual([]);
    },
    SLOW,
  );
});
