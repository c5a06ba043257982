import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { userRoles } from '../../db/schema/auth';
import { HttpError, forbidden } from '../lib/http-error';

const bearer = (request: FastifyRequest): string | undefined => {
  const header = request.headers.authorization;
  if (!header) return undefined;
  const [scheme, token] = header.split(' ');
  return scheme?.toLowerCase() === 'bearer' && token ? token : undefined;
};

const badJwt = () => new HttpError(401, 'bad_jwt', 'Invalid or expired access token', { 'www-authenticate': 'Bearer' });
const noSession = () => new HttpError(401, 'no_authorization', 'This endpoint requires a Bearer token');

/** Reads the access token on every request; routes opt into requireUser / requireAdmin. */
export function registerAuth(app: FastifyInstance): void {
  app.decorateRequest('auth', null);

  app.addHook('onRequest', async (request) => {
    const token = bearer(request);
    if (!token) return;
    const claims = await app.accessTokens.verify(token);
    if (!claims) throw badJwt();
    request.auth = claims;
  });

  app.decorate('requireUser', async (request: FastifyRequest) => {
    if (!request.auth) throw noSession();
  });

  // The role is read from the database on each admin call, so a demotion takes effect at once.
  app.decorate('requireAdmin', async (request: FastifyRequest) => {
    if (!request.auth) throw noSession();
    const [row] = await app.db
      .select({ role: userRoles.role })
      .from(userRoles)
      .where(eq(userRoles.userId, request.auth.userId));
    if (row?.role !== 'admin') throw forbidden('Admin access required');
  });
}
