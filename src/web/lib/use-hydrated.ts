import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * False while React hydrates the prerendered page (its server snapshot), true from the render
 * right after. Per-visitor state (session, cart, stored theme) is shown only once this is true,
 * so the first client render equals the prerendered markup and React reports no mismatch
 * (decision 015). On pages with no prerendered markup (createRoot) it is true at once.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
