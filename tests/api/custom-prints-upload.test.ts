import { strToU8, zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { makeBox } from '#core/geometry/make-box';
import { encode3mf, encodeAsciiStl, encodeBinaryStl, encodeObj } from '#core/geometry/write-mesh';
import { printMaterial, requestQuote, uploadModel } from '../support/model-upload';
import { createTestApp, useTestApp } from '../support/test-app';
import { createTestUser } from '../support/test-users';

const t = useTestApp();

const cube = makeBox([10, 10, 10]);

describe('POST /api/custom-prints/models accepts every format and measures it on the server', () => {
  it.each([
    ['binary STL', 'cube.stl', encodeBinaryStl(cube), 'stl-binary'],
    ['ASCII STL', 'cube.stl', strToU8(encodeAsciiStl(cube)), 'stl-ascii'],
    ['OBJ', 'cube.obj', strToU8(encodeObj(cube)), 'obj'],
    ['3MF', 'cube.3mf', encode3mf(cube), '3mf'],
    ['binary STL named .txt', 'cube.txt', encodeBinaryStl(cube), 'stl-binary'],
  ])('%s', async (_name, filename, bytes, format) => {
    const res = await uploadModel(t.app, bytes, filename);
    expect(res.statusCode).toBe(201);
    const { model } = res.json();
    expect(model).toMatchObject({
      originalName: filename,
      format,
      triangleCount: 12,
      sizeMm: [10, 10, 10],
      closed: true,
      fitsBuildVolume: true,
      warnings: [],
    });
    expect(model.volumeMm3).toBeCloseTo(1000, 6);
    expect(model.surfaceAreaMm2).toBeCloseTo(600, 6);
  });
});

describe('each bad file gets a 4xx with its own message', () => {
  it.each([
    ['an empty file', 400, 'empty_file', new Uint8Array(0), /empty/],
    [
      'an image',
      415,
      'not_a_mesh',
      Uint8Array.from([
        0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52,
      ]),
      /not a 3D model/,
    ],
    [
      'an HTML page',
      415,
      'not_a_mesh',
      strToU8('<html><script>alert(1)</script></html>'),
      /STL, OBJ or 3MF/,
    ],
    [
      'a zip without a model',
      415,
      'not_a_mesh',
      zipSync({ 'notes.txt': strToU8('hello') }),
      /no 3MF model/,
    ],
    [
      'an STL without triangles',
      422,
      'empty_mesh',
      strToU8('solid nothing\nendsolid nothing\n'),
      /no triangles/,
    ],
    [
      'a model larger than the printer',
      422,
      'exceeds_build_volume',
      encodeBinaryStl(makeBox([400, 20, 20])),
      /400\.0 × 20\.0 × 20\.0 mm .*does not fit/,
    ],
  ])('%s → %i %s', async (_name, status, code, bytes, message) => {
    const res = await uploadModel(t.app, bytes, 'upload.stl');
    expect(res.statusCode).toBe(status);
    expect(res.json()).toMatchObject({ error: code });
    expect(res.json().message).toMatch(message);
  });

  it('a file over 50 MB → 413 file_too_large', async () => {
    const res = await uploadModel(t.app, new Uint8Array(50 * 1024 * 1024 + 1), 'huge.stl');
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({ error: 'file_too_large' });
    expect(res.json().message).toMatch(/larger than 50 MB/);
  });

  it('a request without a file → 400, and a raw body → 415', async () => {
    const empty = await t.app.inject({
      method: 'POST',
      url: '/api/custom-prints/models',
      payload: '--x--\r\n',
      headers: { 'content-type': 'multipart/form-data; boundary=x' },
    });
    expect(empty.statusCode).toBe(400);
    const raw = await t.app.inject({
      method: 'POST',
      url: '/api/custom-prints/models',
      payload: { file: 'solid' },
    });
    expect(raw.statusCode).toBe(415);
  });

  it('a mesh that is not closed goes to the owner for review, and the customer is told why', async () => {
    const open = { positions: cube.positions, indices: cube.indices.slice(3) };
    const res = await uploadModel(t.app, encodeBinaryStl(open), 'open.stl');
    expect(res.statusCode).toBe(201);
    const { model } = res.json();
    expect(model.closed).toBe(false);
    expect(model.warnings).toEqual([
      {
        code: 'not_closed',
        message: expect.stringMatching(/not closed \(3 open edges\).*shop will check/),
      },
      { code: 'needs_review', message: expect.stringMatching(/review this model.*not closed/) },
    ]);
    const pla = await printMaterial(t.app, 'PLA');
    const quote = await requestQuote(t.app, {
      modelId: model.id,
      materialId: pla.id,
      colour: 'Black',
    });
    expect(quote.statusCode).toBe(201);
    expect(quote.json().quote.model.warnings[0].code).toBe('not_closed');
    // Never an instant, orderable price: the quote is waiting for the owner.
    expect(quote.json().quote.status).toBe('requested');
  });
});

describe('GET /api/custom-prints/models/:id/file', () => {
  it('serves the file only to its owner and the shop, as an attachment that never renders', async () => {
    const owner = await createTestUser(t.app);
    const stranger = await createTestUser(t.app);
    const admin = await createTestUser(t.app, { role: 'admin' });
    const bytes = encodeBinaryStl(cube);
    const { model } = (
      await uploadModel(t.app, bytes, 'my part <b>&.html', owner.authorization)
    ).json();
    expect(model.originalName).toBe('my part <b>&.html');
    const url = `/api/custom-prints/models/${model.id}/file`;

    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(401);
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url,
          headers: { authorization: stranger.authorization },
        })
      ).statusCode,
    ).toBe(404);
    for (const who of [owner, admin]) {
      const res = await t.app.inject({
        method: 'GET',
        url,
        headers: { authorization: who.authorization },
      });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('application/octet-stream');
      expect(res.headers['content-disposition']).toMatch(
        /^attachment; filename="my part _b__\.html"/,
      );
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['content-security-policy']).toContain('sandbox');
      expect(Buffer.compare(res.rawPayload, Buffer.from(bytes))).toBe(0);
    }
  });

  it("stores the bytes under a random name in the models bucket, not under the customer's name", async () => {
    const { model } = (await uploadModel(t.app, encodeBinaryStl(cube), '../../etc/passwd')).json();
    expect(model.originalName).toBe('passwd');
    const stored = await t.app.storage.list('models');
    expect(stored.length).toBeGreaterThan(0);
    for (const object of stored) {
      expect(object.name).toMatch(/^[0-9a-f-]{36}\.(stl|obj|3mf)$/);
      expect(object.contentType).toBe('application/octet-stream');
    }
  });
});

describe('upload rate limit', () => {
  it('refuses the 31st upload from one address within ten minutes with 429 and Retry-After', async () => {
    const limited = await createTestApp();
    try {
      const bytes = new Uint8Array(0);
      for (let i = 0; i < 30; i++)
        expect((await uploadModel(limited.app, bytes, 'x.stl')).statusCode).toBe(400);
      const res = await uploadModel(limited.app, bytes, 'x.stl');
      expect(res.statusCode).toBe(429);
      expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    } finally {
      await limited.close();
    }
  });
});
