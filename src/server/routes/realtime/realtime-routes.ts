import type { FastifyInstance } from 'fastify';

/** Routes of the realtime feature, mounted under /api. */
export async function realtimeRoutes(_app: FastifyInstance): Promise<void> {}
