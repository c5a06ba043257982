import type { Executor } from '../../db/client';
import { readSetting, writeSetting } from '../lib/setting-row';

const KEY = 'security';

/** Whether the owner requires two-factor sign-in for every admin account. */
export async function adminMfaRequired(db: Executor): Promise<boolean> {
  const value = await readSetting(db, KEY);
  return (value as { requireAdminMfa?: unknown } | undefined)?.requireAdminMfa === true;
}

export async function setAdminMfaRequired(db: Executor, required: boolean): Promise<void> {
  await writeSetting(db, KEY, { requireAdminMfa: required });
}
