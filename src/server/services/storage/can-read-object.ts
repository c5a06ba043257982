import { eq } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import { userRoles } from '../../../db/schema/auth';
import type { AccessClaims } from '../../lib/access-token';
import { isPrivateObject, type StoredObject } from '../../storage/file-storage';

/** Public files go to anyone; private ones to admins (stored role) and the uploader (metadata.ownerUserId). */
export async function canReadObject(db: Executor, object: StoredObject, auth: AccessClaims | null): Promise<boolean> {
  if (!isPrivateObject(object)) return true;
  if (!auth) return false;
  if (object.metadata.ownerUserId === auth.userId) return true;
  const [row] = await db.select({ role: userRoles.role }).from(userRoles).where(eq(userRoles.userId, auth.userId));
  return row?.role === 'admin';
}
