import { z } from 'zod';

/** The owner's inputs on a customer (decision 174): a note, and the whole set of tags. */
export const MAX_NOTE_LENGTH = 2000;
export const MAX_TAGS = 20;
export const MAX_TAG_LENGTH = 32;

export const customerNoteInputSchema = z.object({
  body: z.string().trim().min(1, 'Write a note').max(MAX_NOTE_LENGTH),
});
export type CustomerNoteInput = z.infer<typeof customerNoteInputSchema>;

/** A tag: trimmed, lower case, letters, digits, spaces and - _ only, so it reads the same everywhere. */
export const customerTagSchema = z
  .string()
  .trim()
  .toLowerCase()
  .min(1, 'A tag cannot be empty')
  .max(MAX_TAG_LENGTH, `A tag has at most ${MAX_TAG_LENGTH} characters`)
  .regex(/^[\p{L}\p{N} _-]+$/u, 'A tag has letters, digits, spaces, - and _ only');

/** PUT …/tags: the customer's tags after the edit; repeats are one tag. */
export const customerTagsInputSchema = z.object({
  tags: z
    .array(customerTagSchema)
    .max(MAX_TAGS, `At most ${MAX_TAGS} tags`)
    .transform((tags) => [...new Set(tags)]),
});
export type CustomerTagsInput = z.input<typeof customerTagsInputSchema>;
