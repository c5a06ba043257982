import { describe, expect, it } from 'vitest';
import { getDiscountDisplayState, type DiscountStateFields } from './get-discount-display-state';

const now = new Date('2026-06-01T12:00:00Z');
const past = '2026-05-01T00:00:00Z';
const future = '2026-07-01T00:00:00Z';
const base: DiscountStateFields = {
  isActive: true,
  startsAt: null,
  expiresAt: null,
  maximumUses: null,
  usesCount: 0,
};

describe('getDiscountDisplayState', () => {
  it.each<[string, Partial<DiscountStateFields>, string]>([
    ['active with no limits', {}, 'Active'],
    ['inactive', { isActive: false }, 'Inactive'],
    ['inactive beats expired', { isActive: false, expiresAt: past }, 'Inactive'],
    ['expired', { expiresAt: past }, 'Expired'],
    ['expired beats scheduled', { startsAt: future, expiresAt: past }, 'Expired'],
    ['scheduled', { startsAt: future }, 'Scheduled'],
    ['scheduled beats used up', { startsAt: future, maximumUses: 1, usesCount: 1 }, 'Scheduled'],
    ['used up', { maximumUses: 5, usesCount: 5 }, 'Used Up'],
    ['uses below maximum', { maximumUses: 5, usesCount: 4 }, 'Active'],
    ['started and not yet expired', { startsAt: past, expiresAt: future }, 'Active'],
    ['the expiry instant itself is expired', { expiresAt: now.toISOString() }, 'Expired'],
    ['Date objects work too', { expiresAt: new Date(past) }, 'Expired'],
  ])('%s', (_name, patch, expected) => {
    expect(getDiscountDisplayState({ ...base, ...patch }, now)).toBe(expected);
  });
});
