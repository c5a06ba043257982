import { afterEach, describe, expect, it, vi } from 'vitest';
import { createAccessTokenKit } from './access-token';

const claims = {
  userId: 'u-1',
  email: 'ada@example.com',
  sessionId: 's-1',
  role: 'customer' as const,
};

describe('access token kit', () => {
  afterEach(() => vi.useRealTimers());

  it('answers the same claims for a token verified before, and nothing for a tampered one', async () => {
    const kit = createAccessTokenKit('unit-secret-unit-secret-unit-secret-1', 900);
    const { token } = await kit.sign(claims);
    expect(await kit.verify(token)).toEqual(claims);
    expect(await kit.verify(token)).toEqual(claims);
    const [head, body, signature] = token.split('.');
    expect(await kit.verify(`${head}.${body}.${signature!.slice(0, -2)}AA`)).toBeNull();
    // Another key never accepts it, cached here or not.
    expect(
      await createAccessTokenKit('another-secret-another-secret-12345', 900).verify(token),
    ).toBeNull();
  });

  it('stops answering a remembered token once it expires', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-01-01T00:00:00Z'));
    const kit = createAccessTokenKit('unit-secret-unit-secret-unit-secret-1', 60);
    const { token } = await kit.sign(claims, new Date());
    expect(await kit.verify(token)).toEqual(claims);
    vi.setSystemTime(new Date('2026-01-01T00:00:59Z'));
    expect(await kit.verify(token)).toEqual(claims);
    vi.setSystemTime(new Date('2026-01-01T00:01:01Z'));
    expect(await kit.verify(token)).toBeNull();
  });
});
