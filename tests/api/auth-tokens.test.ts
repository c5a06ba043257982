import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { sessionSchema } from '#core/auth/session';
import { refreshTokens } from '../../src/db/schema/auth';
import { hashSecretToken } from '../../src/server/auth/secret-token';
import { bearer, newSession, refreshViaInject, signInViaInject } from '../support/auth-api';
import { useTestApp } from '../support/test-app';

const t = useTestApp();

const getUser = (token: string) =>
  t.app.inject({ method: 'GET', url: '/api/auth/user', headers: bearer(token) });
const logout = (token: string, scope: string) =>
  t.app.inject({ method: 'POST', url: `/api/auth/logout?scope=${scope}`, headers: bearer(token) });

describe('refresh-token grant', () => {
  it('rotates: a new refresh token and access token each time, stored only as a hash', async () => {
    const { session } = await newSession(t.app);
    const res = await refreshViaInject(t.app, session.refresh_token);
    expect(res.statusCode).toBe(200);
    const next = sessionSchema.parse(res.json());
    expect(next.refresh_token).not.toBe(session.refresh_token);
    expect(next.refresh_token.length).toBeGreaterThanOrEqual(43);
    expect(next.user.id).toBe(session.user.id);
    expect((await getUser(next.access_token)).statusCode).toBe(200);
    const stored = await t.app.db
      .select()
      .from(refreshTokens)
      .where(eq(refreshTokens.userId, session.user.id));
    expect(stored.map((r) => r.tokenHash)).toContain(hashSecretToken(next.refresh_token));
    expect(JSON.stringify(stored)).not.toContain(next.refresh_token);
  });

  it('lets a parallel tab reuse the just-rotated token within the grace window', async () => {
    const { session } = await newSession(t.app);
    const [a, b] = await Promise.all([
      refreshViaInject(t.app, session.refresh_token),
      refreshViaInject(t.app, session.refresh_token),
    ]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    expect(a.json().refresh_token).not.toBe(b.json().refresh_token);
    expect((await refreshViaInject(t.app, a.json().refresh_token)).statusCode).toBe(200);
  });

  it('treats reuse after the grace window as theft: refresh_token_already_used and the whole session revoked', async () => {
    const { session } = await newSession(t.app);
    const child = sessionSchema.parse(
      (await refreshViaInject(t.app, session.refresh_token)).json(),
    );
    await t.app.db
      .update(refreshTokens)
      .set({ usedAt: sql`now() - interval '1 minute'` })
      .where(eq(refreshTokens.tokenHash, hashSecretToken(session.refresh_token)));

    const reuse = await refreshViaInject(t.app, session.refresh_token);
    expect(reuse.statusCode).toBe(400);
    expect(reuse.json()).toEqual({
      error: 'refresh_token_already_used',
      message: 'Invalid Refresh Token: Already Used',
    });
    const childAfter = await refreshViaInject(t.app, child.refresh_token);
    expect(childAfter.statusCode).toBe(400);
    expect(childAfter.json().error).toBe('session_not_found');
    const me = await getUser(child.access_token);
    expect(me.statusCode).toBe(403);
    expect(me.json().error).toBe('session_not_found');
  });

  it('answers refresh_token_not_found for a token it never issued', async () => {
    const res = await refreshViaInject(t.app, 'made-up-token');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      error: 'refresh_token_not_found',
      message: 'Invalid Refresh Token: Refresh Token Not Found',
    });
  });
});

describe('POST /api/auth/logout', () => {
  it('global scope revokes every session of the user', async () => {
    const { email, password, session: first } = await newSession(t.app);
    const second = sessionSchema.parse((await signInViaInject(t.app, email, password)).json());
    const res = await logout(first.access_token, 'global');
    expect(res.statusCode).toBe(204);
    for (const s of [first, second]) {
      expect((await refreshViaInject(t.app, s.refresh_token)).json().error).toBe(
        'session_not_found',
      );
      expect((await getUser(s.access_token)).json().error).toBe('session_not_found');
    }
    expect((await logout(first.access_token, 'global')).statusCode).toBe(204);
  });

  it('local scope ends only this session; others scope every session but this one', async () => {
    const { email, password, session: a } = await newSession(t.app);
    const b = sessionSchema.parse((await signInViaInject(t.app, email, password)).json());
    const c = sessionSchema.parse((await signInViaInject(t.app, email, password)).json());
    expect((await logout(a.access_token, 'local')).statusCode).toBe(204);
    expect((await getUser(a.access_token)).statusCode).toBe(403);
    expect((await getUser(b.access_token)).statusCode).toBe(200);
    expect((await logout(b.access_token, 'others')).statusCode).toBe(204);
    expect((await getUser(b.access_token)).statusCode).toBe(200);
    expect((await getUser(c.access_token)).statusCode).toBe(403);
    expect((await refreshViaInject(t.app, b.refresh_token)).statusCode).toBe(200);
  });

  it('needs a bearer token', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/auth/logout?scope=global' });
    expect(res.statusCode).toBe(401);
  });
});

describe('access tokens', () => {
  it('refuses a tampered token with 401 bad_jwt', async () => {
    const { session } = await newSession(t.app);
    const [header, payload, signature] = session.access_token.split('.');
    const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString());
    const forged = Buffer.from(JSON.stringify({ ...claims, user_role: 'admin' })).toString(
      'base64url',
    );
    const res = await getUser(`${header}.${forged}.${signature}`);
    expect(res.statusCode).toBe(401);
    expect(res.json().error).toBe('bad_jwt');
    expect(res.headers['www-authenticate']).toBe('Bearer');
  });

  it('refuses an expired token with 401 bad_jwt', async () => {
    const { session } = await newSession(t.app);
    const { token, expiresAt } = await t.app.accessTokens.sign(
      {
        userId: session.user.id,
        email: session.user.email,
        sessionId: JSON.parse(
          Buffer.from(session.access_token.split('.')[1]!, 'base64url').toString(),
        ).session_id,
        role: 'customer',
      },
      new Date(Date.now() - 2 * 3600_000),
    );
    expect(expiresAt).toBeLessThan(Date.now() / 1000);
    const res = await getUser(token);
    expect(res.statusCode).toBe(401);
    expect(res.json().error).toBe('bad_jwt');
  });

  it('answers 401 without a token', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/auth/user' });
    expect(res.statusCode).toBe(401);
  });
});
