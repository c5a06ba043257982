import { createContext, useContext } from 'react';
import type { AuthUser, Role, Session } from '#core/auth/session';

export type Profile = {
  user_id: string;
  first_name: string | null;
  last_name: string | null;
  phone: string | null;
  created_at: string;
};

/**
 * The contract every feature codes against. The accounts feature provides it (auth-provider.tsx).
 * role is null until loaded ("unknown"), then the stored role or 'customer'.
 */
export type AuthState = {
  session: Session | null;
  user: AuthUser | null;
  profile: Profile | null;
  role: Role | null;
  /** True until the first session check ends. */
  loading: boolean;
  /** Resolves with the new session; one still needing a TOTP code has aal 'aal1' and user.mfa_enabled. */
  signIn(email: string, password: string): Promise<Session>;
  signUp(input: {
    email: string;
    password: string;
    firstName: string;
    lastName: string;
  }): Promise<void>;
  signOut(): Promise<void>;
};

export const AuthContext = createContext<AuthState | null>(null);

export function useAuth(): AuthState {
  const state = useContext(AuthContext);
  if (!state) throw new Error('useAuth must be used within an AuthProvider');
  return state;
}
