import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { ZodError } from 'zod';
import { DomainError, type DomainErrorKind } from '../lib/domain-error';
import { HttpError } from '../lib/http-error';

type ErrorBody = { error: string; message: string; issues?: { path: string; message: string }[] };

const INTERNAL: ErrorBody = {
  error: 'internal_error',
  message: 'Something went wrong on our side. Please try again.',
};

/** PostgreSQL's own verdicts on bad data, mapped to answers the client can act on. */
const PG_ERRORS: Record<string, [number, string, string]> = {
  '23505': [409, 'conflict', 'A record with these details already exists.'],
  '23503': [409, 'conflict', 'This record is referenced by, or refers to, another record.'],
  '23514': [400, 'constraint_violation', 'A value is out of the allowed range.'],
  '23502': [400, 'constraint_violation', 'A required value is missing.'],
  '22P02': [400, 'invalid_input', 'A value has the wrong format.'],
  '22003': [400, 'invalid_input', 'A number is out of range.'],
  '22001': [400, 'invalid_input', 'A value is too long.'],
  '22021': [400, 'invalid_input', 'A value contains invalid characters.'],
};

function pgCode(error: unknown): string | undefined {
  for (
    let e: unknown = error, depth = 0;
    e && depth < 4;
    e = (e as { cause?: unknown }).cause, depth++
  ) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
  }
  return undefined;
}

function zodBody(issues: { path: PropertyKey[]; message: string }[]): ErrorBody {
  const list = issues.map((i) => ({ path: i.path.map(String).join('.'), message: i.message }));
  const first = list[0];
  const message = first
    ? first.path
      ? `${first.path}: ${first.message}`
      : first.message
    : 'Invalid input';
  return { error: 'validation_failed', message, issues: list };
}

/** The one place a domain refusal becomes an HTTP status. */
const STATUS_OF: Record<DomainErrorKind, number> = {
  invalid: 400,
  unauthenticated: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  too_large: 413,
  unsupported: 415,
  unprocessable: 422,
  rate_limited: 429,
  busy: 503,
};

/** One place decides what a client sees of an error: 4xx say what is wrong, 5xx say nothing. */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof DomainError) {
      const { retryAfterSeconds, details } = error.options;
      if (retryAfterSeconds !== undefined)
        void reply.header('retry-after', String(retryAfterSeconds));
      return reply
        .status(STATUS_OF[error.kind])
        .send({ ...details, error: error.code, message: error.message });
    }
    if (error instanceof HttpError) {
      return reply
        .status(error.statusCode)
        .headers(error.headers)
        .send({ error: error.code, message: error.message });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const issues = error.validation.map((v) => ({
        path: [...(v.instancePath ? v.instancePath.split('/').filter(Boolean) : [])],
        message: v.message ?? 'Invalid value',
      }));
      return reply.status(400).send(zodBody(issues));
    }
    if (error instanceof ZodError) return reply.status(400).send(zodBody(error.issues));
    const code = pgCode(error);
    const mapped = code ? PG_ERRORS[code] : undefined;
    if (mapped) {
      request.log.info({ pgCode: code }, 'database refused input');
      return reply.status(mapped[0]).send({ error: mapped[1], message: mapped[2] });
    }
    const status = error.statusCode ?? 500;
    if (status === 429) {
      return reply.status(429).send({ error: 'over_request_rate_limit', message: error.message });
    }
    if (status >= 400 && status < 500) {
      const name = (error.code ?? 'bad_request').replace(/^FST_ERR_/, '').toLowerCase();
      return reply.status(status).send({ error: name, message: error.message });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send(INTERNAL);
  });
}

/**
 * Errors Fastify raises before a route is found (an undecodable URL, a path parameter over the
 * length limit) skip the error handler; without this they answer in Fastify's own shape.
 */
export function frameworkErrorHandler(
  error: FastifyError,
  _request: FastifyRequest,
  reply: FastifyReply,
): void {
  const status = error.statusCode && error.statusCode < 500 ? error.statusCode : 400;
  const message =
    error.code === 'FST_ERR_MAX_PARAM_LENGTH'
      ? 'A part of the address is too long.'
      : 'The address is not valid.';
  void reply
    .status(status)
    .header('x-content-type-options', 'nosniff')
    .send({ error: (error.code ?? 'bad_url').replace(/^FST_ERR_/, '').toLowerCase(), message });
}
