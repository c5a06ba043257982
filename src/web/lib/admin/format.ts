import { formatMoney, toCents } from '#core/money';

/** Shows a decimal amount from the API the spec's way (USD, en-US), through core's cents helpers. */
export function money(amount: string | null | undefined): string {
  return amount === null || amount === undefined ? '—' : formatMoney(toCents(amount));
}

export function formatDate(iso: string | null | undefined, withTime = false): string {
  if (!iso) return '—';
  return new Intl.DateTimeFormat(
    'en-US',
    withTime ? { dateStyle: 'medium', timeStyle: 'short' } : { dateStyle: 'medium' },
  ).format(new Date(iso));
}
