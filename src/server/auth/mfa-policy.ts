import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { settings } from '../../db/schema/operations';

const KEY = 'security';

/** Whether the owner requires two-factor sign-in for every admin account. */
export async function adminMfaRequired(db: Executor): Promise<boolean> {
  const [row] = await db
    .select({ value: settings.value })
    .from(settings)
    .where(eq(settings.key, KEY));
  return (row?.value as { requireAdminMfa?: unknown } | undefined)?.requireAdminMfa === true;
}

export async function setAdminMfaRequired(db: Executor, required: boolean): Promise<void> {
  await db
    .insert(settings)
    .values({ key: KEY, value: { requireAdminMfa: required } })
    .onConflictDoUpdate({
      target: settings.key,
      set: { value: sql`excluded.value`, updatedAt: new Date() },
    });
}
