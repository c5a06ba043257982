import type { FastifyInstance, FastifyRequest } from 'fastify';
import { DomainError, forbidden } from '../lib/domain-error';
import { HttpError } from '../lib/http-error';
import { authErrors } from '../auth/auth-errors';
import { guardSession } from '../auth/session-guard';
import { adminMfaRequired } from '../auth/mfa-policy';

const bearer = (request: FastifyRequest): string | undefined => {
  const header = request.headers.authorization;
  if (!header) return undefined;
  const [scheme, token] = header.split(' ');
  return scheme?.toLowerCase() === 'bearer' && token ? token : undefined;
};

const badJwt = () =>
  new HttpError(401, 'bad_jwt', 'Invalid or expired access token', {
    'www-authenticate': 'Bearer',
  });
const noSession = () =>
  new DomainError('unauthenticated', 'no_authorization', 'This endpoint requires a Bearer token');
const insufficientAal = () =>
  new DomainError(
    'forbidden',
    'insufficient_aal',
    'Enter the code from your authenticator app to finish signing in.',
  );
const adminMfaMissing = () =>
  new DomainError(
    'forbidden',
    'mfa_enrollment_required',
    'The shop owner requires two-factor sign-in for admins. Turn it on in your account page.',
  );

/**
 * Reads the access token on every request and passes it through the session guard, so any
 * route that looks at `request.auth` sees a live session with the current role and address.
 * A token of an ended session (or one still waiting for its second factor) leaves the request
 * anonymous; requireUser / requireAdmin then answer with the reason.
 */
export function registerAuth(app: FastifyInstance): void {
  app.decorateRequest('auth', null);
  app.decorateRequest('authRefusal', null);

  const authenticate = async (request: FastifyRequest, token: string) => {
    const claims = await app.accessTokens.verify(token);
    if (!claims) throw badJwt();
    const session = await guardSession(app.db, claims);
    if (!session) {
      request.authRefusal = authErrors.sessionNotFound();
      return;
    }
    if (session.mfaPending && !request.routeOptions.config.allowMfaPending) {
      request.authRefusal = insufficientAal();
      return;
    }
    request.auth = session;
  };
  // Callback style, so an anonymous request (most of the public API) costs no promise here.
  app.addHook('onRequest', (request, _reply, done) => {
    // Routes with their own bearer secret (GET /metrics) are not signed-in user calls.
    const token = request.routeOptions.config.ownBearerToken ? undefined : bearer(request);
    if (!token) return done();
    authenticate(request, token).then(() => done(), done);
  });

  app.decorate('requireUser', async (request: FastifyRequest) => {
    if (!request.auth) throw request.authRefusal ?? noSession();
  });

  // The role comes from the guard's lookup, so a demotion takes effect at once.
  app.decorate('requireAdmin', async (request: FastifyRequest) => {
    if (!request.auth) throw request.authRefusal ?? noSession();
    if (request.auth.role !== 'admin') throw forbidden('Admin access required');
    if (!request.auth.mfaEnrolled && (await adminMfaRequired(app.db))) throw adminMfaMissing();
  });
}
