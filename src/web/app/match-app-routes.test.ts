import { matchRoutes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { APP_ROUTES } from '#core/site/match-app-route';
import { matchAppRoutes, routesRendering } from './match-app-routes';
import { createRoutes } from './routes';

/** A route chain as what it renders: each match's element and handle, its params and base. */
const rendered = (matches: ReturnType<typeof matchRoutes>) =>
  matches?.map(({ route, params, pathnameBase }) => ({
    element: route.element,
    handle: route.handle,
    path: route.path,
    index: route.index,
    params,
    pathnameBase,
  })) ?? null;

const PATHS = [
  ...APP_ROUTES.map((pattern) => pattern.replace(/:[^/]+/g, 'abc-123')),
  '/Shop/',
  '/shop/a%20b',
  '/orders/quotes',
  '/admin/nope',
  '/admin/orders/abc/x',
  '/no/such/page',
  '//shop',
];

describe('routesRendering', () => {
  it('renders at every path what the whole tree renders there', () => {
    const routes = createRoutes();
    for (const path of PATHS) {
      const whole = matchRoutes(routes, path);
      expect(whole, path).not.toBeNull();
      expect(rendered(matchRoutes(routesRendering(routes, path), path)), path).toEqual(
        rendered(whole),
      );
    }
  });

  it('is one branch of the tree, each level with one child at most', () => {
    const routes = createRoutes();
    let level = routesRendering(routes, '/admin/orders/abc');
    expect(level).toHaveLength(1);
    let depth = 0;
    while (level[0]?.children) {
      expect(level[0].children).toHaveLength(1);
      level = level[0].children;
      depth += 1;
    }
    expect(depth).toBeGreaterThan(0);
  });

  it('matches a path once per route tree', () => {
    const routes = createRoutes();
    expect(routesRendering(routes, '/shop')).toBe(routesRendering(routes, '/shop'));
    expect(matchAppRoutes(routes, '/shop')).toBe(matchAppRoutes(routes, '/shop'));
    expect(routesRendering(createRoutes(), '/shop')).not.toBe(routesRendering(routes, '/shop'));
  });

  it('keeps the whole tree for a path nothing matches', () => {
    const routes = createRoutes().slice(1);
    expect(matchRoutes(routes, '/about')).toBeNull();
    expect(routesRendering(routes, '/about')).toBe(routes);
  });
});
