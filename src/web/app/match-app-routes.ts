import { matchRoutes, type RouteMatch, type RouteObject } from 'react-router';

type Matched = { matches: RouteMatch[] | null; branch: RouteObject[] };

/** Per route tree, the last paths matched (a visitor's paths are few; any path may be asked). */
const matchedPaths = new WeakMap<RouteObject[], Map<string, Matched>>();
const MAX_PATHS = 50;

function matched(routes: RouteObject[], pathname: string): Matched {
  let paths = matchedPaths.get(routes);
  if (!paths) matchedPaths.set(routes, (paths = new Map()));
  const known = paths.get(pathname);
  if (known) return known;
  const matches = matchRoutes(routes, pathname);
  const entry = { matches, branch: matches ? branchOf(matches) : routes };
  if (paths.size >= MAX_PATHS) paths.delete(paths.keys().next().value!);
  paths.set(pathname, entry);
  return entry;
}

/** The matched routes nested as in the tree, each with the next one as its only child. */
function branchOf(matches: RouteMatch[]): RouteObject[] {
  let child: RouteObject | undefined;
  for (let i = matches.length - 1; i >= 0; i -= 1) {
    const route = matches[i]!.route;
    child = { ...route, children: child ? [child] : undefined } as RouteObject;
  }
  return [child!];
}

/**
 * React Router's matches for `pathname` in `routes`, computed once per path. `matchRoutes`
 * flattens, ranks and compiles every route of the tree on each call (~10 ms at 4× CPU over the
 * app's 40-odd routes), and the app asked it twice before a page was ready: to preload the page's
 * code, then in `useRoutes` (decision 149).
 */
export function matchAppRoutes(routes: RouteObject[], pathname: string): RouteMatch[] | null {
  return matched(routes, pathname).matches;
}

/**
 * Only the routes that render `pathname`, for `useRoutes`: the same route objects' elements, so
 * the same page, matched by React Router over one branch instead of the whole tree. A path that
 * matches nothing gets the whole tree, so the router's own answer to it is kept.
 */
export function routesRendering(routes: RouteObject[], pathname: string): RouteObject[] {
  return matched(routes, pathname).branch;
}
