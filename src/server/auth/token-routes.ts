import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { sessionSchema } from '#core/auth/session';
import { authErrors } from './auth-errors';
import { refreshSession } from './refresh-session';
import { signInWithPassword } from './sign-in-with-password';
import type { AuthRouteContext } from './auth-route-context';

const querySchema = z.object({ grant_type: z.string().optional() });
const bodySchema = z.object({
  email: z.string().optional(),
  password: z.string().optional(),
  refresh_token: z.string().max(200).optional(),
});

/** POST /auth/token?grant_type=password|refresh_token → Session. */
export function registerPostToken(app: FastifyInstance, ctx: AuthRouteContext): void {
  app.post(
    '/auth/token',
    {
      schema: {
        summary: 'Sign in with a password, or refresh a session',
        querystring: querySchema,
        body: bodySchema,
        response: { 200: sessionSchema },
      },
    },
    async (request, reply) => {
      const { grant_type: grant } = request.query as z.infer<typeof querySchema>;
      const body = (request.body ?? {}) as z.infer<typeof bodySchema>;
      reply.header('cache-control', 'no-store');
      if (grant === 'password') {
        await ctx.limit(request, 'credentials', body.email);
        return signInWithPassword(ctx.deps, {
          email: body.email,
          password: body.password,
          client: ctx.client(request),
        });
      }
      if (grant === 'refresh_token') {
        await ctx.limit(request, 'refresh');
        return refreshSession(ctx.deps, body.refresh_token);
      }
      throw authErrors.unsupportedGrant();
    },
  );
}
