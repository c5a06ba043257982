import { matchRoutes, type RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { APP_ROUTES, isAppRoute } from '#core/site/match-app-route';
import { createRoutes, createRoutesFor } from './routes';

/** Every full path the router renders a page at: parents' paths joined to their children's. */
function patternsOf(routes: RouteObject[], parent = ''): string[] {
  return routes.flatMap((route) => {
    const path = route.index ? parent : route.path ? `${parent}/${route.path}` : parent;
    const own = route.index || (route.path && !route.children) ? [path || '/'] : [];
    return [...own, ...patternsOf(route.children ?? [], path)];
  });
}

/** Whether the router renders its catch-all (the not-found page) at `path`. */
const rendersNotFound = (path: string) =>
  (matchRoutes(createRoutes(), path) ?? []).at(-1)?.route.path === '*';

describe('the route table in core (the server answers 404 from it)', () => {
  it('lists exactly the routes the router has, its catch-all aside', () => {
    const routerPatterns = patternsOf(createRoutes()).filter((p) => !p.endsWith('*'));
    expect([...routerPatterns].sort()).toEqual([...APP_ROUTES].sort());
  });

  it('matches paths as the router does', () => {
    for (const path of [
      '/',
      '/Shop/',
      '/orders/quotes',
      '/orders/123',
      '/admin/orders/abc',
      '/admin/orders/abc/x',
      '/admin/nope',
      '/admin/products/new',
      '//shop',
      '/%73hop',
      '/no/such/page',
    ])
      expect(isAppRoute(path), path).toBe(!rendersNotFound(path));
  });

  it("matches a render's path against a smaller tree exactly as against the whole one", () => {
    const chain = (routes: RouteObject[], path: string) =>
      (matchRoutes(routes, path) ?? []).map(({ route }) => route.path ?? (route.index ? '.' : ''));
    const paths = [
      ...APP_ROUTES.map((pattern) => pattern.replace(/:[^/]+/g, 'x1')),
      '/shop/a-dragon',
      '/ADMIN/orders',
      '/%61dmin/orders',
      '/Admin',
      '/administrator',
      '/no/such/page',
    ];
    for (const path of paths)
      expect(chain(createRoutesFor(path), path), path).toEqual(chain(createRoutes(), path));
    // The tree is smaller where it can be: the shop's pages leave the admin branch out.
    expect(createRoutesFor('/shop/a-dragon').length).toBeLessThan(createRoutes().length);
  });
});
