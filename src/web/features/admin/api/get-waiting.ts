import { useQuery } from '@tanstack/react-query';
import { waitingSchema } from '#core/dashboard/dashboard-responses';
import { apiFetch } from '../../../lib/api-client';

/**
 * What waits for the owner, for the navigation's counts (GET /api/admin/waiting). Its key holds
 * 'waiting', which the live channel's order, quote and inbox events make stale (decision 174).
 * No failure toast: the counts are a hint beside the links, and the page's own list says more.
 */
export const useWaiting = () =>
  useQuery({
    queryKey: ['admin', 'waiting'],
    queryFn: () => apiFetch('/api/admin/waiting', waitingSchema),
    staleTime: 30_000,
  });
