import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { sessionSchema } from '#core/auth/session';
import { profiles, userRoles, users } from '../../src/db/schema/auth';
import { mailOutbox } from '../../src/db/schema/operations';
import {
  bearer,
  signInViaInject,
  signUpViaInject,
  uniqueEmail,
  waitFor,
} from '../support/auth-api';
import { createTestApp, useTestApp } from '../support/test-app';
import { createTestUser } from '../support/test-users';

const t = useTestApp(
  {},
  {
    extend: (app) => {
      app.get('/api/test/admin-probe', { preHandler: app.requireAdmin }, async () => ({
        ok: true,
      }));
    },
  },
);

const MISSING = 'You must provide either an email or phone number and a password';

describe('POST /api/auth/signup', () => {
  it('creates the user and profile from the metadata, answers with a usable session, and mails a confirmation', async () => {
    const { res, email } = await signUpViaInject(t.app, {
      email: uniqueEmail('New.User').toUpperCase(),
      firstName: 'Grace',
      lastName: 'Hopper',
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    const session = sessionSchema.parse(body.session);
    expect(body.user).toMatchObject({
      email: email.toLowerCase(),
      role: 'customer',
      email_confirmed_at: null,
      user_metadata: { first_name: 'Grace', last_name: 'Hopper' },
    });
    const [profile] = await t.app.db
      .select()
      .from(profiles)
      .where(eq(profiles.userId, body.user.id));
    expect(profile).toMatchObject({ firstName: 'Grace', lastName: 'Hopper' });
    const [stored] = await t.app.db.select().from(users).where(eq(users.id, body.user.id));
    expect(stored!.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);

    const profileRes = await t.app.inject({
      method: 'GET',
      url: '/api/auth/profile',
      headers: bearer(session),
    });
    expect(profileRes.json()).toMatchObject({
      role: 'customer',
      profile: { user_id: body.user.id, first_name: 'Grace', last_name: 'Hopper' },
    });

    const mail = await waitFor(
      async () =>
        (await t.app.db.select().from(mailOutbox).where(eq(mailOutbox.to, email.toLowerCase())))[0],
    );
    expect(mail.kind).toBe('auth.confirmation');
    expect(mail.text).toMatch(/\/auth\/confirm\?redirect_to=%2F#token=[\w-]{43}&type=signup/);
  });

  it.each([
    [{ password: 'secret123' }],
    [{ email: 'someone@example.com' }],
    [{ email: '   ', password: 'secret123' }],
    [{}],
  ])('refuses missing credentials %j with validation_failed', async (payload) => {
    const res = await t.app.inject({ method: 'POST', url: '/api/auth/signup', payload });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: 'validation_failed', message: MISSING });
  });

  it('refuses a malformed address', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/signup',
      payload: { email: 'not-an-address', password: 'secret123' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe('email_address_invalid');
  });

  it('answers weak_password with its reasons for fewer than 6 characters', async () => {
    const { res } = await signUpViaInject(t.app, { password: '12345' });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({
      error: 'weak_password',
      message: 'Password should be at least 6 characters.',
      weak_password: { reasons: ['length'] },
    });
  });

  it('accepts a long passphrase and refuses more than 1 KB with a clear message', async () => {
    const passphrase = 'correct horse battery staple '.repeat(4);
    expect(passphrase.length).toBeGreaterThan(64);
    const ok = await signUpViaInject(t.app, { password: passphrase });
    expect(ok.res.statusCode).toBe(200);
    expect((await signInViaInject(t.app, ok.email, passphrase)).statusCode).toBe(200);

    const tooLong = await signUpViaInject(t.app, { password: 'x'.repeat(1025) });
    expect(tooLong.res.statusCode).toBe(400);
    expect(tooLong.res.json()).toEqual({
      error: 'validation_failed',
      message: 'Password cannot be longer than 1024 bytes.',
    });
  });

  it('answers email_exists for a taken address in any letter case', async () => {
    const first = await signUpViaInject(t.app);
    const again = await signUpViaInject(t.app, { email: first.email.toUpperCase() });
    expect(again.res.statusCode).toBe(422);
    expect(again.res.json()).toEqual({ error: 'email_exists', message: 'User already registered' });
  });
});

describe('POST /api/auth/token?grant_type=password', () => {
  it('signs in with a Supabase-shaped session whose access token opens /user', async () => {
    const { email, password } = await signUpViaInject(t.app);
    const res = await signInViaInject(t.app, ` ${email.toUpperCase()} `, password);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const session = sessionSchema.parse(res.json());
    expect(session.expires_in).toBe(t.config.accessTokenTtlSeconds);
    expect(session.expires_at).toBeGreaterThan(Date.now() / 1000);
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/auth/user',
      headers: bearer(session),
    });
    expect(me.json()).toMatchObject({ email, role: 'customer' });
  });

  it('gives the same invalid_credentials answer for a wrong password and an unknown address', async () => {
    const { email } = await signUpViaInject(t.app);
    const wrong = await signInViaInject(t.app, email, 'not-the-password');
    const unknown = await signInViaInject(t.app, uniqueEmail('nobody'), 'not-the-password');
    for (const res of [wrong, unknown]) {
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({
        error: 'invalid_credentials',
        message: 'Invalid login credentials',
      });
    }
  });

  it('refuses missing credentials and unknown grants', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/token?grant_type=password',
      payload: { email: 'a@b.co' },
    });
    expect(res.json()).toEqual({ error: 'validation_failed', message: MISSING });
    const grant = await t.app.inject({
      method: 'POST',
      url: '/api/auth/token?grant_type=magic',
      payload: {},
    });
    expect(grant.statusCode).toBe(400);
    expect(grant.json().error).toBe('unsupported_grant_type');
  });
});

