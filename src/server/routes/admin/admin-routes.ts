import type { FastifyInstance } from 'fastify';

/** Routes of the admin feature, mounted under /api. */
export async function adminRoutes(_app: FastifyInstance): Promise<void> {}
