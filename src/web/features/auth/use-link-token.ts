import { useEffect, useState } from 'react';
import type { Session } from '#core/auth/session';
import type { LinkType } from './session-requests';
import { authClient } from './auth-client';
import { errorMessage } from './error-message';

// One verification per token, even when StrictMode runs the effect twice (a token works once).
const verifications = new Map<string, Promise<Session>>();

export type LinkState =
  | { status: 'verifying' }
  | { status: 'verified' }
  | { status: 'invalid'; message: string }
  | { status: 'absent' };

/** Reads #token=…&type=… from a mailed link, takes it out of the address bar, and verifies it. */
export function useLinkToken(type: LinkType | LinkType[]): LinkState {
  const [token] = useState(() => {
    const params = new URLSearchParams(window.location.hash.slice(1));
    const value = params.get('token');
    if (value)
      window.history.replaceState(
        window.history.state,
        '',
        window.location.pathname + window.location.search,
      );
    const kind = params.get('type') as LinkType | null;
    return value && kind && (Array.isArray(type) ? type : [type]).includes(kind)
      ? { value, kind }
      : null;
  });
  const [state, setState] = useState<LinkState>(
    token ? { status: 'verifying' } : { status: 'absent' },
  );

  useEffect(() => {
    if (!token) return;
    let cancelled = false;
    let pending = verifications.get(token.value);
    if (!pending) {
      pending = authClient.verifyLink(token.kind, token.value);
      verifications.set(token.value, pending);
    }
    pending.then(
      () => !cancelled && setState({ status: 'verified' }),
      (error: unknown) =>
        !cancelled && setState({ status: 'invalid', message: errorMessage(error) }),
    );
    return () => {
      cancelled = true;
    };
  }, [token]);
  return state;
}
