import { Suspense } from 'react';
import { useRoutes, type RouteObject } from 'react-router';
import { useRouteLinkClicks } from './use-route-link-clicks';

/** The route tree, rendered the same way in the browser and in the build-time prerender. */
export function AppRoutes({ routes }: { routes: RouteObject[] }) {
  // Every SiteLink's clicks, through one listener (decision 141); nothing runs in the prerender.
  useRouteLinkClicks();
  // Only a page not yet loaded outside a transition (rare: navigations are transitions) shows this.
  return <Suspense fallback={null}>{useRoutes(routes)}</Suspense>;
}
