import { randomBytes } from 'node:crypto';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { beforeAll } from 'vitest';
import { authSessions, profiles, userRoles, users } from '../../src/db/schema/auth';
import type { TestApp } from './test-app';

export type TestUser = {
  id: string;
  email: string;
  token: string;
  role: 'customer' | 'admin';
  authorization: string;
};

/**
 * Puts a user straight into the database and signs an access token for it, so feature tests
 * don't depend on the sign-in flow (the accounts suite tests that end to end).
 */
export async function createTestUser(
  app: FastifyInstance,
  options: {
    role?: 'customer' | 'admin';
    email?: string;
    firstName?: string;
    lastName?: string;
  } = {},
): Promise<TestUser> {
  const role = options.role ?? 'customer';
  const email = (
    options.email ?? `${role}-${randomBytes(5).toString('hex')}@example.com`
  ).toLowerCase();
  const [user] = await app.db
    .insert(users)
    .values({ email, passwordHash: 'not-a-real-hash', emailConfirmedAt: new Date() })
    .returning({ id: users.id });
  const userId = user!.id;
  await app.db.insert(profiles).values({
    userId,
    firstName: options.firstName ?? 'Test',
    lastName: options.lastName ?? 'User',
  });
  if (role === 'admin') await app.db.insert(userRoles).values({ userId, role });
  const [session] = await app.db
    .insert(authSessions)
    .values({ userId })
    .returning({ id: authSessions.id });
  const { token } = await app.accessTokens.sign({ userId, email, sessionId: session!.id, role });
  return { id: userId, email, token, role, authorization: `Bearer ${token}` };
}

/** A new session for the user (as signing in again would open), with the role stored now. */
export async function newSessionFor(app: FastifyInstance, user: TestUser): Promise<TestUser> {
  const [session] = await app.db
    .insert(authSessions)
    .values({ userId: user.id })
    .returning({ id: authSessions.id });
  const { token } = await app.accessTokens.sign({
    userId: user.id,
    email: user.email,
    sessionId: session!.id,
    role: user.role,
  });
  return { ...user, token, authorization: `Bearer ${token}` };
}

/**
 * A user of the file's test app, created before its tests (after the app: call this after
 * useTestApp). The object is filled in by then: read its fields inside tests and hooks.
 */
export function useTestUser(t: TestApp, options: Parameters<typeof createTestUser>[1] = {}) {
  const user = {} as TestUser;
  beforeAll(async () => {
    Object.assign(user, await createTestUser(t.app, options));
  });
  return user;
}

/** Calls the admin API (`url` after `/api/admin`) as this user, with a JSON body if any. */
export const adminApi =
  (t: TestApp, user: TestUser) =>
  (method: NonNullable<InjectOptions['method']>, url: string, payload?: unknown) =>
    t.app.inject({
      method,
      url: `/api/admin${url}`,
      headers: { authorization: user.authorization },
      payload: payload as object,
    });
