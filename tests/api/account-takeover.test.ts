import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { makeBox } from '#core/geometry/make-box';
import { encodeBinaryStl } from '#core/geometry/write-mesh';
import { sessionSchema, type Session } from '#core/auth/session';
import { users } from '../../src/db/schema/auth';
import { mailOutbox } from '../../src/db/schema/operations';
import { bootstrapAdmin } from '../../src/server/auth/bootstrap-admin';
import {
  bearer,
  refreshViaInject,
  signInViaInject,
  signUpViaInject,
  uniqueEmail,
  waitFor,
} from '../support/auth-api';
import { connectRealtime } from '../support/realtime-client';
import { uploadModel } from '../support/model-upload';
import { createTestApp, useTestApp } from '../support/test-app';
import { createTestUser, useTestUser } from '../support/test-users';
import { mailFor, mailingLinksThrough, tokenIn, useSmtpSink } from '../support/use-smtp-sink';

/**
 * Each attack an outsider tried, as a test. Every one of them succeeded before the
 * fix (see the report); each `expect` here is the answer the shop must give now.
 */
const smtp = useSmtpSink();
const t = useTestApp(mailingLinksThrough(smtp));
const admin = useTestUser(t, { role: 'admin' });
const getUser = (token: string) =>
  t.app.inject({ method: 'GET', url: '/api/auth/user', headers: bearer(token) });
const adminGet = (token: string) =>
  t.app.inject({ method: 'GET', url: '/api/admin/settings', headers: bearer(token) });

/** A session for an address that was never confirmed (the squatter's), minted as sign-in would. */
async function unconfirmedSession(email: string): Promise<{ session: Session; password: string }> {
  const password = 'squatter-password';
  expect((await signUpViaInject(t.app, { email, password })).res.statusCode).toBe(200);
  // With confirmation off (development shops) the squatter signs in at once; mint the same here.
  const [row] = await t.app.db.select().from(users).where(eq(users.email, email));
  const loose = await createTestApp({}, { database: t.database, dataDir: t.config.dataDir });
  try {
    const res = await signInViaInject(loose.app, email, password);
    expect(res.statusCode).toBe(200);
    expect(row!.emailConfirmedAt).toBeNull();
    return { session: sessionSchema.parse(res.json()), password };
  } finally {
    await loose.app.close();
  }
}

describe('admin rights only for proven owners', () => {
  it('refuses to make an unconfirmed account the owner in Settings (it would open /api/admin)', async () => {
    const email = uniqueEmail('squat-owner');
    const { session } = await unconfirmedSession(email);
    const current = (await adminGet(admin.token)).json();
    const saved = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/settings',
      headers: { authorization: admin.authorization },
      payload: { ...current, general: { ...current.general, ownerEmail: email } },
    });
    expect(saved.statusCode).toBe(400);
    expect(saved.json().error).toBe('owner_not_confirmed');
    expect((await adminGet(session.access_token)).statusCode).toBe(403);
  });

  it('a promotion in Settings ends the promoted account’s earlier sessions', async () => {
    const partner = await createTestUser(t.app, { email: uniqueEmail('partner') });
    const current = (await adminGet(admin.token)).json();
    const saved = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/settings',
      headers: { authorization: admin.authorization },
      payload: { ...current, general: { ...current.general, ownerEmail: partner.email } },
    });
    expect(saved.statusCode).toBe(200);
    expect((await getUser(partner.token)).statusCode).toBe(403);
    // Put the owner back for the other tests.
    await t.app.inject({
      method: 'PUT',
      url: '/api/admin/settings',
      headers: { authorization: admin.authorization },
      payload: current,
    });
  });

  it('ADMIN_EMAIL/ADMIN_PASSWORD over a squatted account: password replaced, every session revoked, address confirmed', async () => {
    const email = uniqueEmail('squat-boot');
    const { session, password } = await unconfirmedSession(email);
    await bootstrapAdmin(t.database.db, {
      adminEmail: email,
      adminPassword: 'the-operators-password',
    });

    const me = await getUser(session.access_token);
    expect(me.statusCode).toBe(403);
    expect(me.json().error).toBe('session_not_found');
    expect((await adminGet(session.access_token)).statusCode).toBe(403);
    expect((await refreshViaInject(t.app, session.refresh_token)).statusCode).toBe(400);
    expect((await signInViaInject(t.app, email, password)).json().error).toBe(
      'invalid_credentials',
    );
    const operator = await signInViaInject(t.app, email, 'the-operators-password');
    expect(operator.statusCode).toBe(200);
    expect(operator.json().user.email_confirmed_at).not.toBeNull();
    expect((await adminGet(operator.json().access_token)).statusCode).toBe(200);
  });

  it('a sign-up over an unconfirmed account: the address owner’s confirmation ends the first registrant’s hold', async () => {
    const email = uniqueEmail('squat-signup');
    const { session, password } = await unconfirmedSession(email);
    await mailFor(smtp, email, /Confirm your email/);
    const before = smtp.mails.length;
    const owner = await signUpViaInject(t.app, { email, password: 'the-real-owner-1' });
    expect(owner.res.statusCode).toBe(200);
    const mail = await mailFor(smtp, email, /Confirm your email/, before);
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/auth/verify',
          payload: { type: 'signup', token: tokenIn(mail.text) },
        })
      ).statusCode,
    ).toBe(200);

    expect((await signInViaInject(t.app, email, password)).json().error).toBe(
      'invalid_credentials',
    );
    expect((await getUser(session.access_token)).statusCode).toBe(403);
    expect((await signInViaInject(t.app, email, 'the-real-owner-1')).statusCode).toBe(200);
  });
});

