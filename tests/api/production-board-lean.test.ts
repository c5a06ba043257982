import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  BOARD_DONE_LIMIT,
  BOARD_JOB_CAP,
  BOARD_QUEUE_PAGE,
  boardSchema,
  finishedJobsPageSchema,
  type Board,
  type FinishedJobsPage,
} from '#core/production/production-schemas';
import { useTestApp } from '../support/test-app';
import { useTestUser } from '../support/test-users';

const t = useTestApp();
const admin = useTestUser(t, { role: 'admin' });

const get = async (url: string) => {
  const res = await t.app.inject({
    method: 'GET',
    url,
    headers: { authorization: admin.authorization },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as unknown;
};
const board = async (query = '') =>
  boardSchema.parse(await get(`/api/admin/production/board${query}`)) as Board;
const page = async (query: string) =>
  finishedJobsPageSchema.parse(
    await get(`/api/admin/production/jobs?${query}`),
  ) as FinishedJobsPage;

describe('the lean board', () => {
  it('holds the open jobs and only the newest finished ones with their counts; the paged list has the rest', async () => {
    const before = await board();
    const tag = randomUUID().slice(0, 8);
    // 71 good and 11 cancelled (every seventh) jobs finished a minute apart (the newest last), and 30 queued.
    await t.app.db.execute(sql`
      insert into print_jobs (source, title, material, colour, quality, state, position, updated_at)
      select 'restock', ${`Lean ${tag} `} || n, 'PLA', 'Black', 'standard',
             case when n % 7 = 0 then 'cancelled' else 'good' end, 0,
             now() - make_interval(mins => 200 - n)
        from generate_series(1, 82) as n`);
    await t.app.db.execute(sql`
      insert into print_jobs (source, title, material, colour, quality, state, position)
      select 'restock', ${`Lean ${tag} open `} || n, 'Rare', ${tag}, 'fine', 'queued', n
        from generate_series(1, 30) as n`);

    const after = await board();
    const mine = after.jobs.filter((j) => j.title.startsWith(`Lean ${tag}`));
    // Every open job, in full.
    const open = mine.filter((j) => j.state === 'queued');
    expect(open).toHaveLength(30);
    expect(open[0]).toMatchObject({ material: 'Rare', colour: tag, quality: 'fine', attempts: 1 });
    // The finished ones: at most the limit, newest first, and counted in all.
    const finished = after.jobs.filter((j) => j.state === 'good' || j.state === 'cancelled');
    expect(finished).toHaveLength(
      Math.min(BOARD_DONE_LIMIT, before.done.good + before.done.cancelled + 82),
    );
    expect(finished.map((j) => j.updatedAt)).toEqual(
      [...finished.map((j) => j.updatedAt)].sort().reverse(),
    );
    expect(after.done).toEqual({
      good: before.done.good + 71,
      cancelled: before.done.cancelled + 11,
    });
    // The newest of ours (n = 82: good) is on the board; the board's fields only.
    expect(finished[0]!.title).toBe(`Lean ${tag} 82`);
    expect(Object.keys(finished[0]!)).not.toContain('boundsMm');

    // The paged list: page 1 is the board's own, the pages after it the rest, without repeats.
    const total = after.done.good + after.done.cancelled;
    const first = await page('page=1');
    expect(first).toMatchObject({ total, page: 1, pageSize: BOARD_DONE_LIMIT });
    expect(first.items.map((j) => j.id)).toEqual(finished.map((j) => j.id));
    const seen = new Set(first.items.map((j) => j.id));
    for (let p = 2; p <= Math.ceil(total / BOARD_DONE_LIMIT); p++) {
      const next = await page(`page=${p}`);
      for (const job of next.items) {
        expect(seen.has(job.id)).toBe(false);
        seen.add(job.id);
      }
    }
    expect(seen.size).toBe(total);

    // One state: the cancelled ones only, counted alone.
    const cancelled = await page('state=cancelled&pageSize=5');
    expect(cancelled.total).toBe(after.done.cancelled);
    expect(cancelled.items).toHaveLength(5);
    expect(cancelled.items.every((j) => j.state === 'cancelled')).toBe(true);
    const good = await page('state=good&page=2&pageSize=20');
    expect(good.total).toBe(after.done.good);
    expect(good.items.every((j) => j.state === 'good')).toBe(true);

    // Bounded input: a page size above the list's maximum is refused.
    const refused = await t.app.inject({
      method: 'GET',
      url: '/api/admin/production/jobs?pageSize=1000',
      headers: { authorization: admin.authorization },
    });
    expect(refused.statusCode).toBe(400);
    const wrongState = await t.app.inject({
      method: 'GET',
      url: '/api/admin/production/jobs?state=queued',
      headers: { authorization: admin.authorization },
    });
    expect(wrongState.statusCode).toBe(400);
  });
});

describe('the paged queue', () => {
  it('carries the first jobs of the queue and counts the rest, first attempts and reprints apart', async () => {
    const tag = randomUUID().slice(0, 8);
    await t.app.db.execute(sql`
      insert into print_jobs (source, title, material, colour, quality, state, position)
      select 'restock', ${`Queue ${tag} `} || n, 'Queue', ${tag}, 'standard', 'queued', n
        from generate_series(1, ${BOARD_QUEUE_PAGE + 30}) as n`);
    await t.app.db.execute(sql`
      insert into print_jobs (source, title, material, colour, quality, state, position, attempts)
      select 'restock', ${`Reprint ${tag} `} || n, 'Queue', ${tag}, 'standard', 'queued', 1000 + n, 2
        from generate_series(1, 2) as n`);
    const queued = (b: Board) => b.jobs.filter((j) => j.state === 'queued').map((j) => j.id);

    const all = await board(`?queued=${BOARD_JOB_CAP}`);
    const paged = await board();
    expect([paged.queuedTotal, paged.reprintsTotal]).toEqual([all.queuedTotal, all.reprintsTotal]);
    expect(all.queuedTotal).toBeGreaterThanOrEqual(BOARD_QUEUE_PAGE + 30);
    expect(all.reprintsTotal).toBeGreaterThanOrEqual(2);
    // The first page is the head of the whole queue, in its order; first attempts and reprints
    // counted apart.
    expect(queued(all)).toHaveLength(all.queuedTotal + all.reprintsTotal);
    expect(queued(paged)).toEqual(queued(all).slice(0, BOARD_QUEUE_PAGE));
    expect(all.jobs.filter((j) => j.title.startsWith(`Queue ${tag}`))).toHaveLength(
      BOARD_QUEUE_PAGE + 30,
    );
    expect(all.jobs.filter((j) => j.title.startsWith(`Reprint ${tag}`))).toHaveLength(2);
    // A longer page carries more, in the same order.
    const longer = await board(`?queued=${BOARD_QUEUE_PAGE + 10}`);
    expect(queued(longer)).toEqual(queued(all).slice(0, BOARD_QUEUE_PAGE + 10));

    for (const bad of ['0', String(BOARD_JOB_CAP + 1), 'many']) {
      const refused = await t.app.inject({
        method: 'GET',
        url: `/api/admin/production/board?queued=${bad}`,
        headers: { authorization: admin.authorization },
      });
      expect(refused.statusCode, bad).toBe(400);
    }
  });
});
