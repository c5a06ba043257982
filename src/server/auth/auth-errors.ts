import {
  INVALID_EMAIL_MESSAGE,
  MISSING_CREDENTIALS_MESSAGE,
  PASSWORD_TOO_LONG_MESSAGE,
  weakPasswordMessage,
  type PasswordWeakness,
} from '#core/auth/auth-rules';
import { DomainError, rateLimited } from '../lib/domain-error';

/** Supabase Auth's error codes, statuses and messages, so a client can show them as they are. */
export const authErrors = {
  missingCredentials: () =>
    new DomainError('invalid', 'validation_failed', MISSING_CREDENTIALS_MESSAGE),
  passwordTooLong: () => new DomainError('invalid', 'validation_failed', PASSWORD_TOO_LONG_MESSAGE),
  invalidEmail: () => new DomainError('invalid', 'email_address_invalid', INVALID_EMAIL_MESSAGE),
  invalidCredentials: () =>
    new DomainError('invalid', 'invalid_credentials', 'Invalid login credentials'),
  emailNotConfirmed: () => new DomainError('invalid', 'email_not_confirmed', 'Email not confirmed'),
  weakPassword: (reasons: PasswordWeakness[]) =>
    new DomainError('unprocessable', 'weak_password', weakPasswordMessage(), {
      details: { weak_password: { reasons } },
    }),
  emailExists: () => new DomainError('unprocessable', 'email_exists', 'User already registered'),
  sessionNotFound: () =>
    new DomainError(
      'forbidden',
      'session_not_found',
      'Session from session_id claim in JWT does not exist',
    ),
  refreshTokenNotFound: () =>
    new DomainError(
      'invalid',
      'refresh_token_not_found',
      'Invalid Refresh Token: Refresh Token Not Found',
    ),
  refreshTokenAlreadyUsed: () =>
    new DomainError('invalid', 'refresh_token_already_used', 'Invalid Refresh Token: Already Used'),
  refreshSessionGone: () =>
    new DomainError(
      'invalid',
      'session_not_found',
      'Invalid Refresh Token: No Valid Session Found',
    ),
  reauthenticationNeeded: () =>
    new DomainError(
      'invalid',
      'reauthentication_needed',
      'Enter your current password to choose a new one.',
    ),
  wrongCurrentPassword: () =>
    new DomainError('invalid', 'invalid_credentials', 'Your current password is not correct.'),
  linkExpired: () =>
    new DomainError('forbidden', 'otp_expired', 'Email link is invalid or has expired'),
  unsupportedGrant: () =>
    new DomainError('invalid', 'unsupported_grant_type', 'Unsupported grant type'),
  rateLimited: (retryAfterSeconds: number) =>
    rateLimited('Request rate limit reached. Please wait before trying again.', retryAfterSeconds),
};
