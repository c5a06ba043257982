import { describe, expect, it } from 'vitest';
import { ruleMessages, SLOW } from '../support/lint-rule-messages';

const syntaxErrors = (filePath: string, source: string) =>
  ruleMessages('no-restricted-syntax', filePath, source);

const strayAdminRoute = `import type { FastifyInstance } from 'fastify';
export async function strayRoutes(app: FastifyInstance): Promise<void> {
  app.get('/stray', { onRequest: app.requireAdmin }, async () => ({ ok: true }));
}
`;

const strayScopeHook = `import type { FastifyInstance } from 'fastify';
export async function strayRoutes(app: FastifyInstance): Promise<void> {
  app.addHook('onRequest', app.requireAdmin);
}
`;

const routeThatChooses = `import type { FastifyInstance } from 'fastify';
export async function choosyRoutes(app: FastifyInstance): Promise<void> {
  app.post('/x', async () => {
    app.outbox.dispatchSoon(['e1']);
    await app.outbox.dispatch(['e2'], { awaitMail: true });
  });
}
`;

/** Decisions 033 and 034: one admin guard, one path after a commit. */
describe('the server does each of these one way (lint)', () => {
  it.each([
    ['src/server/catalog/stray-routes.ts', strayAdminRoute],
    ['src/server/custom-prints/quote-admin-routes.ts', strayScopeHook],
    ['src/server/plugins/after-commit.ts', strayAdminRoute],
  ])(
    'refuses requireAdmin outside the admin scope (%s)',
    async (filePath, source) => {
      const errors = await syntaxErrors(filePath, source);
      expect(errors).toHaveLength(1);
      expect(errors[0]).toContain('decision 034');
    },
    SLOW,
  );

  it(
    'lets the admin scope use it',
    async () => {
      expect(await syntaxErrors('src/server/admin-routes.ts', strayScopeHook)).toEqual([]);
    },
    SLOW,
  );

  it(
    'refuses a route that dispatches the outbox itself, in each of the old ways',
    async () => {
      const errors = await syntaxErrors('src/server/orders/order-routes.ts', routeThatChooses);
      expect(errors).toHaveLength(2);
      expect(errors.every((e) => e.includes('app.afterCommit'))).toBe(true);
      expect(await syntaxErrors('src/server/admin-routes.ts', routeThatChooses)).toHaveLength(2);
    },
    SLOW,
  );

  it(
    'lets the after-commit helper dispatch',
    async () => {
      expect(await syntaxErrors('src/server/plugins/after-commit.ts', routeThatChooses)).toEqual(
        [],
      );
    },
    SLOW,
  );
});

const strayTimelineInsert = `import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { orderEvents } from '../../db/schema/sales';
export async function tellTimeline(db: Executor, orderId: string): Promise<void> {
  await db.insert(orderEvents).values({ orderId, actorUserId: null, actorLabel: 'x', kind: 'note' });
  await db.execute(sql\`insert into order_events (order_id, actor_label, kind) values (\${orderId}, 'x', 'note')\`);
  await db.execute('INSERT  INTO order_events (order_id) select 1');
}
`;

const timelineRead = `import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { orderEvents } from '../../db/schema/sales';
export const readTimeline = (db: Executor, id: string) =>
  db.select().from(orderEvents).where(eq(orderEvents.orderId, id));
`;

/** Decision 164: timeline rows have one writer. */
describe('the server writes timeline rows one way (lint)', () => {
  it.each([
    'src/server/payments/handle-stripe-event.ts',
    'src/server/orders/write-order-note.ts',
    'src/server/admin-routes.ts',
    'src/server/plugins/after-commit.ts',
  ])(
    'refuses an insert into order_events outside its writer, by drizzle or by SQL (%s)',
    async (filePath) => {
      const errors = await syntaxErrors(filePath, strayTimelineInsert);
      expect(errors).toHaveLength(3);
      expect(errors.every((e) => e.includes('writeTimelineEntry'))).toBe(true);
    },
    SLOW,
  );

  it(
    'lets the writer insert, and anyone read the timeline',
    async () => {
      const writer = 'src/server/orders/write-timeline-entry.ts';
      expect(await syntaxErrors(writer, strayTimelineInsert)).toEqual([]);
      expect(await syntaxErrors('src/server/orders/list-order-events.ts', timelineRead)).toEqual(
        [],
      );
    },
    SLOW,
  );

  it(
    'still holds the other one-way rules in the writer',
    async () => {
      const errors = await syntaxErrors(
        'src/server/orders/write-timeline-entry.ts',
        strayAdminRoute,
      );
      expect(errors).toHaveLength(1);
      expect(errors[0]).toContain('decision 034');
    },
    SLOW,
  );
});
