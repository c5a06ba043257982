import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { signUpResponseSchema } from '#core/auth/auth-responses';
import { userMetadataSchema } from '#core/auth/auth-forms';
import { signUp } from './sign-up';
import type { AuthRouteContext } from './auth-route-context';

const bodySchema = z.object({
  email: z.string().optional(),
  password: z.string().optional(),
  options: z
    .object({
      emailRedirectTo: z.string().max(2000).optional(),
      data: userMetadataSchema.optional(),
    })
    .optional(),
});

/** POST /auth/signup → { user, session } (session null while the e-mail must be confirmed). */
export function registerPostSignup(app: FastifyInstance, ctx: AuthRouteContext): void {
  app.post(
    '/auth/signup',
    {
      schema: {
        summary: 'Create an account',
        body: bodySchema,
        response: { 200: signUpResponseSchema },
      },
    },
    async (request) => {
      const body = request.body as z.infer<typeof bodySchema>;
      await ctx.limit(request, 'credentials', body.email);
      return signUp(ctx.deps, {
        email: body.email,
        password: body.password,
        metadata: body.options?.data ?? {},
        redirectTo: body.options?.emailRedirectTo,
        client: ctx.client(request),
      });
    },
  );
}
