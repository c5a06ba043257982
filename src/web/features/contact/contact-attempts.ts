import { CONTACT_RATE_LIMIT } from '#core/contact/contact-limits';
import { isRateLimited, recentAttempts, retryAfterMs } from '#core/contact/rate-window';

/**
 * SPEC §5: 3 submissions per 5 minutes per page session. A "page session" is what session
 * storage lives for (this tab, surviving reloads), so the count survives a reload too.
 */
const KEY = 'contact-attempts';
let memory: number[] = [];

function read(): number[] {
  try {
    const parsed: unknown = JSON.parse(sessionStorage.getItem(KEY) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter((n): n is number => typeof n === 'number') : [];
  } catch {
    return memory;
  }
}

function write(attempts: number[]) {
  memory = attempts;
  try {
    sessionStorage.setItem(KEY, JSON.stringify(attempts));
  } catch {
    // Storage blocked: the in-memory copy still limits this page.
  }
}

/** Records an attempt unless the window is full; returns how long to wait (0 = go ahead). */
export function takeAttempt(now = Date.now()): number {
  const attempts = recentAttempts(read(), now, CONTACT_RATE_LIMIT);
  if (isRateLimited(attempts, now, CONTACT_RATE_LIMIT))
    return retryAfterMs(attempts, now, CONTACT_RATE_LIMIT);
  write([...attempts, now]);
  return 0;
}
