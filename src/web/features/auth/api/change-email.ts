import type { ChangeEmailInput } from '#core/auth/account-forms';
import { apiFetch } from '../../../lib/api-client';

/** Mails a confirmation link to a new address (POST /api/auth/user/email). */
export const changeEmail = (body: ChangeEmailInput) =>
  apiFetch(
    '/api/auth/user/email',
    () => import('#core/auth/account-responses').then((m) => m.emailChangeRequestedSchema),
    { method: 'POST', body },
  );
