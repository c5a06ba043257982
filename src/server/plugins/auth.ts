import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AccessClaims } from '../lib/access-token';
import { HttpError, forbidden } from '../lib/http-error';
import { findSessionRole } from '../services/auth/find-user-role';

const bearer = (request: FastifyRequest): string | undefined => {
  const header = request.headers.authorization;
  if (!header) return undefined;
  const [scheme, token] = header.split(' ');
  return scheme?.toLowerCase() === 'bearer' && token ? token : undefined;
};

const badJwt = () => new HttpError(401, 'bad_jwt', 'Invalid or expired access token', { 'www-authenticate': 'Bearer' });
const noSession = () => new HttpError(401, 'no_authorization', 'This endpoint requires a Bearer token');
const sessionGone = () => new HttpError(403, 'session_not_found', 'Session from session_id claim in JWT does not exist');

/** Reads the access token on every request; routes opt into requireUser / requireAdmin. */
export function registerAuth(app: FastifyInstance): void {
  app.decorateRequest('auth', null);

  app.addHook('onRequest', async (request) => {
    // Routes with their own bearer secret (GET /metrics) are not signed-in user calls.
    if (request.routeOptions.config.ownBearerToken) return;
    const token = bearer(request);
    if (!token) return;
    const claims = await app.accessTokens.verify(token);
    if (!claims) throw badJwt();
    request.auth = claims;
  });

  // One primary-key lookup per call: a signed-out (or revoked) session stops working at once,
  // not when its access token expires. It also yields the stored role for admin checks.
  const liveSession = async (claims: AccessClaims) => {
    const role = await findSessionRole(app.db, claims);
    if (!role) throw sessionGone();
    return role;
  };

  app.decorate('requireUser', async (request: FastifyRequest) => {
    if (!request.auth) throw noSession();
    await liveSession(request.auth);
  });

  // The role is read from the database on each admin call, so a demotion takes effect at once.
  app.decorate('requireAdmin', async (request: FastifyRequest) => {
    if (!request.auth) throw noSession();
    if ((await liveSession(request.auth)) !== 'admin') throw forbidden('Admin access required');
  });
}
