import { asc, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { userRoles, users } from '../../db/schema/auth';
import { settings } from '../../db/schema/operations';
import {
  SETTINGS_SECTIONS,
  defaultShopSettings,
  mergeStoredSettings,
  type ShopSettings,
} from '#core/settings/shop-settings';

export type SettingsEnv = { adminEmail?: string; externalStoreUrl: string };

/** The owner e-mail before any is saved: ADMIN_EMAIL, else the first admin account's. */
async function defaultOwnerEmail(db: Executor, env: SettingsEnv): Promise<string> {
  if (env.adminEmail) return env.adminEmail;
  const [first] = await db
    .select({ email: users.email })
    .from(userRoles)
    .innerJoin(users, eq(users.id, userRoles.userId))
    .where(eq(userRoles.role, 'admin'))
    .orderBy(asc(userRoles.createdAt))
    .limit(1);
  return first?.email ?? 'owner@example.com';
}

/** The shop's settings: saved sections over the SPEC §9 defaults. Any feature may read them. */
export async function readShopSettings(db: Executor, env: SettingsEnv): Promise<ShopSettings> {
  const rows = await db
    .select()
    .from(settings)
    .where(inArray(settings.key, [...SETTINGS_SECTIONS]));
  const stored = Object.fromEntries(rows.map((row) => [row.key, row.value]));
  const ownerEmail = await defaultOwnerEmail(db, env);
  return mergeStoredSettings(
    defaultShopSettings({ ownerEmail, externalStoreUrl: env.externalStoreUrl }),
    stored,
  );
}
