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

/**
 * A duration the way the board says it: "45 s", "12 min", "2 h 05 min" (minutes rounded up, so
 * "1 min" is never shown for 5 seconds left, and 0 only when nothing is left).
 */
export function formatDuration(seconds: number): string {
  if (seconds < 60) return `${Math.max(0, Math.round(seconds))} s`;
  const minutes = Math.ceil(seconds / 60);
  if (minutes < 60) return `${minutes} min`;
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  return rest === 0 ? `${hours} h` : `${hours} h ${String(rest).padStart(2, '0')} min`;
}
