import type { FastifyInstance } from 'fastify';
import { registerAccountRoutes } from './account-routes';
import { createAuthRouteContext } from './auth-context';
import { registerPostLogout } from './post-logout';
import { registerPostSignup } from './post-signup';
import { registerPostToken } from './post-token';
import { registerLinkRoutes } from './post-verify';
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
