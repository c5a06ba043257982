import { createBrowserRouter, matchRoutes, type RouteObject } from 'react-router';
import { createRoutes } from './routes';

/**
 * The browser router, with the lazy routes of the page being opened already loaded: the first
 * render then shows the page itself, not a fallback, so the prerendered markup the server sent
 * (scripts/prerender-pages.ts) is kept in place instead of flashing to a spinner and back.
 * The chunks are already on their way (modulepreload in the served HTML).
 */
export async function createBrowserAppRouter(): Promise<ReturnType<typeof createBrowserRouter>> {
  const routes = createRoutes();
  await loadLazyMatches(routes, window.location.pathname);
  return createBrowserRouter(routes);
}

async function loadLazyMatches(routes: RouteObject[], pathname: string): Promise<void> {
  const matches = matchRoutes(routes, pathname) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const loaded = await route.lazy();
      Object.assign(route, loaded, { lazy: undefined });
    }),
  );
}
