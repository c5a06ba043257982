import type { FastifyInstance } from 'fastify';

/** Routes of the storage feature, mounted under /api. */
export async function storageRoutes(_app: FastifyInstance): Promise<void> {}
