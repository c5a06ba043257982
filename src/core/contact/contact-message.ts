import { z } from 'zod';
import { CONTACT_LIMITS } from './contact-limits';
import { sanitizeInput } from './sanitize-input';

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
