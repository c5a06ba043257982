import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { makeBox } from '#core/geometry/make-box';
import { encodeBinaryStl } from '#core/geometry/write-mesh';
import type { ShopEvent } from '#core/realtime/realtime-protocol';
import { printQuotes, sliceJobs } from '../../src/db/schema/custom-prints';
import { requestSlices } from '../../src/server/custom-prints/slicing/request-slices';
import { printMaterial, requestQuote, uploadModel } from '../support/model-upload';
import { createTestApp, useTestApp } from '../support/test-app';
import { useTestUser } from '../support/test-users';

// Decision 126: without a slicer, quotes never wait for one. A new quote is `off` (the estimate is
// the price), and jobs left queued when the slicer went away are given up by a process without
// one, back to the estimate, orderable, and announced on the live channel.
const events: ShopEvent[] = [];

const t = useTestApp(); // SLICER_PATH=off
beforeAll(async () => {
  t.app.events.subscribe((event) => events.push(event));
  await t.app.slicer.idle();
});

async function newQuote() {
  const upload = await uploadModel(t.app, encodeBinaryStl(makeBox([20, 20, 20])), 'cube.stl');
  const pla = await printMaterial(t.app, 'PLA');
  const res = await requestQuote(t.app, {
    modelId: upload.json().model.id,
    materialId: pla.id,
    colour: pla.colours[0]!,
  });
  expect(res.statusCode).toBe(201);
  return res.json().quote;
}

const admin = useTestUser(t, { role: 'admin' });
// The owner's answer: it carries the slicer's figures and the breakdown (decision 173).
const read = async (id: string) =>
  (
    await t.app.inject({
      method: 'GET',
      url: `/api/admin/custom-prints/quotes/${id}`,
      headers: { authorization: admin.authorization },
    })
  ).json().quote;

describe('with the slicer off', () => {
  it('a new quote is off: the estimate is its price and it can be ordered', async () => {
    const quote = await newQuote();
    expect(quote.sliceStatus).toBe('off');
    expect(quote.notOrderableReason).toBeNull();
  });

  it('a process that starts without a slicer gives up the jobs nobody took, at the estimate', async () => {
    const stranded = await newQuote();
    const fresh = await newQuote();
    const db = t.database.db;
    // Both were queued while a slicer ran; one was sliced once before (its figures now stale).
    await db.transaction((tx) => requestSlices(tx, { quoteIds: [stranded.id, fresh.id] }));
    await db
      .update(printQuotes)
      .set({
        sliced: {
          gramsPerUnit: 99,
          supportGramsPerUnit: 0,
          printHoursPerUnit: 9,
          filamentMmPerUnit: 1,
        },
        price: '999.00',
      })
      .where(eq(printQuotes.id, stranded.id));
    // Due for longer than a lease without a claim: no process could slice it.
    await db
      .update(sliceJobs)
      .set({ nextAttemptAt: sql`now() - interval '1 hour'` })
      .where(eq(sliceJobs.quoteId, stranded.id));
    expect((await read(stranded.id)).notOrderableReason).toBe('slicing');

    const other = await createTestApp({}, { database: t.database });
    try {
      await other.app.slicer.idle();
      await other.app.outbox.idle();
    } finally {
      await other.close();
    }
    const given = await read(stranded.id);
    expect(given.sliceStatus).toBe('off');
    expect(given.sliced).toBeNull();
    expect(given.priceCents).toBe(stranded.priceCents);
    expect(given.breakdown.source).not.toBe('sliced');
    expect(given.notOrderableReason).toBeNull();
    const [job] = await db.select().from(sliceJobs).where(eq(sliceJobs.quoteId, stranded.id));
    expect(job!.status).toBe('done');
    // A job queued a moment ago may still be taken by a process with a slicer: it waits.
    expect((await read(fresh.id)).sliceStatus).toBe('queued');
    await t.app.outbox.idle();
    expect(events).toContainEqual(
      expect.objectContaining({ type: 'quote.updated', userId: null, sliceStatus: 'off' }),
    );
  });
});
