import type { FastifyInstance } from 'fastify';

/** Routes of the custom-prints feature, mounted under /api. */
export async function customPrintsRoutes(_app: FastifyInstance): Promise<void> {}
