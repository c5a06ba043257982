/**
 * Anonymous uploads have a storage quota per client address, and models nobody quoted
 * are deleted (row and file) once old; quoted and young models stay.
 */
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { makeBox } from '#core/geometry/make-box';
import { encodeBinaryStl } from '#core/geometry/write-mesh';
import { printModels } from '../../src/db/schema/custom-prints';
import { deleteUnquotedModels } from '../../src/server/custom-prints/delete-unquoted-models';
import { multipartBody, printMaterial, requestQuote } from '../support/model-upload';
import { createTestApp, useTestApp } from '../support/test-app';
import { useTestUser } from '../support/test-users';

const box = encodeBinaryStl(makeBox([20, 20, 20]));
const DAY_MS = 24 * 60 * 60_000;

// Room for exactly two boxes per address; the sweep timer is left to the explicit calls.
const t = useTestApp(
  {
    models: {
      anonymousQuotaBytes: box.length * 2,
      quotaWindowMs: DAY_MS,
      unquotedMaxAgeMs: 7 * DAY_MS,
      sweepEveryMs: 3_600_000,
    },
  },
  { timeout: 60_000 },
);
const customer = useTestUser(t);

function upload(from: string, authorization?: string) {
  const { payload, headers } = multipartBody(box, 'box.stl');
  return t.app.inject({
    method: 'POST',
    url: '/api/custom-prints/models',
    payload,
    headers: { ...headers, 'x-forwarded-for': from, ...(authorization ? { authorization } : {}) },
  });
}

describe('anonymous upload quota', () => {
  it('refuses the upload that would take an address over its bytes, with a clear message', async () => {
    expect((await upload('198.51.100.7')).statusCode).toBe(201);
    expect((await upload('198.51.100.7')).statusCode).toBe(201);
    const over = await upload('198.51.100.7');
    expect(over.statusCode).toBe(413);
    expect(over.json().error).toBe('upload_quota_exceeded');
    expect(over.json().message).toMatch(
      /Uploads without an account are limited to .* MB per 24 hours/,
    );
    // Another address has its own room; a signed-in customer is not counted against the address.
    expect((await upload('198.51.100.8')).statusCode).toBe(201);
    expect((await upload('198.51.100.7', customer.authorization)).statusCode).toBe(201);
  });

  it('parallel uploads from one address cannot share the same remaining room', async () => {
    const codes = (await Promise.all([1, 2, 3, 4].map(() => upload('198.51.100.10')))).map(
      (r) => r.statusCode,
    );
    expect(codes.filter((c) => c === 201)).toHaveLength(2);
    expect(codes.filter((c) => c === 413)).toHaveLength(2);
  });

  it('frees the room once the window has passed', async () => {
    expect((await upload('198.51.100.9')).statusCode).toBe(201);
    expect((await upload('198.51.100.9')).statusCode).toBe(201);
    expect((await upload('198.51.100.9')).statusCode).toBe(413);
    await t.database.db.execute(
      sql`update print_models set created_at = now() - interval '25 hours' where client_key is not null`,
    );
    expect((await upload('198.51.100.9')).statusCode).toBe(201);
  });
});

describe('never-quoted models are deleted when old', () => {
  it('deletes an old unquoted model and its file, keeps a quoted one and a young one', async () => {
    const ids: string[] = [];
    for (const from of ['203.0.113.1', '203.0.113.2', '203.0.113.3']) {
      const res = await upload(from);
      expect(res.statusCode).toBe(201);
      ids.push(res.json().model.id);
    }
    const [oldUnquoted, oldQuoted, young] = ids as [string, string, string];
    const pla = await printMaterial(t.app, 'PLA');
    const quote = await requestQuote(t.app, {
      modelId: oldQuoted,
      materialId: pla.id,
      colour: pla.colours[0]!,
    });
    expect(quote.statusCode).toBe(201);
    await t.database.db.execute(
      sql`update print_models set created_at = now() - interval '8 days' where id in (${oldUnquoted}, ${oldQuoted})`,
    );
    const [oldRow] = await t.database.db
      .select()
      .from(printModels)
      .where(eq(printModels.id, oldUnquoted));
    expect(await t.app.storage.get(oldRow!.bucket, oldRow!.objectName)).toBeTruthy();

    const deleted = await deleteUnquotedModels(t.database.db, t.app.storage, 7 * DAY_MS);

    expect(deleted).toBeGreaterThanOrEqual(1);
    const left = await t.database.db.select({ id: printModels.id }).from(printModels);
    const leftIds = left.map((r) => r.id);
    expect(leftIds).not.toContain(oldUnquoted);
    expect(leftIds).toContain(oldQuoted);
    expect(leftIds).toContain(young);
    expect(await t.app.storage.get(oldRow!.bucket, oldRow!.objectName)).toBeNull();
    // Running it again (another process's tick) finds nothing more to delete.
    expect(await deleteUnquotedModels(t.database.db, t.app.storage, 7 * DAY_MS)).toBe(0);
  });
});

describe('the server runs the deletion on its own timer', () => {
  it('an old never-quoted model disappears without any call', async () => {
    const timed = await createTestApp({
      models: {
        anonymousQuotaBytes: box.length * 10,
        quotaWindowMs: DAY_MS,
        unquotedMaxAgeMs: 7 * DAY_MS,
        sweepEveryMs: 200,
      },
    });
    try {
      const { payload, headers } = multipartBody(box, 'box.stl');
      const res = await timed.app.inject({
        method: 'POST',
        url: '/api/custom-prints/models',
        payload,
        headers,
      });
      expect(res.statusCode).toBe(201);
      const id: string = res.json().model.id;
      await timed.database.db.execute(
        sql`update print_models set created_at = now() - interval '8 days' where id = ${id}`,
      );
      const gone = async () =>
        (await timed.database.db.select().from(printModels).where(eq(printModels.id, id)))
          .length === 0;
      await expect.poll(gone, { timeout: 10_000, interval: 100 }).toBe(true);
    } finally {
      await timed.close();
    }
  }, 30_000);
});
