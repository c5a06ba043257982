import { z } from 'zod';

/** GET /api/health: the database answered (200) or did not (503). */
export const healthResponseSchema = z.object({
  status: z.literal('ok'),
  database: z.enum(['pglite', 'postgres']),
  dbLatencyMs: z.number(),
  uptimeSeconds: z.number(),
});

export const healthDownResponseSchema = z.object({
  status: z.literal('error'),
  database: z.literal('unreachable'),
});
