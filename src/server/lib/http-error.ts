/**
 * An answer only the HTTP layer (plugins) can word: a status with headers of its own, such as
 * `www-authenticate` on a refused token. Everything else throws a DomainError (./domain-error).
 */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
    this.name = 'HttpError';
  }
}
