import type { ChangeEmailInput, DeleteAccountInput } from '#core/auth/account-forms';
import type { UserMetadata } from '#core/auth/auth-forms';
import { apiFetch } from '../../lib/api-client';

// The answers' schemas load only where they are checked (development), never on a public page.
const responses = () => import('#core/auth/auth-responses');
const session = () => import('#core/auth/session').then((m) => m.sessionSchema);
const accountResponses = () => import('#core/auth/account-responses');
const authUser = () => import('#core/auth/session').then((m) => m.authUserSchema);

// Auth calls carry an explicit token (or none) so they never wait on the token getter itself.
export const authApi = {
  signIn: (email: string, password: string) =>
    apiFetch('/api/auth/token?grant_type=password', session, {
      method: 'POST',
      body: { email, password },
      token: null,
    }),
  refresh: (refreshToken: string) =>
    apiFetch('/api/auth/token?grant_type=refresh_token', session, {
      method: 'POST',
      body: { refresh_token: refreshToken },
      token: null,
    }),
  signUp: (body: {
    email: string;
    password: string;
    options: { emailRedirectTo: string; data: UserMetadata };
  }) =>
    apiFetch('/api/auth/signup', () => responses().then((m) => m.signUpResponseSchema), {
      method: 'POST',
      body,
      token: null,
    }),
  signOut: (accessToken: string, scope: 'global' | 'local' | 'others' = 'global') =>
    apiFetch(`/api/auth/logout?scope=${scope}`, null, { method: 'POST', token: accessToken }),
  profile: (accessToken: string) =>
    apiFetch('/api/auth/profile', () => responses().then((m) => m.profileResponseSchema), {
      token: accessToken,
    }),
  verify: (type: LinkType, token: string) =>
    apiFetch('/api/auth/verify', session, { method: 'POST', body: { type, token }, token: null }),
  recover: (email: string) =>
    apiFetch('/api/auth/recover', null, { method: 'POST', body: { email }, token: null }),
  updateUser: (
    accessToken: string,
    body: { password?: string; current_password?: string; data?: UserMetadata },
  ) => apiFetch('/api/auth/user', authUser, { method: 'PUT', body, token: accessToken }),
  verifyMfa: (accessToken: string, code: string) =>
    apiFetch(
      '/api/auth/factors/verify',
      () => accountResponses().then((m) => m.totpVerifiedSchema),
      {
        method: 'POST',
        body: { code },
        token: accessToken,
      },
    ),
};

export type LinkType = 'signup' | 'recovery' | 'email_change';

/** The /account page's calls; they use the page's current token (refreshed when due). */
export const accountApi = {
  sessions: () =>
    apiFetch('/api/auth/sessions', () => accountResponses().then((m) => m.sessionListSchema)),
  changeEmail: (body: ChangeEmailInput) =>
    apiFetch(
      '/api/auth/user/email',
      () => accountResponses().then((m) => m.emailChangeRequestedSchema),
      { method: 'POST', body },
    ),
  deleteAccount: (body: DeleteAccountInput) =>
    apiFetch('/api/auth/user', null, { method: 'DELETE', body }),
  enrollMfa: () =>
    apiFetch('/api/auth/factors', () => accountResponses().then((m) => m.totpEnrolmentSchema), {
      method: 'POST',
    }),
  disableMfa: (body: { code: string; current_password: string }) =>
    apiFetch('/api/auth/factors', null, { method: 'DELETE', body }),
  adminSecurity: () =>
    apiFetch('/api/admin/security', () => accountResponses().then((m) => m.adminSecuritySchema)),
  setAdminSecurity: (requireAdminMfa: boolean) =>
    apiFetch('/api/admin/security', () => accountResponses().then((m) => m.adminSecuritySchema), {
      method: 'PUT',
      body: { requireAdminMfa },
    }),
  demoData: () =>
    apiFetch('/api/admin/demo-data', () => accountResponses().then((m) => m.demoDataCountSchema)),
  removeDemoData: () =>
    apiFetch(
      '/api/admin/demo-data',
      () => accountResponses().then((m) => m.demoDataRemovedSchema),
      { method: 'DELETE' },
    ),
};
