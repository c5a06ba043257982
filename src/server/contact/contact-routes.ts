import type { FastifyInstance } from 'fastify';
import { postContactMessage } from './contact-message-routes';

/** Routes of the contact feature, mounted under /api. */
export async function contactRoutes(app: FastifyInstance): Promise<void> {
  await app.register(postContactMessage);
}
