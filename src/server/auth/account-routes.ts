import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  changeEmailInputSchema,
  deleteAccountInputSchema,
  mfaCodeInputSchema,
  mfaDisableInputSchema,
} from '#core/auth/account-forms';
import {
  emailChangeRequestedSchema,
  sessionListSchema,
  totpEnrolmentSchema,
  totpVerifiedSchema,
} from '#core/auth/account-responses';
import { noContent } from '#core/api/wire-schemas';
import { requestEmailChange } from './change-email';
import { deleteAccount } from './delete-account';
import { listSessions } from './list-sessions';
import { disableTotp, enrollTotp, verifyTotp } from './mfa';
import type { AuthRouteContext } from './auth-route-context';

/**
 * The account page's calls, all for a live session (the session guard): signed-in devices,
 * e-mail change, account deletion and two-factor sign-in. Every call that checks a password
 * or a code counts against the sign-in limits, so a stolen token cannot guess either.
 */
export function registerAccountRoutes(base: FastifyInstance, ctx: AuthRouteContext): void {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const live = { onRequest: app.requireUser };
  const guess = (request: Parameters<AuthRouteContext['limit']>[0]) =>
    ctx.limit(request, 'credentials', request.auth!.email);

  app.get(
    '/auth/sessions',
    {
      ...live,
      schema: { summary: 'List my signed-in devices', response: { 200: sessionListSchema } },
    },
    async (request) => ({ sessions: await listSessions(app.db, request.auth!) }),
  );

  app.post(
    '/auth/user/email',
    {
      ...live,
      schema: {
        summary: 'Change my e-mail (confirmed at the new address)',
        body: changeEmailInputSchema,
        response: { 200: emailChangeRequestedSchema },
      },
    },
    async (request) => {
      await guess(request);
      await requestEmailChange(ctx.deps, request.auth!, request.body);
      return {};
    },
  );

  app.delete(
    '/auth/user',
    {
      ...live,
      schema: {
        summary: 'Delete my account (orders kept, anonymised)',
        body: deleteAccountInputSchema,
        response: { 204: noContent },
      },
    },
    async (request, reply) => {
      await guess(request);
      await deleteAccount(app.db, request.auth!, request.body.current_password);
      return reply.status(204).send();
    },
  );

  app.post(
    '/auth/factors',
    {
      ...live,
      schema: { summary: 'Start two-factor enrolment', response: { 200: totpEnrolmentSchema } },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return enrollTotp(app.db, request.auth!);
    },
  );

  app.post(
    '/auth/factors/verify',
    {
      ...live,
      config: { allowMfaPending: true },
      schema: {
        summary: 'Check a two-factor or recovery code',
        body: mfaCodeInputSchema,
        response: { 200: totpVerifiedSchema },
      },
    },
    async (request, reply) => {
      await guess(request);
      reply.header('cache-control', 'no-store');
      return verifyTotp(ctx.deps, request.auth!, request.body.code);
    },
  );

  app.delete(
    '/auth/factors',
    {
      ...live,
      schema: {
        summary: 'Turn two-factor sign-in off',
        body: mfaDisableInputSchema,
        response: { 204: noContent },
      },
    },
    async (request, reply) => {
      await guess(request);
      await disableTotp(app.db, request.auth!, request.body);
      return reply.status(204).send();
    },
  );
}
