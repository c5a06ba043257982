import type { FastifyInstance, FastifyRequest } from 'fastify';
import { clientAddressKey } from '../lib/client-address-key';
import type { MailMessage } from '../mail/mailer';
import { createShopRateLimiter } from '../lib/postgres-rate-limiter';
import { authErrors } from './auth-errors';
import type { AuthDeps } from './auth-deps';

export type AuthRouteContext = {
  deps: AuthDeps;
  /** Counts an attempt per IP (and per e-mail when given); throws 429 over the limit. */
  limit(request: FastifyRequest, bucket: 'credentials' | 'refresh', email?: string): Promise<void>;
  client(request: FastifyRequest): { userAgent?: string; ip?: string };
};

/** Wires the auth services to this app: its database, token kit, mailer and rate limits. */
export function createAuthRouteContext(app: FastifyInstance): AuthRouteContext {
  const { perIp, perEmail, windowMs } = app.config.authRateLimit;
  const limiter = (name: string, max: number) =>
    createShopRateLimiter(app.dbHandle, { max, windowMs, prefix: `auth-${name}` });
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
      .catch((error: unknown) =>
        app.log.error({ err: error, kind: message.kind }, 'auth mail could not be queued'),
      )
      .finally(() => pending.delete(sending));
    pending.add(sending);
  };
  app.addHook('onClose', async () => {
    await Promise.allSettled([...pending]);
  });

  return {
    deps: { db: app.db, tokens: app.accessTokens, config: app.config, queueMail },
    async limit(request, bucket, email) {
      // The client first: an address already refused must not also use up the e-mail's count
      // (else anyone could lock a victim out by hammering their address from one machine).
      const byClient = await limiters[bucket].hit(`ip:${clientAddressKey(request.ip)}`);
      if (!byClient.allowed) throw authErrors.rateLimited(byClient.retryAfterSeconds);
      const address = email?.trim().toLowerCase();
      if (!address) return;
      const byEmail = await limiters.email.hit(`email:${address}`);
      if (!byEmail.allowed) throw authErrors.rateLimited(byEmail.retryAfterSeconds);
    },
    client(request) {
      const userAgent = request.headers['user-agent'];
      return { userAgent: typeof userAgent === 'string' ? userAgent : undefined, ip: request.ip };
    },
  };
}
