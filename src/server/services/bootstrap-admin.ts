import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { profiles, userRoles, users } from '../../db/schema/auth';
import { hashPassword, verifyPassword } from '../lib/password';

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
      // The environment is the source of truth: a changed ADMIN_PASSWORD resets the password.
      if (!(await verifyPassword(user.passwordHash, password))) {
        await tx
          .update(users)
          .set({ passwordHash: await hashPassword(password), updatedAt: new Date() })
          .where(eq(users.id, userId));
      }
    }
    await tx
      .insert(userRoles)
      .values({ userId, role: 'admin' })
      .onConflictDoUpdate({ target: userRoles.userId, set: { role: sql`'admin'` } });
    return created;
  });
}
