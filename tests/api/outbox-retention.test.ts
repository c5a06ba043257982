import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../../src/db/query-rows';
import { pruneOutbox } from '../../src/server/outbox/prune-outbox';
import { useTestApp } from '../support/test-app';

/** Delivered events and sent mails leave after the retention time; pending and failed ones stay. */
const t = useTestApp();

const ago = (days: number) => sql`now() - make_interval(days => ${days})`;
const remaining = (table: 'outbox_events' | 'mail_outbox') =>
  queryRows<{ type: string }>(
    t.app.db,
    sql`select ${sql.raw(table === 'outbox_events' ? 'type' : 'kind')} as type from ${sql.raw(table)} order by 1`,
  ).then((rows) => rows.map((r) => r.type));

describe('outbox retention', () => {
  it('removes what was delivered over 30 days ago and keeps the rest', async () => {
    await t.app.db.execute(sql`delete from outbox_events`);
    await t.app.db.execute(sql`delete from mail_outbox`);
    await t.app.db
      .execute(sql`insert into outbox_events (type, payload, dispatched_at, created_at) values
      ('old-dispatched', '{}', ${ago(31)}, ${ago(31)}),
      ('recent-dispatched', '{}', ${ago(1)}, ${ago(1)}),
      ('old-pending', '{}', null, ${ago(40)})`);
    await t.app.db
      .execute(sql`insert into mail_outbox ("to", subject, text, kind, sent_at, failed_at, created_at) values
      ('a@example.com', 's', 't', 'old-sent', ${ago(31)}, null, ${ago(31)}),
      ('a@example.com', 's', 't', 'recent-sent', ${ago(2)}, null, ${ago(2)}),
      ('a@example.com', 's', 't', 'old-failed', null, ${ago(40)}, ${ago(40)}),
      ('a@example.com', 's', 't', 'old-pending', null, null, ${ago(40)})`);

    expect(await pruneOutbox(t.app.db)).toBe(2);

    expect(await remaining('outbox_events')).toEqual(['old-pending', 'recent-dispatched']);
    expect(await remaining('mail_outbox')).toEqual(['old-failed', 'old-pending', 'recent-sent']);
    expect(await pruneOutbox(t.app.db)).toBe(0);
  });

  it('takes a long backlog in batches, so one run never holds the tables for long', async () => {
    await t.app.db.execute(sql`delete from outbox_events`);
    await t.app.db.execute(sql`insert into outbox_events (type, payload, dispatched_at)
      select 'backlog', '{}', ${ago(60)} from generate_series(1, 6000)`);

    expect(await pruneOutbox(t.app.db)).toBe(5000);
    expect(await pruneOutbox(t.app.db)).toBe(1000);
    expect(await remaining('outbox_events')).toEqual([]);
  });
});
