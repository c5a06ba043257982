import websocket from '@fastify/websocket';
import { errorAnswer } from '#core/api/wire-schemas';
import type { FastifyInstance } from 'fastify';
import { decodeJwt } from 'jose';
import { z } from 'zod';
import { guardSession } from '../auth/session-guard';
import { findOrderOwner } from '../orders/find-order-owner';
import { createRealtimeHub } from './realtime-hub';

/** Routes of the realtime feature, mounted under /api: the live-update WebSocket at /api/realtime. */
export async function realtimeRoutes(app: FastifyInstance): Promise<void> {
  // Client messages are tiny (an access token at most).
  await app.register(websocket, { options: { maxPayload: 8192 } });

  const hub = createRealtimeHub({
    events: app.events,
    log: app.log,
    async authenticate(token) {
      const claims = await app.accessTokens.verify(token);
      if (!claims) return null;
      // The same session guard as every HTTP route: a signed-out session gets nothing, and the
      // stored role decides, so a demoted admin stops getting orders.
      const session = await guardSession(app.db, claims);
      if (!session || session.mfaPending) return null;
      return {
        recipient:
          session.role === 'admin'
            ? { audience: 'admin' }
            : { audience: 'customer', userId: session.userId, email: session.email },
        expiresAt: decodeJwt(token).exp ?? 0,
        // Asked again before a private event goes out, so a sign-out elsewhere (any process) ends it.
        stillSignedIn: async () => (await guardSession(app.db, claims))?.role === session.role,
      };
    },
    async orderOwner(orderId) {
      if (!z.uuid().safeParse(orderId).success) return null;
      return findOrderOwner(app.db, orderId);
    },
  });
  app.addHook('onClose', async () => hub.close());

  app.route({
    method: 'GET',
    url: '/realtime',
    schema: {
      summary: 'Live updates over a WebSocket (send the access token in the first message)',
      response: {
        101: z.undefined().meta({ description: 'Switching to the WebSocket protocol' }),
        426: errorAnswer('A plain HTTP request: connect with a WebSocket'),
      },
    },
    // A plain HTTP request (no upgrade) gets a clear JSON answer instead of a bare 404.
    handler: (_request, reply) =>
      reply.status(426).header('upgrade', 'websocket').send({
        error: 'upgrade_required',
        message: 'Connect with a WebSocket to receive live updates.',
      }),
    wsHandler: (socket) => hub.attach(socket),
  });
}
