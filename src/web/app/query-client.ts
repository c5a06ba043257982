import { QueryClient } from '@tanstack/react-query';
import { ApiError } from '../lib/api-client';

/** SPEC §9: data kept 5 minutes, failed requests retried 3 times (but never a 4xx). */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        gcTime: 5 * 60_000,
        staleTime: 30_000,
        retry: (failureCount, error) =>
          !(error instanceof ApiError && error.status >= 400 && error.status < 500) &&
          failureCount < 3,
      },
    },
  });
}
