import {
  INVALID_EMAIL_MESSAGE,
  MISSING_CREDENTIALS_MESSAGE,
  PASSWORD_TOO_LONG_MESSAGE,
  weakPasswordMessage,
  type PasswordWeakness,
} from '#core/auth/auth-rules';
import { HttpError } from '../lib/http-error';

/** Supabase Auth's error codes, statuses and messages, so a client can show them as they are. */
export const authErrors = {
  missingCredentials: () => new HttpError(400, 'validation_failed', MISSING_CREDENTIALS_MESSAGE),
  passwordTooLong: () => new HttpError(400, 'validation_failed', PASSWORD_TOO_LONG_MESSAGE),
  invalidEmail: () => new HttpError(400, 'email_address_invalid', INVALID_EMAIL_MESSAGE),
  invalidCredentials: () => new HttpError(400, 'invalid_credentials', 'Invalid login credentials'),
  emailNotConfirmed: () => new HttpError(400, 'email_not_confirmed', 'Email not confirmed'),
  weakPassword: (reasons: PasswordWeakness[]) =>
    new HttpError(422, 'weak_password', weakPasswordMessage(), {}, { weak_password: { reasons } }),
  emailExists: () => new HttpError(422, 'email_exists', 'User already registered'),
  sessionNotFound: () => new HttpError(403, 'session_not_found', 'Session from session_id claim in JWT does not exist'),
  refreshTokenNotFound: () => new HttpError(400, 'refresh_token_not_found', 'Invalid Refresh Token: Refresh Token Not Found'),
  refreshTokenAlreadyUsed: () => new HttpError(400, 'refresh_token_already_used', 'Invalid Refresh Token: Already Used'),
  refreshSessionGone: () => new HttpError(400, 'session_not_found', 'Invalid Refresh Token: No Valid Session Found'),
  reauthenticationNeeded: () =>
    new HttpError(400, 'reauthentication_needed', 'Enter your current password to choose a new one.'),
  wrongCurrentPassword: () => new HttpError(400, 'invalid_credentials', 'Your current password is not correct.'),
  linkExpired: () => new HttpError(403, 'otp_expired', 'Email link is invalid or has expired'),
  unsupportedGrant: () => new HttpError(400, 'unsupported_grant_type', 'Unsupported grant type'),
  rateLimited: (retryAfterSeconds: number) =>
    new HttpError(429, 'over_request_rate_limit', 'Request rate limit reached. Please wait before trying again.', {
      'retry-after': String(retryAfterSeconds),
    }),
};
