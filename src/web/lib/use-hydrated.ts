import { startTransition, useEffect, useState } from 'react';

/** True from the moment main.tsx calls hydrateRoot until the first hydrated commit's effects. */
let hydrating = false;

/** main.tsx calls this right before `hydrateRoot` (never before `createRoot`). */
export function beginHydration(): void {
  hydrating = true;
}

/**
 * False while React hydrates the prerendered page (and in the prerender itself), true from the
 * render right after. Per-visitor state (session, cart, stored theme) is shown only once this is
 * true, so the first client render equals the prerendered markup and React reports no mismatch
 * (decision 015). On pages with no prerendered markup (createRoot) it is true at once.
 *
 * The switch is a transition, not a `useSyncExternalStore` snapshot change: React re-renders a
 * changed external store synchronously, in one task as long as the whole page (100+ ms on a
 * phone, Lighthouse's total blocking time); a transition renders in slices that yield to the
 * browser (decision 022).
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(() => typeof window !== 'undefined' && !hydrating);
  useEffect(() => {
    if (hydrated) return;
    hydrating = false;
    startTransition(() => setHydrated(true));
  }, [hydrated]);
  return hydrated;
}
