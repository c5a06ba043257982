import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { profiles, userRoles, users } from '../../db/schema/auth';
import { hashPassword, verifyPassword } from './password';
import { changeRole } from './change-role';
import { replaceCredentials } from './replace-credentials';

export type AdminBootstrapResult =
  | { source: 'env'; email: string; created: boolean }
  | { source: 'generated'; email: string; password: string }
  | { source: 'existing'; email: string };

export const GENERATED_ADMIN_EMAIL = 'admin@example.com';

/**
 * Makes sure the shop has an admin, without any default password:
 * - ADMIN_EMAIL + ADMIN_PASSWORD: that account exists, has that password and the admin role;
 * - otherwise, if no admin exists yet: one is created with a random one-time password that the
 *   caller prints once (ADMIN_EMAIL alone names it).
 * Idempotent: running it again changes nothing.
 */
export async function bootstrapAdmin(
  db: Database,
  env: { adminEmail?: string; adminPassword?: string },
): Promise<AdminBootstrapResult> {
  if (env.adminEmail && env.adminPassword) {
    const created = await upsertAdmin(db, env.adminEmail, env.adminPassword);
    return { source: 'env', email: env.adminEmail, created };
  }
  const [existing] = await db
    .select({ email: users.email })
    .from(userRoles)
    .innerJoin(users, eq(users.id, userRoles.userId))
    .where(eq(userRoles.role, 'admin'))
    .orderBy(users.createdAt)
    .limit(1);
  if (existing) return { source: 'existing', email: existing.email };
  const email = env.adminEmail ?? GENERATED_ADMIN_EMAIL;
  const password = randomBytes(12).toString('base64url');
  await upsertAdmin(db, email, password);
  return { source: 'generated', email, password };
}

async function upsertAdmin(db: Database, rawEmail: string, password: string): Promise<boolean> {
  const email = rawEmail.trim().toLowerCase();
  return db.transaction(async (tx) => {
    const [user] = await tx.select().from(users).where(eq(users.email, email));
    let userId: string;
    let created = false;
    if (!user) {
      const [row] = await tx
        .insert(users)
        .values({ email, passwordHash: await hashPassword(password), emailConfirmedAt: new Date() })
        .returning({ id: users.id });
      userId = row!.id;
      created = true;
      await tx.insert(profiles).values({ userId, firstName: 'Shop', lastName: 'Owner' });
    } else {
      userId = user.id;
      // The operator wins: the environment names the owner, and an account someone registered
      // with that address first (never confirmed, or with another password) is taken over —
      // new password, address confirmed, and every session and refresh token of it ended.
      const takeover =
        !user.emailConfirmedAt || !(await verifyPassword(user.passwordHash, password));
      if (takeover)
        await replaceCredentials(tx, userId, await hashPassword(password), {
          dropFactors: !user.emailConfirmedAt,
        });
    }
    await changeRole(tx, userId, 'admin');
    return created;
  });
}
