import type { UserMetadata } from '#core/auth/auth-forms';
import { apiFetch } from '../../../lib/api-client';

export type UpdateUserBody = { password?: string; current_password?: string; data?: UserMetadata };

/** Changes the password or the profile's fields (PUT /api/auth/user). */
export const updateUser = (accessToken: string, body: UpdateUserBody) =>
  apiFetch('/api/auth/user', () => import('#core/auth/session').then((m) => m.authUserSchema), {
    method: 'PUT',
    body,
    token: accessToken,
  });
