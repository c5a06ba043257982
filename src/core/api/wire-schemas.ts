import { z } from 'zod';

/**
 * Building blocks of the API contract (the `response` schemas of every route). They describe
 * the JSON on the wire, so the web client's types and the OpenAPI document come from them.
 */

/**
 * A moment as ISO 8601 text. The server may hand a Date (a database row): it leaves as its ISO
 * string; the browser reads the string as it is. The OpenAPI document says `date-time` string.
 */
export const isoDateTime = z
  .union([z.string(), z.date()])
  .transform((value) => (typeof value === 'string' ? value : value.toISOString()))
  .meta({ type: 'string', format: 'date-time' });

/** Money travels as a decimal string ('19.99'), as stored. */
export const decimalString = z
  .string()
  .meta({ description: 'Decimal amount as text, e.g. "19.99"' });

/** Every error answer: a machine code and a sentence for people (see the central error handler). */
export const errorResponseSchema = z
  .object({ error: z.string(), message: z.string() })
  .loose()
  .meta({
    id: 'Error',
    description: 'An error: a machine-readable code and a human-readable message',
  });

/** The error answers every operation may give, each with what it means (the OpenAPI description). */
export const errorAnswer = (description: string) => errorResponseSchema.meta({ description });
export const ERROR_ANSWERS: Record<number, string> = {
  400: 'Invalid request (the body, query or path failed validation)',
  401: 'No valid access token (send Authorization: Bearer <token>)',
  403: 'Signed in, but not allowed (admin only)',
  404: "Not found (or not yours: another customer's record answers the same)",
  429: 'Too many attempts; see the Retry-After header',
};

/** 204 answers: nothing in the body. */
export const noContent = z.undefined().meta({ description: 'No content' });

/** A body that is not JSON (a file, a CSV export): documented, passed through untouched. */
export const fileBody = (description: string) => z.unknown().meta({ type: 'string', description });

/** An empty JSON object ({}), answered where Supabase's API answers one. */
export const emptyObject = z.object({}).strict();
