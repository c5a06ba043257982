import type { FastifyInstance } from 'fastify';

/** Routes of the contact feature, mounted under /api. */
export async function contactRoutes(_app: FastifyInstance): Promise<void> {}
