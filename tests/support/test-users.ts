import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { authSessions, profiles, userRoles, users } from '../../src/db/schema/auth';

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
