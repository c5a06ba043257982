import { useLocation } from 'react-router';
import { parseReturnPath } from '#core/auth/parse-return-path';

/**
 * Where the route guard sent the shopper from (its router state `from`, which the browser keeps in
 * history.state across a reload of /auth), or null for a plain visit. The state is untrusted like
 * any input: only a same-origin path is returned (decision 119).
 */
export function useReturnPath(): string | null {
  const { state } = useLocation();
  const from: unknown =
    typeof state === 'object' && state !== null ? (state as { from?: unknown }).from : undefined;
  return parseReturnPath(from);
}
