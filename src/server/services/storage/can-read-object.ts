import type { Executor } from '../../../db/client';
import type { AccessClaims } from '../../lib/access-token';
import { isPrivateObject, type StoredObject } from '../../storage/file-storage';
import { findUserRole } from '../auth/find-user-role';

/** Public files go to anyone; private ones to admins (stored role) and the uploader (metadata.ownerUserId). */
export async function canReadObject(db: Executor, object: StoredObject, auth: AccessClaims | null): Promise<boolean> {
  if (!isPrivateObject(object)) return true;
  if (!auth) return false;
  if (object.metadata.ownerUserId === auth.userId) return true;
  return (await findUserRole(db, auth.userId)) === 'admin';
}
