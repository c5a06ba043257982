import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';

const context = new AsyncLocalStorage<{ reqId: string }>();
/** A balancer's id (nginx `$request_id`, a UUID) is kept so one id follows a request through both logs. */
const INCOMING_ID = /^[A-Za-z0-9._:-]{8,64}$/;

/** Fastify's genReqId: the proxy's X-Request-Id when it is a sane token, else a fresh UUID (unique across processes). */
export function requestIdFor(request: {
  headers: Record<string, string | string[] | undefined>;
}): string {
  const incoming = request.headers['x-request-id'];
  return typeof incoming === 'string' && INCOMING_ID.test(incoming) ? incoming : randomUUID();
}

/**
 * Pino mixin: every line logged while a request is being served carries its id, also lines
 * written through the app-wide logger (the mailer, the event bus). Request loggers already
 * bind `reqId`, so it is added only where it is missing.
 */
export function requestIdMixin(
  _merge: object,
  _level: number,
  logger: { bindings(): Record<string, unknown> },
): Record<string, unknown> {
  const store = context.getStore();
  if (!store || logger.bindings().reqId !== undefined) return {};
  return { reqId: store.reqId };
}

/** Runs the rest of each request inside its context and tells the client (and the balancer) the id. */
export function registerRequestContext(app: FastifyInstance): void {
  app.addHook('onRequest', (request, reply, done) => {
    reply.header('x-request-id', request.id);
    context.run({ reqId: request.id }, done);
  });
}
