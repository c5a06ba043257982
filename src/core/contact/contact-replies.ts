import { z } from 'zod';
import { isoDateTime } from '../api/wire-schemas';

/**
 * The owner's answers to contact messages and the customer's replies to them (decision 175).
 * Bounds keep a reply a reply: the owner's answer, a saved reply's text, a customer's reply read
 * from the mailbox (trimmed to `body` before it is stored).
 */
export const REPLY_LIMITS = { body: 10_000, title: 100, savedReplies: 100 } as const;

const text = (label: string, max: number) =>
  z
    .string({ error: `${label} is required` })
    .max(max, `${label} must be at most ${max} characters`)
    .transform((value) => value.replace(/\r\n?/g, '\n').trim())
    .pipe(z.string().min(1, `${label} is required`));

/** POST /api/admin/messages/:id/replies: the owner's answer, sent as a mail in the thread. */
export const messageReplySchema = z.object({ body: text('Reply', REPLY_LIMITS.body) });
export type MessageReplyInput = z.input<typeof messageReplySchema>;

/** A saved reply, as the owner writes it (POST and PUT /api/admin/saved-replies). */
export const savedReplyInputSchema = z.object({
  title: text('Title', REPLY_LIMITS.title),
  body: text('Text', REPLY_LIMITS.body),
});
export type SavedReplyInput = z.input<typeof savedReplyInputSchema>;

/** One mail of a message's thread after the first: the owner's answer or the customer's reply. */
export const contactReplyViewSchema = z.object({
  id: z.string(),
  direction: z.enum(['out', 'in']),
  body: z.string(),
  fromEmail: z.string(),
  createdAt: isoDateTime,
});
export type ContactReplyView = z.output<typeof contactReplyViewSchema>;

export const savedReplyViewSchema = z.object({
  id: z.string(),
  title: z.string(),
  body: z.string(),
  updatedAt: isoDateTime,
});
export type SavedReplyView = z.output<typeof savedReplyViewSchema>;
export const savedReplyListSchema = z.object({ items: z.array(savedReplyViewSchema) });

/** "Re: <subject>", once: a subject that already starts with "Re:" keeps it. */
export function replySubject(subject: string): string {
  return /^\s*re\s*:/i.test(subject) ? subject.trim() : `Re: ${subject.trim()}`;
}
