import { Suspense } from 'react';
import { useLocation, useRoutes, type RouteObject } from 'react-router';
import { NOT_FOUND_RENDER_PATH, NOT_FOUND_STATUS_SELECTOR } from '#core/site/not-found-page';
import { useRouteLinkClicks } from './use-route-link-clicks';
import { useTopOnNewPage } from './use-top-on-new-page';

/** The route tree, rendered the same way in the browser and in the build-time prerender. */
export function AppRoutes({ routes }: { routes: RouteObject[] }) {
  // Every SiteLink's clicks, through one listener (decision 141); nothing runs in the prerender.
  useRouteLinkClicks();
  useTopOnNewPage();
  // The page the server sent as a 404 stays the not-found page until the visitor moves on: an
  // unknown product's /shop/<slug> matches the product route, whose render would not be that markup.
  const opened = useLocation().key === 'default';
  const location = opened && servedAsNotFound() ? NOT_FOUND_RENDER_PATH : undefined;
  // Only a page not yet loaded outside a transition (rare: navigations are transitions) shows this.
  return <Suspense fallback={null}>{useRoutes(routes, location)}</Suspense>;
}

let notFoundDocument: boolean | undefined;
/** Whether the server answered this document 404 (read once: the document does not change). */
function servedAsNotFound(): boolean {
  notFoundDocument ??=
    typeof document !== 'undefined' && document.querySelector(NOT_FOUND_STATUS_SELECTOR) !== null;
  return notFoundDocument;
}
