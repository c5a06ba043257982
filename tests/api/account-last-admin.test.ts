import { eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { userRoles, users } from '../../src/db/schema/auth';
import { hashPassword } from '../../src/server/auth/password';
import { useTestApp } from '../support/test-app';
import { createTestUser, type TestUser } from '../support/test-users';

/** The shop's last admin cannot delete itself, even when two admins try at the same moment. */
const t = useTestApp();

const PASSWORD = 'Correct-horse-battery-9';
const deleteSelf = (user: TestUser) =>
  t.app.inject({
    method: 'DELETE',
    url: '/api/auth/user',
    headers: { authorization: user.authorization },
    payload: { current_password: PASSWORD, confirm: 'DELETE' },
  });

describe('deleting the last admin', () => {
  it('two admins deleting themselves at once: one account goes, the other is refused as the last admin', async () => {
    await t.app.db.delete(userRoles).where(eq(userRoles.role, 'admin'));
    const admins = [
      await createTestUser(t.app, { role: 'admin' }),
      await createTestUser(t.app, { role: 'admin' }),
    ];
    const passwordHash = await hashPassword(PASSWORD);
    await t.app.db
      .update(users)
      .set({ passwordHash })
      .where(
        inArray(
          users.id,
          admins.map((a) => a.id),
        ),
      );

    const answers = await raceBothDeletions(admins);

    expect(answers.map((a) => a.statusCode).sort()).toEqual([204, 409]);
    expect(answers.find((a) => a.statusCode === 409)!.json().error).toBe('last_admin');
    expect(await t.app.db.$count(userRoles, eq(userRoles.role, 'admin'))).toBe(1);
  });
});

/**
 * On PostgreSQL both deletions are held at their last step (a lock on the two accounts' rows)
 * until both have checked for another admin, so a check that does not lock sees the other
 * admin in each. The embedded engine runs one transaction at a time, so it races them plainly.
 */
async function raceBothDeletions(admins: TestUser[]) {
  if (t.database.engine !== 'postgres') return Promise.all(admins.map(deleteSelf));
  const pool = t.database.client;
  const holder = await pool.connect();
  try {
    await holder.query('begin');
    await holder.query('select id from users where id = any($1) for update', [
      admins.map((a) => a.id),
    ]);
    const answers = Promise.all(admins.map(deleteSelf));
    for (let waited = 0; waited < 10_000; waited += 50) {
      const { rows } = await pool.query<{ n: number }>(
        "select count(*)::int as n from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'",
      );
      if (rows[0]!.n >= 2) break;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    await holder.query('commit');
    return await answers;
  } finally {
    holder.release();
  }
}
