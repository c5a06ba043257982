import type { Session } from '#core/auth/session';
import { SESSION_STORAGE_KEY } from '#core/auth/session-key';

// Keys an older build or a hosted auth library may have left behind; sign-in and sign-out clear them.
const AUTH_KEY_PREFIXES = ['layerworks.auth', 'sb-', 'supabase.auth'];

export function readStoredSession(): Session | null {
  // A server render has no visitor's storage; Node 26's own localStorage warns when touched.
  if (typeof document === 'undefined') return null;
  try {
    const raw = localStorage.getItem(SESSION_STORAGE_KEY);
    return raw ? parseSession(raw) : null;
  } catch {
    return null;
  }
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

// A hand check rather than core's zod schema: zod would weigh ~50 KB on every public page.
function isSession(value: unknown): value is Session {
  if (!isObject(value) || !isObject(value.user)) return false;
  const { access_token, refresh_token, expires_at, expires_in, token_type, user } = value;
  return (
    typeof access_token === 'string' &&
    typeof refresh_token === 'string' &&
    typeof expires_at === 'number' &&
    typeof expires_in === 'number' &&
    token_type === 'bearer' &&
    typeof user.id === 'string' &&
    typeof user.email === 'string' &&
    (user.role === 'customer' || user.role === 'admin')
  );
}

export function parseSession(raw: string): Session | null {
  try {
    const value: unknown = JSON.parse(raw);
    return isSession(value) ? value : null;
  } catch {
    return null;
  }
}

export function writeStoredSession(session: Session): void {
  try {
    localStorage.setItem(SESSION_STORAGE_KEY, JSON.stringify(session));
  } catch {
    // Storage full or blocked: the session lives for this page only.
  }
}

/** SPEC §4/§7: "stored auth keys are removed". */
export function clearStoredAuthKeys(): void {
  try {
    const keys = Array.from({ length: localStorage.length }, (_, i) => localStorage.key(i)).filter(
      (key): key is string =>
        key !== null && AUTH_KEY_PREFIXES.some((prefix) => key.startsWith(prefix)),
    );
    for (const key of keys) localStorage.removeItem(key);
  } catch {
    // Nothing stored that we could reach.
  }
}