describe('a stolen access token alone', () => {
  it('cannot set a new password: the current one is asked for', async () => {
    const email = uniqueEmail('victim');
    await createConfirmed(email, 'victims-password');
    const stolen = sessionSchema.parse(
      (await signInViaInject(t.app, email, 'victims-password')).json(),
    );
    const put = (payload: object) =>
      t.app.inject({ method: 'PUT', url: '/api/auth/user', headers: bearer(stolen), payload });

    const bare = await put({ password: 'attackers-password' });
    expect(bare.statusCode).toBe(400);
    expect(bare.json().error).toBe('reauthentication_needed');
    const wrong = await put({ password: 'attackers-password', current_password: 'a-guess-123' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error).toBe('invalid_credentials');
    expect((await signInViaInject(t.app, email, 'victims-password')).statusCode).toBe(200);
    expect(
      (await put({ password: 'a-new-password', current_password: 'victims-password' })).statusCode,
    ).toBe(200);
  });
});

async function createConfirmed(email: string, password: string): Promise<void> {
  expect((await signUpViaInject(t.app, { email, password })).res.statusCode).toBe(200);
  await t.app.db.update(users).set({ emailConfirmedAt: new Date() }).where(eq(users.email, email));
}

describe('a signed-out session', () => {
  async function signedOut(): Promise<{ session: Session }> {
    const email = uniqueEmail('gone');
    await createConfirmed(email, 'signed-out-1');
    const session = sessionSchema.parse(
      (await signInViaInject(t.app, email, 'signed-out-1')).json(),
    );
    return { session };
  }
  const logout = (token: string) =>
    t.app.inject({ method: 'POST', url: '/api/auth/logout?scope=local', headers: bearer(token) });

  it('gets nothing private from storage', async () => {
    const { session } = await signedOut();
    await t.app.storage.put('models', `gone-${session.user.id}.stl`, Buffer.from('solid x'), {
      contentType: 'model/stl',
      metadata: { ownerUserId: session.user.id },
    });
    const get = () =>
      t.app.inject({
        method: 'GET',
        url: `/api/storage/models/gone-${session.user.id}.stl`,
        headers: bearer(session),
      });
    expect((await get()).statusCode).toBe(200);
    expect((await logout(session.access_token)).statusCode).toBe(204);
    expect((await get()).statusCode).toBe(404);
  });

  it('cannot read its claimed quotes', async () => {
    const { session } = await signedOut();
    const model = await uploadModel(
      t.app,
      encodeBinaryStl(makeBox([20, 20, 20])),
      'box.stl',
      `Bearer ${session.access_token}`,
    );
    expect(model.statusCode).toBe(201);
    const options = (
      await t.app.inject({ method: 'GET', url: '/api/custom-prints/options' })
    ).json();
    const quote = await t.app.inject({
      method: 'POST',
      url: '/api/custom-prints/quotes',
      headers: bearer(session),
      payload: {
        modelId: model.json().model.id,
        materialId: options.materials[0].id,
        colour: options.materials[0].colours[0],
        quality: 'standard',
        infillPercent: 20,
        quantity: 1,
      },
    });
    expect(quote.statusCode).toBe(201);
    const read = () =>
      t.app.inject({
        method: 'GET',
        url: `/api/custom-prints/quotes/${quote.json().quote.id}`,
        headers: bearer(session),
      });
    expect((await read()).statusCode).toBe(200);
    await logout(session.access_token);
    expect((await read()).statusCode).toBe(404);
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: '/api/custom-prints/quotes',
          headers: bearer(session),
        })
      ).statusCode,
    ).toBe(403);
  });

  it('cannot sign the user out everywhere', async () => {
    const email = uniqueEmail('stale');
    await createConfirmed(email, 'stale-pass-1');
    const old = sessionSchema.parse((await signInViaInject(t.app, email, 'stale-pass-1')).json());
    const current = sessionSchema.parse(
      (await signInViaInject(t.app, email, 'stale-pass-1')).json(),
    );
    await logout(old.access_token);
    const global = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout?scope=global',
      headers: bearer(old),
    });
    expect(global.statusCode).toBe(204);
    expect((await getUser(current.access_token)).statusCode).toBe(200);
  });

  it('gets no private events on the live channel, and a live socket loses them at sign-out', async () => {
    const url = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const socket = await connectRealtime(url);
    try {
      await socket.next((m) => m.type === 'ready');
      const { session } = await signedOut();
      await logout(session.access_token);
      socket.send({ type: 'auth', token: session.access_token });
      const answer = await socket.next(
        (m) => m.type === 'auth_error' || (m.type === 'ready' && m.audience !== 'anonymous'),
      );
      expect(answer).toEqual({ type: 'auth_error', reason: 'invalid_token' });
    } finally {
      socket.close();
      await socket.closed;
    }
  });
});

