import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { noContent } from '#core/api/wire-schemas';
import { unauthorized } from '../lib/domain-error';
import { signOut } from './sign-out';

const querySchema = z.object({ scope: z.enum(['global', 'local', 'others']).default('global') });

const requireToken = async (request: FastifyRequest) => {
  if (!request.auth && !request.authRefusal)
    throw unauthorized('This endpoint requires a Bearer token', 'no_authorization');
};

/**
 * POST /auth/logout?scope=global|local|others (Bearer) → 204. The session guard has checked the
 * token's session: signing out of an ended one is not an error, but ends nothing else either, so
 * a stolen token of a signed-out session cannot sign its owner out everywhere.
 */
export function registerPostLogout(app: FastifyInstance): void {
  app.post(
    '/auth/logout',
    {
      schema: {
        summary: 'Sign out (this session, all, or the others)',
        security: [{ bearer: [] }],
        querystring: querySchema,
        response: { 204: noContent },
      },
      preHandler: requireToken,
      config: { allowMfaPending: true },
    },
    async (request, reply) => {
      const { scope } = request.query as z.infer<typeof querySchema>;
      if (request.auth) await signOut(app.db, request.auth, scope);
      return reply.status(204).send();
    },
  );
}
