import { AUTO_REFRESH_TICK_MS, isRefreshDue } from '#core/auth/auth-rules';
import type { AuthUser, Session } from '#core/auth/session';
import { SESSION_STORAGE_KEY } from '#core/auth/session-key';
import { isRetryable, refreshWithRetry, withCrossTabLock } from './refresh-with-retry';
import {
  clearStoredAuthKeys,
  parseSession,
  readStoredSession,
  writeStoredSession,
} from './session-storage';
import {
  createSession,
  signOut,
  signUp,
  updateUser,
  verifyLink,
  verifyMfaCode,
  type LinkType,
  type SignUpBody,
  type UpdateUserBody,
} from './session-requests';

/** Supabase's auth events (SPEC §4); MFA_CHALLENGE_VERIFIED when a TOTP code lifts the session to aal2. */
export type AuthChangeEvent =
  | 'INITIAL_SESSION'
  | 'SIGNED_IN'
  | 'SIGNED_OUT'
  | 'TOKEN_REFRESHED'
  | 'USER_UPDATED'
  | 'PASSWORD_RECOVERY'
  | 'MFA_CHALLENGE_VERIFIED';
type Listener = (event: AuthChangeEvent, session: Session | null) => void;

// An access token this close to its end is refreshed before it is handed out.
const HAND_OUT_MARGIN_MS = 10_000;
const LOCK_NAME = 'layerworks-auth-refresh';

/**
 * The browser's session, kept in local storage and shared by every tab: restore on load,
 * refresh in time (one tab at a time, through a Web Lock), follow other tabs via storage events.
 */
export function createAuthClient() {
  let session: Session | null = null;
  let initializing: Promise<void> | undefined;
  let refreshing: Promise<Session | null> | undefined;
  let ticker: ReturnType<typeof setInterval> | undefined;
  const listeners = new Set<Listener>();

  const emit = (event: AuthChangeEvent) =>
    listeners.forEach((listener) => listener(event, session));
  const save = (next: Session, event: AuthChangeEvent) => {
    session = next;
    writeStoredSession(next);
    emit(event);
  };
  const dropLocally = () => {
    const had = session !== null;
    session = null;
    clearStoredAuthKeys();
    if (had) emit('SIGNED_OUT');
  };

  /** Single flight per tab; across tabs the lock lets the first refresh and the rest adopt its result. */
  const refresh = (): Promise<Session | null> =>
    (refreshing ??= withCrossTabLock(LOCK_NAME, async () => {
      const stored = readStoredSession();
      if (!stored) {
        dropLocally();
        return null;
      }
      if (
        stored.refresh_token !== session?.refresh_token &&
        !isRefreshDue(stored.expires_at, Date.now())
      ) {
        save(stored, stored.user.id === session?.user.id ? 'TOKEN_REFRESHED' : 'SIGNED_IN');
        return stored;
      }
      try {
        const next = await refreshWithRetry(stored.refresh_token);
        save(next, 'TOKEN_REFRESHED');
        return next;
      } catch (error) {
        // Offline for 30 s: keep the session and try on the next tick. Refused: it is over.
        if (isRetryable(error)) return session;
        console.error('session refresh failed', error);
        dropLocally();
        return null;
      }
    }).finally(() => (refreshing = undefined)));

  const tick = async () => {
    if (session && isRefreshDue(session.expires_at, Date.now())) await refresh();
  };
  const onVisible = () => {
    if (document.visibilityState === 'visible') void tick();
  };

  return {
    onAuthStateChange(listener: Listener): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getSession: () => session,

    /** Restores the stored session (refreshing it if due), then reports INITIAL_SESSION once. */
    initialize(): Promise<void> {
      return (initializing ??= (async () => {
        session = readStoredSession();
        if (session && isRefreshDue(session.expires_at, Date.now())) await refresh();
        emit('INITIAL_SESSION');
      })());
    },

    startAutoRefresh(): () => void {
      ticker ??= setInterval(() => void tick(), AUTO_REFRESH_TICK_MS);
      document.addEventListener('visibilitychange', onVisible);
      return () => {
        clearInterval(ticker);
        ticker = undefined;
        document.removeEventListener('visibilitychange', onVisible);
      };
    },

    /** The token for an API call; an expiring one is refreshed first. */
    async getAccessToken(): Promise<string | null> {
      if (initializing) await initializing;
      if (session && session.expires_at * 1000 - Date.now() <= HAND_OUT_MARGIN_MS) await refresh();
      return session?.access_token ?? null;
    },

    /** Another tab signed in, refreshed or signed out. */
    handleStorageEvent(event: StorageEvent): void {
      if (event.key !== SESSION_STORAGE_KEY && event.key !== null) return;
      const next = event.newValue ? parseSession(event.newValue) : null;
      if (!next) {
        if (!session) return;
        session = null;
        emit('SIGNED_OUT');
        return;
      }
      if (next.access_token === session?.access_token) return;
      const sameUser = next.user.id === session?.user.id;
      session = next;
      emit(sameUser ? 'TOKEN_REFRESHED' : 'SIGNED_IN');
    },

    async signInWithPassword(email: string, password: string): Promise<Session> {
      dropLocally();
      const next = await createSession(email, password);
      save(next, 'SIGNED_IN');
      return next;
    },

    async signUp(input: SignUpBody) {
      const result = await signUp(input);
      if (result.session) save(result.session, 'SIGNED_IN');
      return result;
    },

    /** Removes the stored keys first, then signs out everywhere; a failure is only logged. */
    async signOut(): Promise<void> {
      const token = session?.access_token;
      dropLocally();
      if (!token) return;
      try {
        await signOut(token, 'global');
      } catch (error) {
        console.error('sign-out failed', error);
      }
    },

    async verifyLink(type: LinkType, token: string): Promise<Session> {
      const next = await verifyLink(type, token);
      save(
        next,
        type === 'recovery'
          ? 'PASSWORD_RECOVERY'
          : type === 'email_change'
            ? 'USER_UPDATED'
            : 'SIGNED_IN',
      );
      return next;
    },

    /** A TOTP or recovery code: enrolment's last step, or sign-in's second. Recovery codes come back once, at enrolment. */
    async verifyMfa(code: string): Promise<string[] | undefined> {
      const token = session?.access_token;
      if (!token) throw new Error('Auth session missing!');
      const result = await verifyMfaCode(token, code);
      save(result.session, 'MFA_CHALLENGE_VERIFIED');
      return result.recovery_codes;
    },

    /** Password sign-in that still needs a code (aal1 with a factor enrolled). */
    needsMfa: (): boolean => Boolean(session && session.aal === 'aal1' && session.user.mfa_enabled),

    async updateUser(body: UpdateUserBody): Promise<AuthUser> {
      const token = await this.getAccessToken();
      if (!token || !session) throw new Error('Auth session missing!');
      const user = await updateUser(token, body);
      save({ ...session, user }, 'USER_UPDATED');
      return user;
    },

    /** The server says this session has ended (signed out elsewhere): forget it here too. */
    forgetSession: dropLocally,
  };
}

/** The one client of this page (like Supabase's exported client). */
export const authClient = createAuthClient();
