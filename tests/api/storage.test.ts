import { randomBytes } from 'node:crypto';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { storageChunks, storageObjects } from '../../src/db/schema/operations';
import { adoptStoredFiles } from '../../src/server/storage/adopt-stored-files';
import { useTestApp } from '../support/test-app';
import { testEngine } from '../support/test-database';
import { createTestUser, type TestUser, useTestUser } from '../support/test-users';

// A 1x1 PNG: real image bytes, so the served type is an honest one.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

const t = useTestApp();
const admin = useTestUser(t, { role: 'admin' });
const customer = useTestUser(t);

const upload = (
  path: string,
  body: Buffer,
  contentType: string,
  user: TestUser | null = admin,
  query = '',
) =>
  t.app.inject({
    method: 'POST',
    url: `/api/admin/storage/${path}${query}`,
    headers: {
      'content-type': contentType,
      ...(user ? { authorization: user.authorization } : {}),
    },
    payload: body,
  });

const list = (bucket: string, query = '', user: TestUser = admin) =>
  t.app.inject({
    method: 'GET',
    url: `/api/admin/storage/${bucket}${query}`,
    headers: { authorization: user.authorization },
  });

describe('upload and serve', () => {
  it('serves an uploaded image with max-age=3600, an ETag, nosniff, and 304 when unchanged', async () => {
    const put = await upload('products/widgets/gear.png', PNG, 'image/png');
    expect(put.statusCode).toBe(201);
    expect(put.json()).toMatchObject({
      size: PNG.length,
      contentType: 'image/png',
      cacheControl: 'max-age=3600',
      path: '/api/storage/products/widgets/gear.png',
    });

    const res = await t.app.inject({
      method: 'GET',
      url: '/api/storage/products/widgets/gear.png',
    });
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.equals(PNG)).toBe(true);
    expect(res.headers['cache-control']).toBe('max-age=3600');
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-disposition']).toBe('inline; filename="gear.png"');
    const etag = String(res.headers.etag);
    expect(etag).toMatch(/^"[\w-]+"$/);

    const again = await t.app.inject({
      method: 'GET',
      url: '/api/storage/products/widgets/gear.png',
      headers: { 'if-none-match': etag },
    });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
    expect(again.headers.etag).toBe(etag);

    const head = await t.app.inject({
      method: 'HEAD',
      url: '/api/storage/products/widgets/gear.png',
    });
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-length']).toBe(String(PNG.length));
    expect(head.headers.etag).toBe(etag);
  });

  it('keeps a chosen cache max-age', async () => {
    await upload('products/short.png', PNG, 'image/png', admin, '?cacheControl=60');
    const res = await t.app.inject({ method: 'GET', url: '/api/storage/products/short.png' });
    expect(res.headers['cache-control']).toBe('max-age=60');
  });

  it('refuses an existing name with 409 unless upsert is asked for', async () => {
    expect((await upload('products/dup.png', PNG, 'image/png')).statusCode).toBe(201);
    const second = await upload(
      'products/dup.png',
      Buffer.concat([PNG, Buffer.from([0])]),
      'image/png',
    );
    expect(second.statusCode).toBe(409);
    expect(second.json()).toMatchObject({ error: 'duplicate' });
    const before = await t.app.inject({
      method: 'GET',
      url: '/api/storage/products/dup.png',
    });
    expect(before.rawPayload.equals(PNG)).toBe(true);

    const replaced = await upload(
      'products/dup.png',
      Buffer.from('new bytes'),
      'image/png',
      admin,
      '?upsert=true',
    );
    expect(replaced.statusCode).toBe(200);
    const after = await t.app.inject({
      method: 'GET',
      url: '/api/storage/products/dup.png',
      headers: { 'if-none-match': String(before.headers.etag) },
    });
    expect(after.statusCode).toBe(200);
    expect(after.body).toBe('new bytes');
    expect(after.headers.etag).not.toBe(before.headers.etag);
  });

  it('never serves an upload as active content: SVG and HTML download as octet-stream', async () => {
    await upload(
      'products/logo.svg',
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
      'image/svg+xml',
    );
    expect(
      (await upload('products/page.html', Buffer.from('<script>alert(1)</script>'), 'text/html'))
        .statusCode,
    ).toBe(415);
    // Even a file stored by other code with an active type is served as a download.
    await t.app.storage.put('products', 'page.html', Buffer.from('<script>alert(1)</script>'), {
      contentType: 'text/html',
    });
    for (const name of ['logo.svg', 'page.html']) {
      const res = await t.app.inject({ method: 'GET', url: `/api/storage/products/${name}` });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('application/octet-stream');
      expect(res.headers['content-disposition']).toBe(`attachment; filename="${name}"`);
      expect(res.headers['content-security-policy']).toContain('sandbox');
    }
  });

  it('streams a file larger than one chunk byte for byte', async () => {
    const big = randomBytes(1200 * 1024); // 5 chunks, read in two batches
    expect((await upload('models/big.stl', big, 'model/stl')).statusCode).toBe(201);
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/storage/models/big.stl',
      headers: { authorization: admin.authorization },
    });
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.equals(big)).toBe(true);
    if (testEngine() === 'postgres') {
      // On a PostgreSQL server the bytes live in the database, in 256 KiB chunks.
      expect(
        (await t.app.db.select().from(storageChunks)).filter((c) => c.name === 'big.stl'),
      ).toHaveLength(5);
    }
  });

  it('serves a private file only to admins and its owner', async () => {
    await t.app.storage.put('models', 'mine.stl', Buffer.from('solid x'), {
      contentType: 'model/stl',
      metadata: { ownerUserId: customer.id },
    });
    const other = await createTestUser(t.app);
    const get = (user?: TestUser) =>
      t.app.inject({
        method: 'GET',
        url: '/api/storage/models/mine.stl',
        headers: user ? { authorization: user.authorization } : {},
      });
    expect((await get()).statusCode).toBe(404);
    expect((await get(other)).statusCode).toBe(404);
    const own = await get(customer);
    expect(own.statusCode).toBe(200);
    expect(own.headers['cache-control']).toBe('private, no-cache');
    expect((await get(admin)).statusCode).toBe(200);
  });

  it('answers 404 for a missing file and 400 for a name that tries to climb out', async () => {
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/storage/products/nope.png' })).statusCode,
    ).toBe(404);
    const climb = await t.app.inject({
      method: 'GET',
      url: '/api/storage/products/..%2F..%2Fetc%2Fpasswd',
    });
    expect(climb.statusCode).toBe(404);
    expect((await upload('products/../x.png', PNG, 'image/png')).statusCode).toBeGreaterThanOrEqual(
      400,
    );
    expect((await upload('products/a/..%2F..%2Fx.png', PNG, 'image/png')).statusCode).toBe(400);
  });

  it('deletes a file', async () => {
    await upload('products/gone.png', PNG, 'image/png');
    const del = await t.app.inject({
      method: 'DELETE',
      url: '/api/admin/storage/products/gone.png',
      headers: { authorization: admin.authorization },
    });
    expect(del.statusCode).toBe(204);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/storage/products/gone.png' })).statusCode,
    ).toBe(404);
  });
});

