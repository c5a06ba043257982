import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { noContent } from '../../../core/api/wire-schemas';
import { unauthorized } from '../../lib/http-error';
import { signOut } from '../../services/auth/sign-out';

const querySchema = z.object({ scope: z.enum(['global', 'local', 'others']).default('global') });

// A valid token is enough: signing out of an already ended session is not an error.
const requireToken = async (request: FastifyRequest) => {
  if (!request.auth) throw unauthorized('This endpoint requires a Bearer token', 'no_authorization');
};

/** POST /auth/logout?scope=global|local|others (Bearer) → 204. */
export function registerPostLogout(app: FastifyInstance): void {
  app.post('/auth/logout', {
    schema: { summary: 'Sign out (this session, all, or the others)', security: [{ bearer: [] }], querystring: querySchema, response: { 204: noContent } },
    preHandler: requireToken,
  }, async (request, reply) => {
    const { scope } = request.query as z.infer<typeof querySchema>;
    await signOut(app.db, request.auth!, scope);
    return reply.status(204).send();
  });
}
