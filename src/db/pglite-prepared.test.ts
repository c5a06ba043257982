import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryPrepared } from './pglite-prepared';

let pg: PGlite;

beforeAll(async () => {
  pg = await PGlite.create();
  await pg.exec(`create table items (id int primary key, name text not null, at timestamptz);
                 insert into items values (1, 'one', null), (2, 'two', '2026-12-01T10:00:00Z')`);
}, 60_000);
afterAll(async () => pg?.close());

const byId = 'select id, name, at from items where id = $1';
const prepared = async () =>
  (await pg.query<{ name: string }>('select name from pg_prepared_statements')).rows.map(
    (r) => r.name,
  );

describe('queryPrepared on PGlite', () => {
  it('answers as query does, from a statement prepared once by its name', async () => {
    const mine = await queryPrepared(pg, 'items-by-id', byId, [2]);
    const theirs = await pg.query(byId, [2]);
    expect(mine.rows).toEqual(theirs.rows);
    expect(mine.rows).toEqual([{ id: 2, name: 'two', at: new Date('2026-12-01T10:00:00Z') }]);
    expect(mine.fields.map((f) => f.name)).toEqual(['id', 'name', 'at']);
    expect((await queryPrepared(pg, 'items-by-id', byId, [1])).rows).toEqual([
      { id: 1, name: 'one', at: null },
    ]);
    expect(await prepared()).toEqual(['items-by-id']);
  });

  it('serialises parameters by their type: null, dates, numbers as text', async () => {
    const text = 'select $1::timestamptz as at, $2::int + 1 as next, $3::text is null as none';
    const { rows } = await queryPrepared(pg, 'params', text, [
      new Date('2026-01-02T03:04:05Z'),
      41,
      null,
    ]);
    expect(rows).toEqual([{ at: new Date('2026-01-02T03:04:05Z'), next: 42, none: true }]);
  });

  it('throws the database error with its code, and the session goes on', async () => {
    await expect(
      queryPrepared(pg, 'insert-item', 'insert into items (id, name) values ($1, $2)', [1, 'dup']),
    ).rejects.toMatchObject({ code: '23505' });
    await expect(
      queryPrepared(pg, 'bad-sql', 'select from nowhere where', []),
    ).rejects.toMatchObject({ code: '42601' });
    expect(await prepared()).not.toContain('bad-sql');
    expect((await queryPrepared(pg, 'items-by-id', byId, [1])).rows).toHaveLength(1);
    expect((await pg.query('select 1 as ok')).rows).toEqual([{ ok: 1 }]);
  });

  it('prepares again when the session forgot its statements', async () => {
    await queryPrepared(pg, 'items-by-id', byId, [1]);
    await pg.exec('deallocate all');
    expect((await queryPrepared(pg, 'items-by-id', byId, [2])).rows[0]).toMatchObject({
      name: 'two',
    });
    expect(await prepared()).toContain('items-by-id');
  });

  it("waits for another caller's transaction: never runs inside it", async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const transaction = pg.transaction(async (tx) => {
      await tx.query(`insert into items values (3, 'uncommitted', null)`);
      await held;
      await tx.rollback();
    });
    await new Promise((resolve) => setTimeout(resolve, 20));
    const read = queryPrepared(pg, 'items-by-id', byId, [3]);
    let settled = false;
    void read.then(() => (settled = true));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(settled).toBe(false);
    release();
    await transaction;
    // Had it run inside the transaction, it would have seen the uncommitted row.
    expect((await read).rows).toEqual([]);
  });

  it('keeps many calls at once apart', async () => {
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        queryPrepared(pg, 'echo', 'select $1::int as n', [i]).then((r) => r.rows[0]),
      ),
    );
    expect(answers).toEqual(Array.from({ length: 50 }, (_, i) => ({ n: i })));
  });
});
