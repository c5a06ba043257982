import { z } from 'zod';

/**
 * An e-mail the shop gave up on after its attempts ran out, as the admin lists it. The
 * response contract of the admin's failed-mail routes (the server serialises through it, the
 * page reads the same type).
 */
export const failedMailSchema = z.object({
  id: z.uuid(),
  to: z.string(),
  subject: z.string(),
  kind: z.string(),
  attempts: z.number().int(),
  error: z.string().nullable(),
  createdAt: z.string(),
  failedAt: z.string(),
});
export type FailedMail = z.infer<typeof failedMailSchema>;

export const failedMailListSchema = z.object({ mails: z.array(failedMailSchema) });
export type FailedMailList = z.infer<typeof failedMailListSchema>;

/** POST /api/admin/mail/:id/resend: the mail is due again, with a fresh set of attempts. */
export const mailResendSchema = z.object({ id: z.uuid(), queued: z.literal(true) });
export type MailResend = z.infer<typeof mailResendSchema>;
