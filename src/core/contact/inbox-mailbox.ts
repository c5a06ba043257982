import { z } from 'zod';
import { isoDateTime } from '../api/wire-schemas';

/** No control characters (a NUL cannot even be stored): a user name and a password are text. */
// eslint-disable-next-line no-control-regex
const PRINTABLE = /^[^\u0000-\u001f\u007f]*$/;

/**
 * The mailbox the shop reads customers' replies from (decision 175): an IMAP account the owner
 * names in the admin, or IMAP_* in the environment (which then wins). Its address is the
 * Reply-To of the owner's answers, so the customer's reply lands where the shop reads.
 */
export const inboxMailboxInputSchema = z.object({
  enabled: z.boolean(),
  host: z
    .string()
    .trim()
    .max(253)
    .regex(/^[a-z0-9.-]*$/i, 'Enter a host name or address'),
  port: z.number().int().min(1).max(65_535),
  /** TLS from the first byte (port 993); off speaks plain IMAP (a local server). */
  secure: z.boolean(),
  user: z.string().trim().max(254).regex(PRINTABLE, 'Enter a user name'),
  /** Absent or empty: the stored password stays. */
  password: z.string().max(500).regex(PRINTABLE, 'Enter a password').optional(),
  /** The mailbox's own e-mail address; empty: the shop's contact e-mail. */
  address: z.union([z.literal(''), z.string().trim().toLowerCase().pipe(z.email())]),
});
export type InboxMailboxInput = z.input<typeof inboxMailboxInputSchema>;

export const inboxMailboxViewSchema = z.object({
  enabled: z.boolean(),
  host: z.string(),
  port: z.number(),
  secure: z.boolean(),
  user: z.string(),
  address: z.string(),
  /** Whether a password is stored; the password itself never leaves the server. */
  passwordSet: z.boolean(),
  /** IMAP_HOST is set: the environment names the mailbox and the form is read-only. */
  fromEnvironment: z.boolean(),
  lastPolledAt: isoDateTime.nullable(),
  lastError: z.string().nullable(),
});
export type InboxMailboxView = z.output<typeof inboxMailboxViewSchema>;

export const DEFAULT_INBOX_MAILBOX = {
  enabled: false,
  host: '',
  port: 993,
  secure: true,
  user: '',
  address: '',
} as const;

/** POST /api/admin/inbox-mailbox/check: what one poll did. */
export const inboxCheckResultSchema = z.object({ stored: z.number(), skipped: z.number() });
