import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { emptyObject } from '#core/api/wire-schemas';
import { sessionSchema } from '#core/auth/session';
import { requestRecovery } from './request-recovery';
import { verifyLink } from './verify-link';
import type { AuthRouteContext } from './auth-route-context';

const verifySchema = z.object({
  type: z.enum(['signup', 'recovery', 'email_change']),
  token: z.string().min(1).max(200),
});
const recoverSchema = z.object({ email: z.string().max(1000).optional() });

/** POST /auth/verify (a mailed link → Session) and POST /auth/recover (mail a reset link). */
export function registerLinkRoutes(app: FastifyInstance, ctx: AuthRouteContext): void {
  app.post(
    '/auth/verify',
    {
      schema: {
        summary: 'Follow a mailed link (confirm an e-mail, or recover an account)',
        body: verifySchema,
        response: { 200: sessionSchema },
      },
    },
    async (request, reply) => {
      await ctx.limit(request, 'credentials');
      const body = request.body as z.infer<typeof verifySchema>;
      reply.header('cache-control', 'no-store');
      return verifyLink(ctx.deps, { ...body, client: ctx.client(request) });
    },
  );

  app.post(
    '/auth/recover',
    {
      schema: {
        summary: 'Mail a password reset link',
        body: recoverSchema,
        response: { 200: emptyObject },
      },
    },
    async (request) => {
      const { email } = request.body as z.infer<typeof recoverSchema>;
      await ctx.limit(request, 'credentials', email);
      await requestRecovery(ctx.deps, email);
      return {};
    },
  );
}
