import { describe, expect, it } from 'vitest';
import { sessionSchema } from '#core/auth/session';
import {
  bearer,
  signInViaInject,
  signUpViaInject,
  uniqueEmail,
  waitFor,
} from '../support/auth-api';
import { useTestApp } from '../support/test-app';
import { mailFor, mailingLinksThrough, tokenIn, useSmtpSink } from '../support/use-smtp-sink';

const smtp = useSmtpSink();
const t = useTestApp(mailingLinksThrough(smtp));
const verify = (type: string, token: string) =>
  t.app.inject({ method: 'POST', url: '/api/auth/verify', payload: { type, token } });

describe('sign-up confirmation over SMTP', () => {
  it('mails a confirmation link; sign-in waits for it; the link works once', async () => {
    const email = uniqueEmail('confirm');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/signup',
      payload: {
        email,
        password: 'secret123',
        options: {
          emailRedirectTo: 'https://shop.example/orders',
          data: { first_name: 'A', last_name: 'B' },
        },
      },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().session).toBeNull();
    expect(res.json().user.email).toBe(email);

    const mail = await mailFor(smtp, email, /Confirm your email/);
    expect(mail.text).toContain('https://shop.example/auth/confirm?redirect_to=%2Forders#token=');
    const blocked = await signInViaInject(t.app, email, 'secret123');
    expect(blocked.json()).toEqual({
      error: 'email_not_confirmed',
      message: 'Email not confirmed',
    });

    const token = tokenIn(mail.text)!;
    const confirmed = await verify('signup', token);
    expect(confirmed.statusCode).toBe(200);
    expect(sessionSchema.parse(confirmed.json()).user.email_confirmed_at).not.toBeNull();
    expect((await signInViaInject(t.app, email, 'secret123')).statusCode).toBe(200);

    const again = await verify('signup', token);
    expect(again.statusCode).toBe(403);
    expect(again.json()).toEqual({
      error: 'otp_expired',
      message: 'Email link is invalid or has expired',
    });
    expect((await verify('recovery', token)).statusCode).toBe(403);
  });

  it('keeps a foreign redirect out of the link, and answers a taken address like a new one (no probing)', async () => {
    const email = uniqueEmail('taken');
    const first = await t.app.inject({
      method: 'POST',
      url: '/api/auth/signup',
      payload: {
        email,
        password: 'secret123',
        options: { emailRedirectTo: 'https://evil.example/x' },
      },
    });
    const mail = await mailFor(smtp, email, /Confirm your email/);
    expect(mail.text).toContain('redirect_to=%2F#token=');
    const again = await signUpViaInject(t.app, { email, password: 'another-password' });
    expect(again.res.statusCode).toBe(200);
    expect(again.res.json().session).toBeNull();
    expect(Object.keys(again.res.json().user).sort()).toEqual(
      Object.keys(first.json().user).sort(),
    );
    expect(again.res.json().user.id).not.toBe(first.json().user.id);
    // The address is unconfirmed, so its owner gets a fresh link rather than an error.
    await waitFor(
      async () => smtp.mails.filter((m) => m.to.includes(email)).length === 2 || undefined,
    );
  });
});

describe('password recovery over SMTP', () => {
  it('mails a reset link for a known address, nothing for an unknown one, with the same answer', async () => {
    const { email, res } = await signUpViaInject(t.app, { password: 'old-password' });
    expect(res.statusCode).toBe(200);
    await verify('signup', tokenIn((await mailFor(smtp, email, /Confirm your email/)).text)!);
    const other = sessionSchema.parse((await signInViaInject(t.app, email, 'old-password')).json());

    const unknown = await t.app.inject({
      method: 'POST',
      url: '/api/auth/recover',
      payload: { email: uniqueEmail('ghost') },
    });
    const known = await t.app.inject({
      method: 'POST',
      url: '/api/auth/recover',
      payload: { email },
    });
    expect([unknown.statusCode, known.statusCode]).toEqual([200, 200]);
    expect(unknown.body).toBe(known.body);

    const mail = await mailFor(smtp, email, /Reset your/);
    expect(mail.text).toContain('https://shop.example/auth/reset-password#token=');
    const recovered = await verify('recovery', tokenIn(mail.text)!);
    expect(recovered.statusCode).toBe(200);
    const session = sessionSchema.parse(recovered.json());

    const weak = await t.app.inject({
      method: 'PUT',
      url: '/api/auth/user',
      headers: bearer(session),
      payload: { password: '123' },
    });
    expect(weak.json().error).toBe('weak_password');
    const changed = await t.app.inject({
      method: 'PUT',
      url: '/api/auth/user',
      headers: bearer(session),
      payload: { password: 'new-password' },
    });
    expect(changed.statusCode).toBe(200);
    expect((await signInViaInject(t.app, email, 'old-password')).json().error).toBe(
      'invalid_credentials',
    );
    expect((await signInViaInject(t.app, email, 'new-password')).statusCode).toBe(200);
    // The session that knew the old password is signed out; the recovering one stays.
    const otherMe = await t.app.inject({
      method: 'GET',
      url: '/api/auth/user',
      headers: bearer(other),
    });
    expect(otherMe.statusCode).toBe(403);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/auth/user', headers: bearer(session) }))
        .statusCode,
    ).toBe(200);
    expect(smtp.mails.some((m) => m.to.some((to) => to.startsWith('ghost-')))).toBe(false);
  });
});
