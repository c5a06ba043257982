import type { ChangeEmailInput, DeleteAccountInput, SessionView } from '../../../core/auth/account-forms';
import type { UserMetadata } from '../../../core/auth/auth-forms';
import type { AuthUser, Role, Session } from '../../../core/auth/session';
import { apiFetch } from '../../lib/api-client';
import type { Profile } from './auth-context';

// Auth calls carry an explicit token (or none) so they never wait on the token getter itself.
export const authApi = {
  signIn: (email: string, password: string) =>
    apiFetch<Session>('/api/auth/token?grant_type=password', { method: 'POST', body: { email, password }, token: null }),
  refresh: (refreshToken: string) =>
    apiFetch<Session>('/api/auth/token?grant_type=refresh_token', { method: 'POST', body: { refresh_token: refreshToken }, token: null }),
  signUp: (body: { email: string; password: string; options: { emailRedirectTo: string; data: UserMetadata } }) =>
    apiFetch<{ user: AuthUser; session: Session | null }>('/api/auth/signup', { method: 'POST', body, token: null }),
  signOut: (accessToken: string, scope: 'global' | 'local' | 'others' = 'global') =>
    apiFetch<void>(`/api/auth/logout?scope=${scope}`, { method: 'POST', token: accessToken }),
  profile: (accessToken: string) => apiFetch<{ profile: Profile | null; role: Role }>('/api/auth/profile', { token: accessToken }),
  verify: (type: LinkType, token: string) =>
    apiFetch<Session>('/api/auth/verify', { method: 'POST', body: { type, token }, token: null }),
  recover: (email: string) => apiFetch<object>('/api/auth/recover', { method: 'POST', body: { email }, token: null }),
  updateUser: (accessToken: string, body: { password?: string; current_password?: string; data?: UserMetadata }) =>
    apiFetch<AuthUser>('/api/auth/user', { method: 'PUT', body, token: accessToken }),
  verifyMfa: (accessToken: string, code: string) =>
    apiFetch<{ session: Session; recovery_codes?: string[] }>('/api/auth/factors/verify', { method: 'POST', body: { code }, token: accessToken }),
};

export type LinkType = 'signup' | 'recovery' | 'email_change';

/** The /account page's calls; they use the page's current token (refreshed when due). */
export const accountApi = {
  sessions: () => apiFetch<{ sessions: SessionView[] }>('/api/auth/sessions'),
  changeEmail: (body: ChangeEmailInput) => apiFetch<object>('/api/auth/user/email', { method: 'POST', body }),
  deleteAccount: (body: DeleteAccountInput) => apiFetch<void>('/api/auth/user', { method: 'DELETE', body }),
  enrollMfa: () => apiFetch<{ secret: string; uri: string }>('/api/auth/factors', { method: 'POST' }),
  disableMfa: (body: { code: string; current_password: string }) => apiFetch<void>('/api/auth/factors', { method: 'DELETE', body }),
  adminSecurity: () => apiFetch<{ requireAdminMfa: boolean }>('/api/admin/security'),
  setAdminSecurity: (requireAdminMfa: boolean) =>
    apiFetch<{ requireAdminMfa: boolean }>('/api/admin/security', { method: 'PUT', body: { requireAdminMfa } }),
  demoData: () => apiFetch<{ rows: number }>('/api/admin/demo-data'),
  removeDemoData: () => apiFetch<{ removed: Record<string, number> }>('/api/admin/demo-data', { method: 'DELETE' }),
};
