import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { MailMessage } from '../../lib/mailer';
import { createShopRateLimiter } from '../../lib/postgres-rate-limiter';
import { authErrors } from '../../services/auth/auth-errors';
import type { AuthDeps } from '../../services/auth/auth-deps';

export type AuthRouteContext = {
  deps: AuthDeps;
  /** Counts an attempt per IP (and per e-mail when given); throws 429 over the limit. */
  limit(request: FastifyRequest, bucket: 'credentials' | 'refresh', email?: string): Promise<void>;
  client(request: FastifyRequest): { userAgent?: string; ip?: string };
};

/** Wires the auth services to this app: its database, token kit, mailer and rate limits. */
export function createAuthRouteContext(app: FastifyInstance): AuthRouteContext {
  const { perIp, perEmail, windowMs } = app.config.authRateLimit;
  const limiter = (name: string, max: number) => createShopRateLimiter(app.dbHandle, { max, windowMs, prefix: `auth-${name}` });
  const limiters = {
    credentials: limiter('credentials', perIp),
    refresh: limiter('refresh', perIp * 5),
    email: limiter('email', perEmail),
  };

  // Mail leaves in the background: the answer does not wait for SMTP (nor reveal by its timing
  // whether a mail was sent). Closing the app waits for what is still on its way.
  const pending = new Set<Promise<unknown>>();
  const queueMail = (message: MailMessage) => {
    const sending = app.mailer
      .send(message)
      .catch((error: unknown) => app.log.error({ err: error, kind: message.kind }, 'auth mail could not be queued'))
      .finally(() => pending.delete(sending));
    pending.add(sending);
  };
  app.addHook('onClose', async () => {
    await Promise.allSettled([...pending]);
  });

  return {
    deps: { db: app.db, tokens: app.accessTokens, config: app.config, queueMail },
    async limit(request, bucket, email) {
      const address = email?.trim().toLowerCase();
      const checks = await Promise.all([
        limiters[bucket].hit(`ip:${request.ip}`),
        ...(address ? [limiters.email.hit(`email:${address}`)] : []),
      ]);
      const refused = checks.filter((c) => !c.allowed);
      if (refused.length > 0) throw authErrors.rateLimited(Math.max(...refused.map((c) => c.retryAfterSeconds)));
    },
    client(request) {
      const userAgent = request.headers['user-agent'];
      return { userAgent: typeof userAgent === 'string' ? userAgent : undefined, ip: request.ip };
    },
  };
}
