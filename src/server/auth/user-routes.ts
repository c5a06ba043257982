import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { profileResponseSchema } from '#core/auth/auth-responses';
import { userMetadataSchema } from '#core/auth/auth-forms';
import { authUserSchema } from '#core/auth/session';
import { authErrors } from './auth-errors';
import { findProfile } from './find-profile';
import { loadAuthUser } from './load-auth-user';
import { updateUser } from './update-user';
import type { AuthRouteContext } from './auth-route-context';

// Strict: a request naming any other field (a role, an e-mail, an id) is refused, not ignored.
const updateSchema = z.strictObject({
  password: z.string().optional(),
  current_password: z.string().max(4096).optional(),
  data: userMetadataSchema.strict().optional(),
});

/** GET/PUT /auth/user and GET /auth/profile, all for the bearer of a live session. */
export function registerUserRoutes(app: FastifyInstance, ctx: AuthRouteContext): void {
  // requireUser also checks that the token's session is still signed in.
  const live = app.requireUser;

  app.get(
    '/auth/user',
    {
      schema: { summary: 'Read the signed-in user', response: { 200: authUserSchema } },
      preHandler: live,
    },
    async (request) => {
      const user = await loadAuthUser(app.db, request.auth!.userId);
      if (!user) throw authErrors.sessionNotFound();
      return user;
    },
  );

  app.put(
    '/auth/user',
    {
      schema: {
        summary: 'Change my password or profile data',
        body: updateSchema,
        response: { 200: authUserSchema },
      },
      preHandler: live,
    },
    async (request) => {
      const body = request.body as z.infer<typeof updateSchema>;
      // Guessing the current password through a stolen token counts like guessing it at sign-in.
      if (body.current_password !== undefined)
        await ctx.limit(request, 'credentials', request.auth!.email);
      return updateUser(app.db, request.auth!, body);
    },
  );

  app.get(
    '/auth/profile',
    {
      schema: { summary: 'Read my profile and role', response: { 200: profileResponseSchema } },
      preHandler: live,
    },
    async (request) => findProfile(app.db, request.auth!.userId),
  );
}
