import type { FastifyInstance } from 'fastify';

/** Routes of the auth feature, mounted under /api. */
export async function authRoutes(_app: FastifyInstance): Promise<void> {}
