/**
 * Money is integer cents everywhere in core. The database stores numeric(12,2) and hands it
 * over as a decimal string; these helpers convert without ever going through a float.
 */
export type Cents = number;

const DECIMAL = /^(-)?(\d+)(?:\.(\d{1,2}))?$/;

/** Parses '12.5', '12.50', '12' or a number with at most two decimals into cents. */
export function toCents(value: string | number): Cents {
  const text = typeof value === 'number' ? numberToDecimal(value) : value.trim();
  const match = DECIMAL.exec(text);
  if (!match) throw new RangeError(`Not a money amount: ${JSON.stringify(value)}`);
  const [, sign, whole = '0', fraction = ''] = match;
  const cents = Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
  if (!Number.isSafeInteger(cents)) throw new RangeError(`Money amount too large: ${text}`);
  return sign ? -cents : cents;
}

function numberToDecimal(value: number): string {
  if (!Number.isFinite(value)) throw new RangeError(`Not a money amount: ${value}`);
  // toFixed(2) would silently round 1.005; refuse amounts with more than two decimals instead.
  const text = String(value);
  if (/e/i.test(text)) throw new RangeError(`Not a money amount: ${value}`);
  return text;
}

/** Cents to the database's decimal string, e.g. 1999 -> '19.99'. */
export function fromCents(cents: Cents): string {
  assertCents(cents);
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  return `${sign}${Math.trunc(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

export function assertCents(cents: Cents): void {
  if (!Number.isSafeInteger(cents)) throw new RangeError(`Cents must be an integer: ${cents}`);
}

/**
 * The spec's currency display: USD, en-US ("$1,234.56", "-$3.07"), the same text as
 * `Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' })` (money.test.ts compares
 * them). Written out because the first Intl formatter a page builds loads ICU's locale data:
 * 75-225 ms of main thread on a phone with the CPU slowed 4×, inside every public page's
 * hydration, where React alone spends 200-400 ms (decision 141).
 */
export function formatMoney(cents: Cents): string {
  assertCents(cents);
  const sign = cents < 0 || Object.is(cents, -0) ? '-' : '';
  const abs = Math.abs(cents);
  const dollars = String(Math.trunc(abs / 100)).replace(/\B(?=(\d{3})+$)/g, ',');
  return `${sign}$${dollars}.${String(abs % 100).padStart(2, '0')}`;
}

/** Rounds a fractional number of cents half away from zero (used for percentages). */
export function roundCents(value: number): Cents {
  return Math.sign(value) * Math.round(Math.abs(value));
}
