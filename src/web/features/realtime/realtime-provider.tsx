import { useQueryClient } from '@tanstack/react-query';
import { useContext, useEffect, useRef, type ReactNode } from 'react';
import { toast } from '../../lib/lazy-sonner';
import { useHydrated } from '../../lib/use-hydrated';
import { whenIdle } from '../../lib/when-idle';
import { formatMoney, toCents } from '#core/money';
import type { ShopEvent } from '#core/realtime/realtime-protocol';
import { AuthContext } from '../auth/auth-context';
import { isAffectedBy } from './invalidate-for-event';
import { createRealtimeConnection, type RealtimeConnection } from './realtime-connection';

const realtimeUrl = () =>
  `${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}/api/realtime`;

/**
 * Keeps what the page shows live: server events make the matching cached queries stale (the
 * visible ones refetch at once), a reconnect refetches everything visible, and an admin gets
 * a short toast for each new order. The socket carries the current access token.
 */
export function RealtimeProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const auth = useContext(AuthContext);
  const token = auth?.session?.access_token ?? null;
  const isAdmin = auth?.role === 'admin';
  const connection = useRef<RealtimeConnection | null>(null);
  const hydrated = useHydrated();
  const adminRef = useRef(isAdmin);
  const tokenRef = useRef(token);

  useEffect(() => {
    adminRef.current = isAdmin;
    tokenRef.current = token;
  }, [isAdmin, token]);

  // The socket opens once the page is this visitor's and the browser is idle, not while the app
  // starts (decision 137). The page's queries fetched before it opened may have missed
  // an event, so the server's first `ready` (the subscription is live from then) refetches what
  // is shown, as a reconnect does.
  useEffect(() => {
    if (!hydrated || typeof WebSocket === 'undefined') return;
    let live: RealtimeConnection | null = null;
    const online = () => live?.reconnectNow();
    const cancel = whenIdle(() => {
      let caughtUp = false;
      live = createRealtimeConnection({
        url: realtimeUrl(),
        onEvent: (event: ShopEvent) => {
          void queryClient.invalidateQueries({ predicate: isAffectedBy(event) });
          if (event.type === 'order.created' && adminRef.current)
            toast('New order', {
              description: `${event.orderNumber} · ${formatMoney(toCents(event.total))}`,
            });
        },
        onResync: () => void queryClient.invalidateQueries(),
        onReady: () => {
          if (caughtUp) return;
          caughtUp = true;
          void queryClient.invalidateQueries();
        },
      });
      connection.current = live;
      live.setToken(tokenRef.current);
      live.start();
      window.addEventListener('online', online);
    });
    return () => {
      cancel();
      window.removeEventListener('online', online);
      live?.stop();
      connection.current = null;
    };
  }, [hydrated, queryClient]);

  // A refreshed token re-authenticates the open socket; signing out drops it to public events.
  useEffect(() => {
    connection.current?.setToken(token);
  }, [token]);

  return <>{children}</>;
}
