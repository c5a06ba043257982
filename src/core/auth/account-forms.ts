import { z } from 'zod';
import type { sessionViewSchema } from './account-responses';
import { NAME_MAX_LENGTH, normalizeEmail } from './auth-rules';
import { newPassword } from './auth-forms';

// The /account page's forms and the matching request bodies: one schema each, shared by form and server.

const currentPassword = z.string().min(1, 'Enter your current password').max(4096);

export const profileFormSchema = z.object({
  first_name: z.string().trim().min(1, 'First name is required').max(NAME_MAX_LENGTH),
  last_name: z.string().trim().min(1, 'Last name is required').max(NAME_MAX_LENGTH),
  phone: z.string().trim().max(40, 'Phone is too long'),
});
export type ProfileForm = z.infer<typeof profileFormSchema>;

export const changePasswordFormSchema = z
  .object({ current_password: currentPassword, password: newPassword, confirm: z.string() })
  .refine((v) => v.password === v.confirm, {
    message: 'Passwords do not match',
    path: ['confirm'],
  });
export type ChangePasswordForm = z.infer<typeof changePasswordFormSchema>;

/** POST /auth/user/email: the new address gets a link; the change happens when it is opened. */
export const changeEmailInputSchema = z.strictObject({
  email: z
    .string()
    .trim()
    .min(1, 'Email is required')
    .max(254)
    .refine((v) => normalizeEmail(v) !== null, 'Enter a valid email address'),
  current_password: currentPassword,
});
export type ChangeEmailInput = z.infer<typeof changeEmailInputSchema>;

/** DELETE /auth/user: the password again, and the word DELETE typed out. */
export const deleteAccountInputSchema = z.strictObject({
  current_password: currentPassword,
  confirm: z.literal('DELETE', { error: 'Type DELETE to confirm' }),
});
export type DeleteAccountInput = z.infer<typeof deleteAccountInputSchema>;

/** A 6-digit TOTP code (RFC 6238), or one of the recovery codes (xxxx-xxxx-xxxx). */
export const TOTP_CODE_PATTERN = /^\d{6}$/;
export const RECOVERY_CODE_PATTERN = /^[a-z0-9]{4}-[a-z0-9]{4}-[a-z0-9]{4}$/;
export const mfaCodeInputSchema = z.strictObject({
  code: z
    .string()
    .trim()
    .toLowerCase()
    .refine(
      (v) => TOTP_CODE_PATTERN.test(v) || RECOVERY_CODE_PATTERN.test(v),
      'Enter the 6-digit code or a recovery code',
    ),
});
export type MfaCodeInput = z.infer<typeof mfaCodeInputSchema>;

/** Removing the second factor needs the password and a current code. */
export const mfaDisableInputSchema = mfaCodeInputSchema.extend({
  current_password: currentPassword,
});

export const adminSecurityInputSchema = z.strictObject({ requireAdminMfa: z.boolean() });

/** How the account page lists a signed-in device. */
export type SessionView = z.infer<typeof sessionViewSchema>;
