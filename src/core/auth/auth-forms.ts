import { z } from 'zod';
import {
  NAME_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  PASSWORD_TOO_LONG_MESSAGE,
  isPasswordTooLong,
  normalizeEmail,
  passwordWeaknesses,
} from './auth-rules';

// Form and request schemas; kept apart from auth-rules so pages that need no form load no zod.
const requiredText = (label: string) =>
  z.string().trim().min(1, `${label} is required`).max(NAME_MAX_LENGTH, `${label} is too long`);
const emailField = z
  .string()
  .trim()
  .min(1, 'Email is required')
  .refine((v) => normalizeEmail(v) !== null, 'Enter a valid email address');

/** SPEC §5 sign-in form: email and password are required. */
export const signInFormSchema = z.object({
  email: emailField,
  password: z.string().min(1, 'Password is required'),
});
export type SignInForm = z.infer<typeof signInFormSchema>;

/** A new password: the sign-up, reset and change-password forms' rule. */
export const newPassword = z
  .string()
  .min(1, 'Password is required')
  .refine(
    (v) => passwordWeaknesses(v).length === 0,
    `Password must be at least ${PASSWORD_MIN_LENGTH} characters`,
  )
  .refine((v) => !isPasswordTooLong(v), PASSWORD_TOO_LONG_MESSAGE);

/** SPEC §5 sign-up form: first name, last name, email and a password of at least 6 characters. */
export const signUpFormSchema = z.object({
  firstName: requiredText('First name'),
  lastName: requiredText('Last name'),
  email: emailField,
  password: newPassword,
});
export type SignUpForm = z.infer<typeof signUpFormSchema>;

export const forgotPasswordFormSchema = z.object({ email: emailField });

export const resetPasswordFormSchema = z
  .object({ password: newPassword, confirm: z.string() })
  .refine((v) => v.password === v.confirm, {
    message: 'Passwords do not match',
    path: ['confirm'],
  });

/** User metadata a client may set (profile names); anything else is dropped, never a role. */
export const userMetadataSchema = z
  .object({
    first_name: z.string().trim().max(NAME_MAX_LENGTH),
    last_name: z.string().trim().max(NAME_MAX_LENGTH),
    phone: z.string().trim().max(40),
  })
  .partial();
export type UserMetadata = z.infer<typeof userMetadataSchema>;
