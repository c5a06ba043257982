import { describe, expect, it } from 'vitest';
import { checkoutDetailsSchema } from './checkout-schema';
import { COUNTRY_CODES, countryName, countrySchema } from './countries';
import { buildCheckoutDetails } from './test-fixtures';

const details = buildCheckoutDetails();

describe('countries', () => {
  it('lists 249 distinct two-letter codes, each with a name of its own', () => {
    expect(COUNTRY_CODES).toHaveLength(249);
    expect(new Set(COUNTRY_CODES).size).toBe(249);
    for (const code of COUNTRY_CODES) {
      expect(code).toMatch(/^[A-Z]{2}$/);
      expect(countryName(code)).not.toBe(code);
    }
    expect(countryName('GB')).toBe('United Kingdom');
  });

  it.each([
    ['US', 'US'],
    [' ch ', 'CH'],
  ])('accepts %j as %s', (input, code) => {
    expect(countrySchema.parse(input)).toBe(code);
  });

  it.each(['Narnia', 'XX', 'United States', '', 'U'])(
    'refuses %j with a clear message',
    (input) => {
      const result = countrySchema.safeParse(input);
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]?.message).toBe('Choose a country from the list');
    },
  );

  it('checkout defaults the country to US (SPEC §5) and refuses Narnia on the country field', () => {
    expect(checkoutDetailsSchema.parse(details).country).toBe('US');
    const refused = checkoutDetailsSchema.safeParse({ ...details, country: 'Narnia' });
    expect(refused.error?.issues.map((issue) => [issue.path, issue.message])).toEqual([
      [['country'], 'Choose a country from the list'],
    ]);
  });
});
