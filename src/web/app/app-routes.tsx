import { Suspense, useMemo } from 'react';
import { useLocation, useRoutes, type RouteObject } from 'react-router';
import { NOT_FOUND_STATUS_SELECTOR } from '#core/site/not-found-page';
import { useRouteLinkClicks } from './use-route-link-clicks';
import { useTopOnNewPage } from './use-top-on-new-page';

/** The route tree, rendered the same way in the browser and in the build-time prerender. */
export function AppRoutes({ routes }: { routes: RouteObject[] }) {
  // Every SiteLink's clicks, through one listener (decision 141); nothing runs in the prerender.
  useRouteLinkClicks();
  useTopOnNewPage();
  // The page the server sent as a 404 stays the not-found page until the visitor moves on: an
  // unknown product's /shop/<slug> matches the product route, whose render would not be that
  // markup. Matched against the catch-all alone, the page still sees its real path (it logs it).
  const catchAll = useMemo(() => catchAllRoutes(routes), [routes]);
  const opened = useLocation().key === 'default';
  const matched = useRoutes(opened && servedAsNotFound() ? catchAll : routes);
  // Only a page not yet loaded outside a transition (rare: navigations are transitions) shows this.
  return <Suspense fallback={null}>{matched}</Suspense>;
}

/** The route tree cut down to the layout that holds the catch-all (`*`) and that route alone. */
function catchAllRoutes(routes: RouteObject[]): RouteObject[] {
  return routes.flatMap((route) => {
    const children = route.children?.filter((child) => child.path === '*') ?? [];
    return children.length > 0 ? [{ ...route, children } as RouteObject] : [];
  });
}

let notFoundDocument: boolean | undefined;
/** Whether the server answered this document 404 (read once: the document does not change). */
function servedAsNotFound(): boolean {
  notFoundDocument ??=
    typeof document !== 'undefined' && document.querySelector(NOT_FOUND_STATUS_SELECTOR) !== null;
  return notFoundDocument;
}