describe('admin only', () => {
  it('refuses uploads, lists and deletes from customers (403) and anonymous callers (401)', async () => {
    expect((await upload('products/c.png', PNG, 'image/png', customer)).statusCode).toBe(403);
    expect((await upload('products/c.png', PNG, 'image/png', null)).statusCode).toBe(401);
    expect((await list('products', '', customer)).statusCode).toBe(403);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/admin/storage/products' })).statusCode,
    ).toBe(401);
    const del = await t.app.inject({
      method: 'DELETE',
      url: '/api/admin/storage/products/dup.png',
      headers: { authorization: customer.authorization },
    });
    expect(del.statusCode).toBe(403);
  });
});

describe('list', () => {
  const bucket = 'models';
  beforeAll(async () => {
    // Only this test's files in the bucket: 105 put in a scrambled order, names f000..f104.
    const existing = await t.app.storage.list(bucket, { limit: 1000 });
    await t.app.storage.remove(
      bucket,
      existing.map((o) => o.name),
    );
    const names = Array.from(
      { length: 105 },
      (_, i) => `f${String((i * 37) % 105).padStart(3, '0')}.png`,
    );
    for (const name of names)
      await t.app.storage.put(bucket, name, PNG, { contentType: 'image/png' });
  });

  it('returns 100 files from offset 0, sorted by name ascending, by default', async () => {
    const res = await list(bucket);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ limit: 100, offset: 0 });
    expect(body.items).toHaveLength(100);
    expect(body.items[0].name).toBe('f000.png');
    expect(body.items[99].name).toBe('f099.png');
  });

  it('pages with limit and offset, and sorts descending on request', async () => {
    const page = (await list(bucket, '?limit=3&offset=101')).json();
    expect(page.items.map((i: { name: string }) => i.name)).toEqual([
      'f101.png',
      'f102.png',
      'f103.png',
    ]);
    const desc = (await list(bucket, '?limit=2&order=desc')).json();
    expect(desc.items.map((i: { name: string }) => i.name)).toEqual(['f104.png', 'f103.png']);
    const prefixed = (await list(bucket, '?prefix=f10')).json();
    expect(prefixed.items).toHaveLength(5);
  });

  it('refuses a limit outside 1..1000 and a negative offset', async () => {
    expect((await list(bucket, '?limit=0')).statusCode).toBe(400);
    expect((await list(bucket, '?offset=-1')).statusCode).toBe(400);
  });
});

describe('files moved between engines', () => {
  it('serves a file whose bytes are still in the other backend’s place', async () => {
    const body = Buffer.from('moved bytes');
    const values = {
      bucket: 'products',
      name: 'moved.png',
      size: body.length,
      contentType: 'image/png',
      etag: '"moved"',
    };
    await t.app.db.insert(storageObjects).values(values);
    if (testEngine() === 'postgres') {
      // db:import wrote the upload to DATA_DIR/uploads; start-up adopts it into the database.
      const dir = join(t.config.dataDir, 'uploads', 'products');
      mkdirSync(dir, { recursive: true });
      writeFileSync(join(dir, 'moved.png'), body);
      expect(await adoptStoredFiles(t.database, t.config.dataDir)).toBe(1);
      expect(await adoptStoredFiles(t.database, t.config.dataDir)).toBe(0);
      rmSync(join(dir, 'moved.png'));
    } else {
      // A PostgreSQL dump carried the bytes as chunk rows; the folder backend reads them.
      await t.app.db
        .insert(storageChunks)
        .values({ bucket: 'products', name: 'moved.png', seq: 0, data: body });
    }
    const res = await t.app.inject({ method: 'GET', url: '/api/storage/products/moved.png' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe('moved bytes');
  });
});
