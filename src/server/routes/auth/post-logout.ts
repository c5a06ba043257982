import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { signOut } from '../../services/auth/sign-out';

const querySchema = z.object({ scope: z.enum(['global', 'local', 'others']).default('global') });

/** POST /auth/logout?scope=global|local|others (Bearer) → 204. Signing out twice is not an error. */
export function registerPostLogout(app: FastifyInstance): void {
  app.post('/auth/logout', { schema: { querystring: querySchema }, preHandler: app.requireUser }, async (request, reply) => {
    const { scope } = request.query as z.infer<typeof querySchema>;
    await signOut(app.db, request.auth!, scope);
    return reply.status(204).send();
  });
}
