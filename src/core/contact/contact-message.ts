import { z } from 'zod';
import { sanitizeInput } from './sanitize-input';

/** Upper bounds keep one message a message, not a payload. */
export const CONTACT_LIMITS = { name: 100, email: 254, subject: 150, message: 5000 } as const;

/** SPEC §9: at most 3 submissions per 300 000 ms, on the page and on the server. */
export const CONTACT_RATE_LIMIT = { max: 3, windowMs: 300_000 } as const;

/** The length is checked on what was sent, before any transform: no work grows with a huge field. */
const field = (label: string, max: number) =>
  z
    .string({ error: `${label} is required` })
    .max(max, `${label} must be at most ${max} characters`)
    .transform(sanitizeInput)
    .pipe(
      z
        .string()
        .min(1, `${label} is required`)
        .max(max, `${label} must be at most ${max} characters`),
    );

/** One schema for the form and the API: every field required, sanitised, e-mail well-formed. */
export const contactMessageSchema = z.object({
  name: field('Name', CONTACT_LIMITS.name),
  email: field('Email', CONTACT_LIMITS.email).pipe(z.email('Please enter a valid email address')),
  subject: field('Subject', CONTACT_LIMITS.subject),
  message: field('Message', CONTACT_LIMITS.message),
});

export type ContactMessageInput = z.input<typeof contactMessageSchema>;
export type ContactMessage = z.output<typeof contactMessageSchema>;