describe('demo data', () => {
  it('no seeded discount code that can be used is unlimited or endless', async () => {
    const codes = (
      await t.app.inject({
        method: 'GET',
        url: '/api/admin/discounts',
        headers: { authorization: admin.authorization },
      })
    ).json();
    const list = (Array.isArray(codes) ? codes : (codes.discounts ?? codes.items)) as {
      code: string;
      is_active?: boolean;
      isActive?: boolean;
      maximum_uses?: number | null;
      maximumUses?: number | null;
      expires_at?: string | null;
      expiresAt?: string | null;
    }[];
    const usable = list.filter((c) => c.is_active ?? c.isActive);
    expect(usable.length).toBeGreaterThan(0);
    for (const code of usable) {
      expect(code.maximum_uses ?? code.maximumUses, code.code).not.toBeNull();
      expect(code.expires_at ?? code.expiresAt, code.code).not.toBeNull();
    }
  });
});

describe('secrets at rest', () => {
  it('the outbox keeps no working link once the mail has gone out', async () => {
    const email = uniqueEmail('outbox');
    await createConfirmed(email, 'outbox-pass-1');
    const before = smtp.mails.length;
    await t.app.inject({ method: 'POST', url: '/api/auth/recover', payload: { email } });
    const token = tokenIn((await mailFor(smtp, email, /Reset your/, before)).text)!;
    const row = await waitFor(async () => {
      const [sent] = await t.app.db
        .select()
        .from(mailOutbox)
        .where(and(eq(mailOutbox.to, email), eq(mailOutbox.kind, 'auth.recovery')));
      return sent?.sentAt ? sent : undefined;
    });
    expect(row.text).not.toContain(token);
    expect(row.text).toContain('/auth/reset-password#token=[sent]');
    // The mailed link itself still works for its reader.
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/auth/verify',
          payload: { type: 'recovery', token },
        })
      ).statusCode,
    ).toBe(200);
  });
});
