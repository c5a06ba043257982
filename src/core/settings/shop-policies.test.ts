import { describe, expect, it } from 'vitest';
import {
  DEFAULT_SHOP_POLICIES,
  MAX_POLICY_CHARS,
  POLICY_KINDS,
  mergeStoredPolicies,
  shopPoliciesSchema,
} from './shop-policies';
import { policyBlocks } from './policy-pages';

describe('shop policies', () => {
  it('has a default text for each of the four policies, valid against the schema', () => {
    expect(shopPoliciesSchema.safeParse(DEFAULT_SHOP_POLICIES).success).toBe(true);
    for (const kind of POLICY_KINDS)
      expect(DEFAULT_SHOP_POLICIES[kind].length).toBeGreaterThan(200);
  });

  it('keeps a stored policy and defaults a missing, empty or oversized one', () => {
    const merged = mergeStoredPolicies({
      shipping: 'We ship on Mondays.',
      refunds: '   ',
      privacy: 'x'.repeat(MAX_POLICY_CHARS + 1),
    });
    expect(merged.shipping).toBe('We ship on Mondays.');
    expect(merged.refunds).toBe(DEFAULT_SHOP_POLICIES.refunds);
    expect(merged.privacy).toBe(DEFAULT_SHOP_POLICIES.privacy);
    expect(merged.terms).toBe(DEFAULT_SHOP_POLICIES.terms);
    expect(mergeStoredPolicies(undefined)).toEqual(DEFAULT_SHOP_POLICIES);
    expect(mergeStoredPolicies('nonsense')).toEqual(DEFAULT_SHOP_POLICIES);
  });

  it('refuses a NUL, which the database cannot store', () => {
    expect(shopPoliciesSchema.safeParse({ ...DEFAULT_SHOP_POLICIES, terms: 'a\0b' }).success).toBe(
      false,
    );
  });

  it('refuses a policy over the size bound', () => {
    const result = shopPoliciesSchema.safeParse({
      ...DEFAULT_SHOP_POLICIES,
      terms: 'x'.repeat(MAX_POLICY_CHARS + 1),
    });
    expect(result.success).toBe(false);
  });

  it('reads paragraphs split by blank lines and lists of "- " lines, markup left as text', () => {
    expect(
      policyBlocks('First line\nsame paragraph.\r\n\r\n- one\n- two\n\n\n<b>bold</b>\n'),
    ).toEqual([
      { kind: 'paragraph', text: 'First line same paragraph.' },
      { kind: 'list', items: ['one', 'two'] },
      { kind: 'paragraph', text: '<b>bold</b>' },
    ]);
    expect(policyBlocks('  \n\n ')).toEqual([]);
  });
});
