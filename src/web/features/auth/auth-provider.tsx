import { startTransition, useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import type { Role, Session } from '#core/auth/session';
import { useHydrated } from '../../lib/use-hydrated';
import { ApiError, setAccessTokenGetter } from '../../lib/api-client';
import { getProfile } from './api/get-profile';
import { authClient } from './auth-client';
import { AuthContext, type AuthState, type Profile } from './auth-context';
import { showFlashToast } from './flash-toast';

type Loaded = { userId: string; profile: Profile | null; role: Role };

/** Provides useAuth(): the session from authClient, and the profile and role read on session start. */
export function AuthProvider({ children }: { children: ReactNode }) {
  const hydrated = useHydrated();
  const [storedSession, setSession] = useState<Session | null>(() => authClient.getSession());
  // Signed out while React hydrates the prerendered (signed-out) page; the session shows right after.
  const session = hydrated ? storedSession : null;
  const [loading, setLoading] = useState(true);
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const [profileVersion, setProfileVersion] = useState(0);

  useEffect(() => {
    setAccessTokenGetter(() => authClient.getAccessToken());
    // Restoring the stored session happens while React may still be hydrating the page's lazy
    // parts; a default-priority update would hydrate them all in one long task, a transition does
    // it in slices (decision 057). Later changes (sign-in, sign-out) stay urgent.
    let restoring = true;
    const update = (apply: () => void) => (restoring ? startTransition(apply) : apply());
    const unsubscribe = authClient.onAuthStateChange((event, next) =>
      update(() => {
        setSession(next);
        if (event === 'INITIAL_SESSION') setLoading(false);
        if (event === 'SIGNED_IN' || event === 'USER_UPDATED' || event === 'MFA_CHALLENGE_VERIFIED')
          setProfileVersion((v) => v + 1);
      }),
    );
    const onStorage = (event: StorageEvent) => authClient.handleStorageEvent(event);
    window.addEventListener('storage', onStorage);
    const stopAutoRefresh = authClient.startAutoRefresh();
    // Already initialised (StrictMode's second mount): report the state we missed.
    void authClient.initialize().then(() => {
      startTransition(() => {
        setSession(authClient.getSession());
        setLoading(false);
      });
      restoring = false;
    });
    // After the Toaster has mounted (it is a later sibling), show a toast carried over a reload.
    const flash = setTimeout(showFlashToast, 0);
    return () => {
      unsubscribe();
      window.removeEventListener('storage', onStorage);
      stopAutoRefresh();
      clearTimeout(flash);
    };
  }, []);

  const userId = session?.user.id;
  useEffect(() => {
    if (!userId) return;
    let cancelled = false;
    const fallbackRole = authClient.getSession()?.user.role ?? 'customer';
    authClient
      .getAccessToken()
      .then((token) =>
        token ? getProfile(token) : Promise.reject(new Error('Auth session missing!')),
      )
      .then(
        (result) => !cancelled && setLoaded({ userId, profile: result.profile, role: result.role }),
      )
      .catch((error: unknown) => {
        // SPEC §8: a profile or role fetch error is logged only; the token's role still applies.
        console.error('profile or role fetch failed', error);
        if (cancelled) return;
        // A session ended on another device (global sign-out, password change) ends here too.
        if (error instanceof ApiError && error.code === 'session_not_found')
          return authClient.forgetSession();
        // Still waiting for the second factor: the sign-in form asks for the code.
        if (error instanceof ApiError && error.code === 'insufficient_aal') return;
        setLoaded({ userId, profile: null, role: fallbackRole });
      });
    return () => {
      cancelled = true;
    };
  }, [userId, profileVersion]);

  const signIn = useCallback(
    (email: string, password: string) => authClient.signInWithPassword(email, password),
    [],
  );

  const signUp = useCallback<AuthState['signUp']>(
    async ({ email, password, firstName, lastName }) => {
      await authClient.signUp({
        email,
        password,
        options: {
          emailRedirectTo: `${window.location.origin}/`,
          data: { first_name: firstName, last_name: lastName },
        },
      });
    },
    [],
  );

  // SPEC §4: keys removed, signed out globally, then /auth — a full load, so no cached private data survives.
  const signOut = useCallback(async () => {
    await authClient.signOut();
    window.location.assign('/auth');
  }, []);

  const current = session && loaded?.userId === session.user.id ? loaded : null;
  const value = useMemo<AuthState>(
    () => ({
      session,
      user: session?.user ?? null,
      profile: current?.profile ?? null,
      role: current?.role ?? null,
      loading,
      signIn,
      signUp,
      signOut,
    }),
    [session, current, loading, signIn, signUp, signOut],
  );
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}
