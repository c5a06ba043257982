import type { FastifyInstance, HTTPMethods } from 'fastify';

export type RegisteredRoute = { method: HTTPMethods; url: string };

/**
 * Every route the app has registered, read from Fastify's own route tree
 * (printRoutes), so a test generated from it covers routes added later too.
 * Each parsed route is confirmed with hasRoute, so a misread tree fails loudly.
 */
export function registeredRoutes(app: FastifyInstance): RegisteredRoute[] {
  const stack: string[] = [];
  const routes: RegisteredRoute[] = [];
  for (const line of app.printRoutes({ commonPrefix: false }).split('\n')) {
    const match = /^((?:[│ ] {3})*)[├└]── (\S+)(?: \(([^)]*)\))?/.exec(line);
    if (!match) continue;
    const depth = match[1]!.length / 4;
    stack.length = depth;
    stack.push(match[2]!);
    const url = stack.join('');
    for (const method of (match[3] ?? '').split(',').map((m) => m.trim()).filter(Boolean)) {
      const route = { method: method as HTTPMethods, url };
      if (!app.hasRoute(route)) throw new Error(`route tree misread: ${method} ${url}`);
      routes.push(route);
    }
  }
  return routes;
}
