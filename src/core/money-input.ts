import { z } from 'zod';
import { fromCents, toCents } from './money';

/** A money amount typed by a person ('12', '12.5', 12.5) as the database's exact decimal string. */
export const moneyInput = z.union([z.string(), z.number()]).transform((value, ctx) => {
  try {
    const cents = toCents(typeof value === 'string' ? value.replace(/^\$/, '') : value);
    if (cents < 0) throw new RangeError('negative');
    if (cents > 99_999_999_99) throw new RangeError('too large');
    return fromCents(cents);
  } catch {
    ctx.addIssue({ code: 'custom', message: 'Enter an amount like 12.99' });
    return z.NEVER;
  }
});

/** Optional amount: empty text or null means "none". */
export const optionalMoneyInput = z
  .union([z.literal(''), z.null(), z.undefined()])
  .transform(() => null)
  .or(moneyInput);
