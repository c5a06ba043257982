import {
  createContext,
  startTransition,
  useContext,
  useEffect,
  useState,
  type ReactNode,
} from 'react';

/** Set by start-app.tsx right before `hydrateRoot` (never before `createRoot`); read once, at the top. */
let hydrating = false;

export function beginHydration(): void {
  hydrating = true;
}

let appReady = false;
const afterReady = new Set<() => void>();

/**
 * Runs `work` once the app is ready (`data-app="ready"`), or at once if it is: for work the
 * visitor does not wait for, kept out of first paint → ready (decision 141). Returns a function
 * that cancels it if it has not run yet.
 */
export function whenAppReady(work: () => void): () => void {
  if (appReady) {
    work();
    return () => {};
  }
  afterReady.add(work);
  return () => afterReady.delete(work);
}

/** Outside a HydrationProvider: false on the server (the prerender), true in a browser. */
const HydratedContext = createContext(typeof window !== 'undefined');

/**
 * The one switch from "the prerendered page" to "this visitor's page", at the top of the app.
 *
 * It is a context, not a module flag read by each component: React hydrates the content of
 * every Suspense boundary (each lazy route's, so the site layout and its page) in a later pass
 * than the shell around it. A flag that the shell's effects had already cleared made the top
 * bar's components start as "hydrated" while they were still adopting the prerendered markup,
 * and React does not patch attribute mismatches: the theme toggle and the contact form's Send
 * button stayed disabled for good. A context change that reaches a boundary not yet hydrated
 * makes React hydrate it first with the old value, so every component hydrates with `false`.
 *
 * The switch is a transition (decision 057): the whole page re-renders in slices that yield to
 * the browser, not in one long task.
 */
export function HydrationProvider({ children }: { children: ReactNode }) {
  const [hydrated, setHydrated] = useState(() => typeof window !== 'undefined' && !hydrating);
  useEffect(() => {
    if (hydrated) {
      // The page is this visitor's and every control works: browser tests wait for this mark
      // after a full page load before they act, since the app starts after the first paint
      // (decision 054).
      document.documentElement.dataset.app = 'ready';
      appReady = true;
      for (const work of afterReady) work();
      afterReady.clear();
      return;
    }
    hydrating = false;
    startTransition(() => setHydrated(true));
  }, [hydrated]);
  return <HydratedContext.Provider value={hydrated}>{children}</HydratedContext.Provider>;
}

/**
 * False while React hydrates the prerendered page (and in the prerender itself), true from the
 * render after. Per-visitor state (session, cart, stored theme) and controls that only work
 * with the app running are shown only once this is true, so the first client render equals
 * the prerendered markup (decision 060). On pages rendered from scratch it is true at once.
 */
export function useHydrated(): boolean {
  return useContext(HydratedContext);
}
