import { useEffect, useState } from 'react';
import type { Session } from '../../../core/auth/session';
import { authClient } from './auth-client';
import { errorMessage } from './error-message';

// One verification per token, even when StrictMode runs the effect twice (a token works once).
const verifications = new Map<string, Promise<Session>>();

export type LinkState = { status: 'verifying' } | { status: 'verified' } | { status: 'invalid'; message: string } | { status: 'absent' };

/** Reads #token=…&type=… from a mailed link, takes it out of the address bar, and verifies it. */
export function useLinkToken(type: 'signup' | 'recovery'): LinkState {
  const [token] = useState(() => {
    const params = new URLSearchParams(window.location.hash.slice(1));
    const value = params.get('token');
    if (value) window.history.replaceState(window.history.state, '', window.location.pathname + window.location.search);
    return value && params.get('type') === type ? value : null;
  });
  const [state, setState] = useState<LinkState>(token ? { status: 'verifying' } : { status: 'absent' });

  useEffect(() => {
    if (!token) return;
    let cancelled = false;
    let pending = verifications.get(token);
    if (!pending) {
      pending = authClient.verifyLink(type, token);
      verifications.set(token, pending);
    }
    pending.then(
      () => !cancelled && setState({ status: 'verified' }),
      (error: unknown) => !cancelled && setState({ status: 'invalid', message: errorMessage(error) }),
    );
    return () => {
      cancelled = true;
    };
  }, [token, type]);
  return state;
}