describe('roles', () => {
  it("gives the admin role from user_roles, and a customer's token 403 on an admin-only route", async () => {
    const customer = await createTestUser(t.app);
    const denied = await t.app.inject({
      method: 'GET',
      url: '/api/test/admin-probe',
      headers: { authorization: customer.authorization },
    });
    expect(denied.statusCode).toBe(403);
    const anonymous = await t.app.inject({ method: 'GET', url: '/api/test/admin-probe' });
    expect(anonymous.statusCode).toBe(401);

    const { email, password, res } = await signUpViaInject(t.app);
    await t.app.db.insert(userRoles).values({ userId: res.json().user.id, role: 'admin' });
    const session = sessionSchema.parse((await signInViaInject(t.app, email, password)).json());
    expect(session.user.role).toBe('admin');
    const probe = await t.app.inject({
      method: 'GET',
      url: '/api/test/admin-probe',
      headers: bearer(session),
    });
    expect(probe.statusCode).toBe(200);
    const profile = await t.app.inject({
      method: 'GET',
      url: '/api/auth/profile',
      headers: bearer(session),
    });
    expect(profile.json().role).toBe('admin');

    // Signed out: the still-unexpired access token stops working at once on protected routes.
    await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout?scope=global',
      headers: bearer(session),
    });
    const after = await t.app.inject({
      method: 'GET',
      url: '/api/test/admin-probe',
      headers: bearer(session),
    });
    expect(after.statusCode).toBe(403);
    expect(after.json().error).toBe('session_not_found');
  });

  it('refuses a role (or any unknown field) in a user update: no mass assignment', async () => {
    const { res: signUp } = await signUpViaInject(t.app);
    const session = sessionSchema.parse(signUp.json().session);
    for (const payload of [
      { role: 'admin' },
      { data: { role: 'admin' } },
      { email: 'other@example.com' },
    ]) {
      const res = await t.app.inject({
        method: 'PUT',
        url: '/api/auth/user',
        headers: bearer(session),
        payload,
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toBe('validation_failed');
    }
    const ok = await t.app.inject({
      method: 'PUT',
      url: '/api/auth/user',
      headers: bearer(session),
      payload: { data: { first_name: 'Augusta' } },
    });
    expect(ok.json()).toMatchObject({
      role: 'customer',
      user_metadata: { first_name: 'Augusta', last_name: 'Lovelace' },
    });
    const roles = await t.app.db
      .select()
      .from(userRoles)
      .where(eq(userRoles.userId, session.user.id));
    expect(roles).toEqual([]);
  });
});

describe('rate limit', () => {
  it('answers 429 over_request_rate_limit with Retry-After per e-mail and per IP', async () => {
    const limited = await createTestApp({
      authRateLimit: { perIp: 4, perEmail: 2, windowMs: 60_000 },
    });
    try {
      const email = uniqueEmail('hammer');
      const byEmail = [];
      for (const ip of ['10.0.0.1', '10.0.0.2', '10.0.0.3'])
        byEmail.push(await signInViaInject(limited.app, email, 'wrong-password', ip));
      expect(byEmail.map((r) => r.statusCode)).toEqual([400, 400, 429]);
      expect(byEmail[2]!.json()).toMatchObject({ error: 'over_request_rate_limit' });
      expect(Number(byEmail[2]!.headers['retry-after'])).toBeGreaterThan(0);

      const byIp = [];
      for (let i = 0; i < 5; i++)
        byIp.push(
          (await signUpViaInject(limited.app, { ip: '10.0.0.9', password: '1' })).res.statusCode,
        );
      expect(byIp).toEqual([422, 422, 422, 422, 429]);
    } finally {
      await limited.close();
    }
  });
});
