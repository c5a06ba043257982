import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { noContent } from '#core/api/wire-schemas';
import {
  pushStatusSchema,
  pushSubscriptionInputSchema,
  pushUnsubscribeSchema,
} from '#core/notifications/owner-push';
import { readVapidKeys } from './read-vapid-keys';
import {
  countPushDevices,
  deletePushSubscription,
  savePushSubscription,
} from './save-push-subscription';

/** Pushes to the owner's devices (decision 176): the key to subscribe with, subscribe, unsubscribe. */
export async function notificationAdminRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/push',
    {
      schema: {
        summary: "The VAPID public key and how many of this owner's devices get pushes",
        response: { 200: pushStatusSchema },
      },
    },
    async (req) => ({
      publicKey: (await readVapidKeys(app.db, app.config)).publicKey,
      devices: await countPushDevices(app.db, req.auth!.userId),
    }),
  );
  app.post(
    '/push/subscriptions',
    {
      schema: {
        summary: 'Send pushes to this device (a browser push subscription)',
        body: pushSubscriptionInputSchema,
        response: { 204: noContent },
      },
    },
    async (req, reply) => {
      await savePushSubscription(app.db, req.auth!.userId, req.body);
      return reply.status(204).send();
    },
  );
  app.post(
    '/push/unsubscribe',
    {
      schema: {
        summary: 'Stop pushes to this device',
        body: pushUnsubscribeSchema,
        response: { 204: noContent },
      },
    },
    async (req, reply) => {
      await deletePushSubscription(app.db, req.auth!.userId, req.body.endpoint);
      return reply.status(204).send();
    },
  );
}
