/**
 * What the shop refuses, in its own words: a kind (the nature of the refusal), a stable code and
 * a message a person can read. Services and query modules throw these and know nothing of HTTP;
 * the central error handler (plugins/error-handler.ts) alone turns a kind into a status.
 */
export type DomainErrorKind =
  | 'invalid'
  | 'unauthenticated'
  | 'forbidden'
  | 'not_found'
  | 'conflict'
  | 'too_large'
  | 'unsupported'
  | 'unprocessable'
  | 'rate_limited'
  | 'busy';

export type DomainErrorOptions = {
  /** For rate_limited and busy: when trying again can succeed. */
  retryAfterSeconds?: number;
  /** Extra fields of the answer, e.g. weak_password's reasons. */
  details?: Record<string, unknown>;
};

export class DomainError extends Error {
  constructor(
    readonly kind: DomainErrorKind,
    readonly code: string,
    message: string,
    readonly options: DomainErrorOptions = {},
  ) {
    super(message);
    this.name = 'DomainError';
  }
}

export const badRequest = (message: string, code = 'bad_request') =>
  new DomainError('invalid', code, message);
export const unauthorized = (message = 'Authentication required', code = 'unauthorized') =>
  new DomainError('unauthenticated', code, message);
export const forbidden = (
  message = 'You do not have access to this resource',
  code = 'forbidden',
) => new DomainError('forbidden', code, message);
export const notFound = (message = 'Not found', code = 'not_found') =>
  new DomainError('not_found', code, message);
export const conflict = (message: string, code = 'conflict') =>
  new DomainError('conflict', code, message);
export const rateLimited = (
  message: string,
  retryAfterSeconds: number,
  code = 'over_request_rate_limit',
) => new DomainError('rate_limited', code, message, { retryAfterSeconds });
