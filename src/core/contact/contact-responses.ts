import { z } from 'zod';
import { isoDateTime } from '../api/wire-schemas';

/** POST /api/contact: the stored message's id and time. */
export const contactReceiptSchema = z.object({ id: z.string(), createdAt: isoDateTime });

/** A message in the admin's inbox. */
export const contactMessageViewSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  subject: z.string(),
  message: z.string(),
  readAt: isoDateTime.nullable(),
  createdAt: isoDateTime,
});
export type ContactMessageView = z.output<typeof contactMessageViewSchema>;
export const messageReadStateSchema = contactMessageViewSchema.pick({ id: true, readAt: true });
