import { LOW_STOCK_THRESHOLD } from '#core/dashboard/dashboard-figures';
import type { Executor } from '../../db/client';
import type { ShopSettings } from '#core/settings/shop-settings';
import type { Mailer } from './mailer';
import { readShopSettings, type SettingsEnv } from '../settings/read-shop-settings';

export type StockMove = { name: string; sku: string; before: number; after: number };

/**
 * Tells the owner when products fall below the low-stock threshold (SPEC §9: fewer than 5),
 * once per crossing, if the low-stock notification is on. Call it after the stock change
 * has been committed (checkout, an admin edit) with the quantities before and after.
 */
export async function sendLowStockAlert(
  deps: { db: Executor; mailer: Mailer; env: SettingsEnv; settings?: ShopSettings },
  moves: StockMove[],
): Promise<boolean> {
  const crossed = moves.filter(
    (m) => m.before >= LOW_STOCK_THRESHOLD && m.after < LOW_STOCK_THRESHOLD,
  );
  if (crossed.length === 0) return false;
  const settings = deps.settings ?? (await readShopSettings(deps.db, deps.env));
  if (!settings.notifications.lowStock) return false;
  const lines = crossed.map((m) => `- ${m.name} (${m.sku}): ${m.after} left`);
  await deps.mailer.send({
    to: settings.general.ownerEmail,
    subject: `Low stock: ${crossed.length === 1 ? crossed[0]!.name : `${crossed.length} products`}`,
    text: [
      `These products are below ${LOW_STOCK_THRESHOLD} units:`,
      '',
      ...lines,
      '',
      'Restock them in the admin area under Products.',
    ].join('\n'),
    kind: 'low_stock',
  });
  return true;
}
