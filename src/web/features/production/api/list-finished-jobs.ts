import { useInfiniteQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { finishedJobsPageSchema } from '#core/production/production-schemas';
import { apiFetch } from '../../../lib/api-client';
import { toastError } from '../../../lib/use-api-mutation';
import { BOARD_KEY } from './get-board';

/**
 * The finished jobs older than the board's own (GET /api/admin/production/jobs, newest first):
 * page 1 is what the board carries, so "Show more" starts at page 2. Under the board's key, so
 * whatever makes the board stale refetches the pages shown too. Off until `enabled`.
 */
export function useFinishedJobs(enabled: boolean) {
  const query = useInfiniteQuery({
    queryKey: ['admin', ...BOARD_KEY, 'finished'],
    queryFn: ({ pageParam }) =>
      apiFetch(`/api/admin/production/jobs?page=${pageParam}`, finishedJobsPageSchema),
    initialPageParam: 2,
    getNextPageParam: (last) =>
      last.page * last.pageSize < last.total ? last.page + 1 : undefined,
    enabled,
  });
  const failed = query.isError;
  useEffect(() => {
    if (failed) toastError('Failed to fetch the finished jobs');
  }, [failed]);
  return query;
}
