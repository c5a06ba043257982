import type { FastifyInstance } from 'fastify';

/** Routes of the store feature, mounted under /api. */
export async function storeRoutes(_app: FastifyInstance): Promise<void> {}
