import type { DeleteAccountInput } from '#core/auth/account-forms';
import { apiFetch } from '../../../lib/api-client';

/** Deletes the signed-in account (DELETE /api/auth/user). */
export const deleteAccount = (body: DeleteAccountInput) =>
  apiFetch('/api/auth/user', null, { method: 'DELETE', body });
