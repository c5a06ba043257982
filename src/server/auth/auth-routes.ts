import type { FastifyInstance } from 'fastify';
import { registerAccountRoutes } from './account-routes';
import { createAuthRouteContext } from './auth-route-context';
import { registerPostLogout } from './logout-routes';
import { registerPostSignup } from './signup-routes';
import { registerPostToken } from './token-routes';
import { registerLinkRoutes } from './link-routes';
import { registerUserRoutes } from './user-routes';

/** Routes of the auth feature (Supabase Auth's shape), mounted under /api. */
export async function authRoutes(app: FastifyInstance): Promise<void> {
  const ctx = createAuthRouteContext(app);
  registerPostSignup(app, ctx);
  registerPostToken(app, ctx);
  registerPostLogout(app);
  registerUserRoutes(app, ctx);
  registerLinkRoutes(app, ctx);
  registerAccountRoutes(app, ctx);
}
