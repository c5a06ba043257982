import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { isDatabaseEmpty, seedIfEmpty } from '../../src/db/seed';
import { seedDiscounts, seedProducts } from '../../src/db/seed-data';
import { userRoles, users } from '../../src/db/schema/auth';
import { products, productVariants } from '../../src/db/schema/catalog';
import { verifyPassword } from '../../src/server/auth/password';
import { bootstrapAdmin, GENERATED_ADMIN_EMAIL } from '../../src/server/auth/bootstrap-admin';
import { useTestApp } from '../support/test-app';

const t = useTestApp();

describe('seed', () => {
  it('seeded the template with the catalogue, stock edge cases and every discount state', async () => {
    const [{ n } = { n: 0 }] = await t.database.db.select({ n: count() }).from(products);
    expect(n).toBe(seedProducts.length);
    const stock = await t.database.db.select({ q: productVariants.quantity }).from(productVariants);
    expect(stock.some((s) => s.q === 0)).toBe(true);
    expect(stock.some((s) => s.q > 0 && s.q < 5)).toBe(true);
    expect(seedDiscounts.length).toBeGreaterThanOrEqual(6);
  });

  it('never seeds a database that has data', async () => {
    expect(await isDatabaseEmpty(t.database.db)).toBe(false);
    expect(await seedIfEmpty(t.database.db)).toBe(false);
    const [{ n } = { n: 0 }] = await t.database.db.select({ n: count() }).from(products);
    expect(n).toBe(seedProducts.length);
  });
});

describe('admin bootstrap', () => {
  it('generates a one-time password when nothing is configured, then keeps that admin', async () => {
    const first = await bootstrapAdmin(t.database.db, {});
    expect(first.source).toBe('generated');
    if (first.source !== 'generated') return;
    expect(first.email).toBe(GENERATED_ADMIN_EMAIL);
    expect(first.password.length).toBeGreaterThanOrEqual(16);
    const [user] = await t.database.db.select().from(users).where(eq(users.email, first.email));
    expect(await verifyPassword(user!.passwordHash, first.password)).toBe(true);
    expect(user!.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    const again = await bootstrapAdmin(t.database.db, {});
    expect(again).toEqual({ source: 'existing', email: GENERATED_ADMIN_EMAIL });
  });

  it('makes the ADMIN_EMAIL account an admin with ADMIN_PASSWORD, idempotently', async () => {
    const env = { adminEmail: 'owner@example.com', adminPassword: 'correct horse battery staple' };
    expect(await bootstrapAdmin(t.database.db, env)).toEqual({
      source: 'env',
      email: env.adminEmail,
      created: true,
    });
    expect(await bootstrapAdmin(t.database.db, env)).toEqual({
      source: 'env',
      email: env.adminEmail,
      created: false,
    });
    const [row] = await t.database.db
      .select({ role: userRoles.role, hash: users.passwordHash })
      .from(users)
      .innerJoin(userRoles, eq(userRoles.userId, users.id))
      .where(eq(users.email, env.adminEmail));
    expect(row!.role).toBe('admin');
    expect(await verifyPassword(row!.hash, env.adminPassword)).toBe(true);
    await bootstrapAdmin(t.database.db, { ...env, adminPassword: 'a new password' });
    const [changed] = await t.database.db
      .select()
      .from(users)
      .where(eq(users.email, env.adminEmail));
    expect(await verifyPassword(changed!.passwordHash, 'a new password')).toBe(true);
  });
});
