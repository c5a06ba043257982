import { z } from 'zod';
import { isoDateTime } from '../api/wire-schemas';
import { contactReplyViewSchema } from './contact-replies';

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
  /** When the owner first answered it from the inbox (decision 175). */
  answeredAt: isoDateTime.nullable(),
  createdAt: isoDateTime,
  /** The mails after the message, oldest first: the owner's answers and the customer's replies. */
  thread: z.array(contactReplyViewSchema),
});
export type ContactMessageView = z.output<typeof contactMessageViewSchema>;
export const messageReadStateSchema = contactMessageViewSchema.pick({ id: true, readAt: true });
