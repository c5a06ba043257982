import { SESSION_STORAGE_KEY, sessionSchema, type Session } from '../../../core/auth/session';

// Keys an older build or a hosted auth library may have left behind; sign-in and sign-out clear them.
const AUTH_KEY_PREFIXES = ['layerworks.auth', 'sb-', 'supabase.auth'];

export function readStoredSession(): Session | null {
  try {
    const raw = localStorage.getItem(SESSION_STORAGE_KEY);
    return raw ? parseSession(raw) : null;
  } catch {
    return null;
  }
}

export function parseSession(raw: string): Session | null {
  try {
    const parsed = sessionSchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
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
      (key): key is string => key !== null && AUTH_KEY_PREFIXES.some((prefix) => key.startsWith(prefix)),
    );
    for (const key of keys) localStorage.removeItem(key);
  } catch {
    // Nothing stored that we could reach.
  }
}
