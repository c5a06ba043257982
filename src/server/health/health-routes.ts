import type { FastifyInstance } from 'fastify';
import { healthDownResponseSchema, healthResponseSchema } from '#core/api/health-responses';
import { pingDatabase } from './ping-database';

/** Liveness and readiness in one: answers 200 only when the database answers. */
export async function healthRoutes(app: FastifyInstance): Promise<void> {
  app.get(
    '/health',
    {
      schema: {
        summary: 'Liveness and readiness (200 only when the database answers)',
        response: { 200: healthResponseSchema, 503: healthDownResponseSchema },
      },
    },
    async (request, reply) => {
      const started = process.hrtime.bigint();
      try {
        await pingDatabase(app.db);
      } catch (error) {
        request.log.error({ err: error }, 'health check: database unreachable');
        return reply.status(503).send({ status: 'error', database: 'unreachable' });
      }
      const dbMs = Number(process.hrtime.bigint() - started) / 1e6;
      return reply.header('cache-control', 'no-store').send({
        status: 'ok',
        database: app.dbHandle.engine,
        dbLatencyMs: Math.round(dbMs * 100) / 100,
        uptimeSeconds: Math.round(process.uptime()),
      });
    },
  );
}
