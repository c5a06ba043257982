/** SPEC §9: sign-up passwords need at least 6 characters. */
export const PASSWORD_MIN_LENGTH = 6;
/** Long passphrases are welcome; anything over 1 KB is not a password and is refused before hashing. */
export const PASSWORD_MAX_BYTES = 1024;
export const EMAIL_MAX_LENGTH = 254;
export const NAME_MAX_LENGTH = 100;

/** SPEC §5: the auth service's text when an e-mail or password is missing. */
export const MISSING_CREDENTIALS_MESSAGE =
  'You must provide either an email or phone number and a password';
export const PASSWORD_TOO_LONG_MESSAGE = `Password cannot be longer than ${PASSWORD_MAX_BYTES} bytes.`;
export const INVALID_EMAIL_MESSAGE = 'Unable to validate email address: invalid format';

/** SPEC §9 session constants: check every 30 s, refresh with 90 s or less left, retry within 30 s. */
export const AUTO_REFRESH_TICK_MS = 30_000;
export const AUTO_REFRESH_MARGIN_MS = 90_000;
export const REFRESH_RETRY_FIRST_DELAY_MS = 200;
export const REFRESH_RETRY_WINDOW_MS = 30_000;

export type PasswordWeakness = 'length';

export const utf8Length = (value: string): number => new TextEncoder().encode(value).length;

export const isPasswordTooLong = (password: string): boolean =>
  utf8Length(password) > PASSWORD_MAX_BYTES;

/** Supabase's weak_password reasons that apply to us (length only: no composition rules). */
export function passwordWeaknesses(password: string): PasswordWeakness[] {
  return [...password].length < PASSWORD_MIN_LENGTH ? ['length'] : [];
}

export const weakPasswordMessage = (): string =>
  `Password should be at least ${PASSWORD_MIN_LENGTH} characters.`;

const EMAIL_PATTERN = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;

/** Trimmed, lower-cased address, or null when it is not an e-mail address. */
export function normalizeEmail(raw: string): string | null {
  const email = raw.trim().toLowerCase();
  if (email.length > EMAIL_MAX_LENGTH || !EMAIL_PATTERN.test(email)) return null;
  return email;
}

/** True when a session expiring at expiresAt (seconds) should be refreshed now. */
export const isRefreshDue = (expiresAtSeconds: number, nowMs: number): boolean =>
  expiresAtSeconds * 1000 - nowMs <= AUTO_REFRESH_MARGIN_MS;

/** Back-off delays for a retryable refresh failure: 200 ms doubling, all within 30 s. */
export function refreshRetryDelays(): number[] {
  const delays: number[] = [];
  let total = 0;
  for (
    let delay = REFRESH_RETRY_FIRST_DELAY_MS;
    total + delay <= REFRESH_RETRY_WINDOW_MS;
    delay *= 2
  ) {
    delays.push(delay);
    total += delay;
  }
  return delays;
}

/** Network failures and gateway answers are worth retrying; everything else is final. */
export const isRetryableStatus = (status: number): boolean =>
  status === 0 || status === 502 || status === 503 || status === 504;

/** A redirect target that cannot leave the site: a path, not '//host' or a URL. */
export function safeRedirectPath(value: string | null | undefined, fallback = '/'): string {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.includes('\\'))
    return fallback;
  return value;
}
