import { cpSync, existsSync } from 'node:fs';
import { join } from 'node:path';

/**
 * Starts a browser-test server's data folder from the run's migrated, seeded database
 * (make-shop-template.ts), when the run made one; otherwise the server creates its own.
 */
export function copyShopTemplate(dataDir: string): void {
  const template = process.env.E2E_SHOP_TEMPLATE;
  if (!template || !existsSync(join(template, 'pglite'))) return;
  cpSync(join(template, 'pglite'), join(dataDir, 'pglite'), { recursive: true });
}
