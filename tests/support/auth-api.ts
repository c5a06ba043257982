import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { sessionSchema, type Session } from '#core/auth/session';

/** API-test helpers for the real sign-up / sign-in endpoints (the accounts suites). */
export const uniqueEmail = (prefix = 'user') =>
  `${prefix}-${randomBytes(5).toString('hex')}@example.com`;

export async function signUpViaInject(
  app: FastifyInstance,
  input: {
    email?: string;
    password?: string;
    firstName?: string;
    lastName?: string;
    ip?: string;
  } = {},
) {
  const email = input.email ?? uniqueEmail();
  const password = input.password ?? 'a-good-password';
  const res = await app.inject({
    method: 'POST',
    url: '/api/auth/signup',
    headers: input.ip ? { 'x-forwarded-for': input.ip } : {},
    payload: {
      email,
      password,
      options: {
        data: { first_name: input.firstName ?? 'Ada', last_name: input.lastName ?? 'Lovelace' },
      },
    },
  });
  return { res, email, password };
}

export async function signInViaInject(
  app: FastifyInstance,
  email: string,
  password: string,
  ip?: string,
) {
  return app.inject({
    method: 'POST',
    url: '/api/auth/token?grant_type=password',
    headers: ip ? { 'x-forwarded-for': ip } : {},
    payload: { email, password },
  });
}

/** Signs up and in; returns the parsed session. */
export async function newSession(
  app: FastifyInstance,
): Promise<{ email: string; password: string; session: Session }> {
  const { email, password, res } = await signUpViaInject(app);
  if (res.statusCode !== 200) throw new Error(`sign-up failed: ${res.body}`);
  const signIn = await signInViaInject(app, email, password);
  return { email, password, session: sessionSchema.parse(signIn.json()) };
}

export const refreshViaInject = (app: FastifyInstance, refreshToken: string) =>
  app.inject({
    method: 'POST',
    url: '/api/auth/token?grant_type=refresh_token',
    payload: { refresh_token: refreshToken },
  });

export const bearer = (session: Session | string) => ({
  authorization: `Bearer ${typeof session === 'string' ? session : session.access_token}`,
});

export async function waitFor<T>(
  probe: () => Promise<T | undefined | null | false>,
  timeoutMs = 5000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value) return value;
    if (Date.now() > deadline) throw new Error('waitFor: timed out');
    await new Promise((r) => setTimeout(r, 25));
  }
}
