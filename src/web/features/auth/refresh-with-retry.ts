import { isRetryableStatus, refreshRetryDelays } from '#core/auth/auth-rules';
import type { Session } from '#core/auth/session';
import { ApiError } from '../../lib/api-client';
import { refreshSession } from './session-requests';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export const isRetryable = (error: unknown): boolean =>
  error instanceof ApiError && isRetryableStatus(error.status);

/**
 * SPEC §9: a refresh that fails for a retryable reason (network, 502, 503, 504) is tried again
 * after 200 ms, doubling, within 30 s. Any other failure is final and thrown at once.
 */
export async function refreshWithRetry(refreshToken: string): Promise<Session> {
  const delays = refreshRetryDelays();
  for (let attempt = 0; ; attempt++) {
    try {
      return await refreshSession(refreshToken);
    } catch (error) {
      const delay = delays[attempt];
      if (!isRetryable(error) || delay === undefined) throw error;
      await sleep(delay);
    }
  }
}

/** Runs fn while holding a lock shared by every tab of this origin, when the browser has one. */
export async function withCrossTabLock<T>(name: string, fn: () => Promise<T>): Promise<T> {
  if (typeof navigator !== 'undefined' && navigator.locks)
    return navigator.locks.request(name, fn) as Promise<T>;
  return fn();
}
