import type { SessionContext } from '../auth/session-guard';
import { isPrivateObject, type StoredObject } from './file-storage';

/**
 * Public files go to anyone; private ones to admins and the uploader (metadata.ownerUserId).
 * `auth` has passed the session guard: a live session, with the role stored now.
 */
export function canReadObject(object: StoredObject, auth: SessionContext | null): boolean {
  if (!isPrivateObject(object)) return true;
  if (!auth) return false;
  return object.metadata.ownerUserId === auth.userId || auth.role === 'admin';
}
