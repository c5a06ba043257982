import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot, type RootOptions } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { prepareClassMerging } from '../lib/cn';
import { beginHydration } from '../lib/use-hydrated';
import { whenReadyAndIdle } from '../lib/when-idle';
import { AppRoutes } from './app-routes';
import { preloadRoutes, withLazyElements } from './lazy-route-elements';
import { seedPageData } from './page-data';
import { AppProviders } from './providers';
import { createQueryClient } from './query-client';
import { createRoutes } from './routes';

// A hydration mismatch React recovered from (it re-rendered the page on the client) is still a
// bug: logged as an error so the browser tests see it (tests/e2e/site-hydration.spec.ts).
const options: RootOptions = {
  onRecoverableError(error, info) {
    console.error('React recoverable error:', error, info.componentStack ?? '');
  },
};

/** Renders the app into #root: hydrates the prerendered page, or renders a private one from scratch. */
export function startApp(root: HTMLElement): void {
  const routes = withLazyElements(createRoutes());
  // The page's own chunks are already on their way (modulepreload in the served HTML); with them
  // loaded the first render is the page itself, equal to the prerendered markup.
  const queryClient = createQueryClient();
  seedPageData(queryClient);
  whenReadyAndIdle(prepareClassMerging);
  void preloadRoutes(routes, window.location.pathname).then(() => {
    const app = (
      <StrictMode>
        <AppProviders queryClient={queryClient}>
          {/* Navigations are plain updates: a page not loaded yet shows its own (empty) fallback. */}
          <BrowserRouter useTransitions={false}>
            <AppRoutes routes={routes} />
          </BrowserRouter>
        </AppProviders>
      </StrictMode>
    );
    // Prerendered public pages (decision 013) are adopted by hydrateRoot: React keeps the painted
    // nodes. Private pages and unknown paths arrive with an empty #root. As a transition the work
    // is done in slices that yield to the browser, not one long task (total blocking time on phones).
    startTransition(() => {
      if (root.firstElementChild) {
        beginHydration();
        hydrateRoot(root, app, options);
      } else createRoot(root, options).render(app);
    });
  });
}
