import { createElement, Fragment, type ReactNode } from 'react';
import type { RouteObject } from 'react-router';
import { SITE_NAME } from '#core/site/page-meta';
import { usePageMeta } from './page-meta';

/**
 * Titles of the pages that core's page-meta does not list (sign-in, account, admin): each route
 * declares its own in `handle: { title }`, where the route is declared, and the page gets
 * "<title> · Layerworks 3D" through the same usePageMeta as the public pages. These pages are
 * not indexed (the server says noindex for them too).
 */
export type RouteTitleHandle = { title: string };

export const routeTitle = (title: string): RouteTitleHandle => ({ title });

function RouteTitle({ title }: { title: string }) {
  usePageMeta({ title: `${title} · ${SITE_NAME}`, noindex: true });
  return null;
}

/** The route's title, when it declares one. */
export function titleOf(route: RouteObject): string | undefined {
  const handle = route.handle as Partial<RouteTitleHandle> | undefined;
  return typeof handle?.title === 'string' ? handle.title : undefined;
}

/** The route's element preceded by the one that sets its title (renders nothing itself). */
export function withTitle(title: string, element: ReactNode): ReactNode {
  return createElement(Fragment, null, createElement(RouteTitle, { title }), element);
}
