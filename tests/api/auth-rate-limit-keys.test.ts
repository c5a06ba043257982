import { describe, expect, it } from 'vitest';
import { signInViaInject, signUpViaInject, uniqueEmail } from '../support/auth-api';
import { useTestApp } from '../support/test-app';

/** Who the sign-in limits count. */
const t = useTestApp({ authRateLimit: { perIp: 3, perEmail: 5, windowMs: 300_000 } });

describe('sign-in rate limits', () => {
  it('an address already refused does not use up the victim’s per-e-mail count', async () => {
    const { email, password } = await signUpViaInject(t.app, {
      email: uniqueEmail('victim'),
      ip: '203.0.113.200',
    });
    const attacker = '198.51.100.66';
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++)
      statuses.push((await signInViaInject(t.app, email, 'wrong-guess', attacker)).statusCode);
    expect(statuses.filter((s) => s === 429).length).toBe(9);
    // Only the 3 attempts the attacker's address was allowed counted against the e-mail (5).
    const victim = await signInViaInject(t.app, email, password, '203.0.113.9');
    expect(victim.statusCode).toBe(200);
  });

  it('groups IPv6 clients by /64: a new address in the same network gets no fresh count', async () => {
    const statuses: number[] = [];
    for (let i = 1; i <= 6; i++)
      statuses.push(
        (
          await signInViaInject(
            t.app,
            uniqueEmail('probe'),
            'whatever-1',
            `2001:db8:1:2::${i.toString(16)}`,
          )
        ).statusCode,
      );
    expect(statuses).toEqual([400, 400, 400, 429, 429, 429]);
    // Another /64 is another client.
    expect(
      (await signInViaInject(t.app, uniqueEmail('probe'), 'whatever-1', '2001:db8:1:3::1'))
        .statusCode,
    ).toBe(400);
  });
});
