import { createElement, lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import { matchRoutes, type RouteObject } from 'react-router';
import { titleOf, withTitle } from '../lib/route-title';

/**
 * Feature route lists declare pages with React Router's `lazy` (a page's code loads with that
 * page). The app runs React Router in declarative mode (`BrowserRouter` + `useRoutes`: ~16 KB
 * of gzip less than the data router on every page, decision 061), which has no `lazy`: this
 * turns each `lazy` into an element that renders the page once loaded and suspends until then,
 * inside its own Suspense boundary: on a navigation the top bar stays and the old page goes at
 * once (never a stale form that takes input meant for the new one). `preloadRoutes` loads a
 * path's pages before the first render, so hydration finds the page itself, not a fallback.
 */
type LazyModule = { Component?: ComponentType | null; element?: ReactNode };
const preloaders = new WeakMap<RouteObject, () => Promise<unknown>>();

function lazyElement(load: () => Promise<LazyModule>): {
  element: ReactNode;
  preload: () => Promise<unknown>;
} {
  let loaded: LazyModule | undefined;
  let pending: Promise<LazyModule> | undefined;
  const preload = () =>
    (pending ??= load().then((module) => {
      loaded = module;
      return module;
    }));
  const Suspending = lazy(() => preload().then((module) => ({ default: () => render(module) })));
  const render = (module: LazyModule) =>
    module.Component ? createElement(module.Component) : (module.element ?? null);
  function LazyRoute() {
    return loaded ? render(loaded) : createElement(Suspending);
  }
  return {
    element: createElement(Suspense, { fallback: null }, createElement(LazyRoute)),
    preload,
  };
}

/** Each `lazy` becomes an element (above); a route's `handle.title` sets its page's title. */
export function withLazyElements(routes: RouteObject[]): RouteObject[] {
  return routes.map((route) => {
    const children = route.children ? withLazyElements(route.children) : undefined;
    const title = titleOf(route);
    if (typeof route.lazy !== 'function') {
      const element = title ? withTitle(title, route.element) : route.element;
      return { ...route, element, children } as RouteObject;
    }
    const { lazy: load, ...rest } = route;
    const lazyRoute = lazyElement(load as () => Promise<LazyModule>);
    const element = title ? withTitle(title, lazyRoute.element) : lazyRoute.element;
    const { preload } = lazyRoute;
    const converted = { ...rest, element, children } as RouteObject;
    preloaders.set(converted, preload);
    return converted;
  });
}

/** Loads the lazy pages that `pathname` renders. */
export async function preloadRoutes(routes: RouteObject[], pathname: string): Promise<void> {
  const matches = matchRoutes(routes, pathname) ?? [];
  await Promise.all(matches.map(({ route }) => preloaders.get(route)?.()));
}
