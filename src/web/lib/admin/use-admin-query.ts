import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { z } from 'zod';
import { apiFetch } from '../api-client';
import { toastError } from '../use-api-mutation';

/** Reads an admin endpoint (typed by core's response schema); a failure shows the spec's 'Failed to fetch …' toast once. */
export function useAdminQuery<S extends z.ZodType>(
  key: readonly unknown[],
  path: string,
  schema: S,
  failureText: string,
  enabled = true,
  /** A key that grows (a longer list) keeps showing the last answer until the next one is in. */
  keepPrevious = false,
) {
  const query = useQuery({
    queryKey: ['admin', ...key],
    queryFn: () => apiFetch(path, schema),
    enabled,
    ...(keepPrevious ? { placeholderData: keepPreviousData } : {}),
  });
  const failed = query.isError;
  useEffect(() => {
    if (failed) toastError(failureText);
  }, [failed, failureText]);
  return query;
}
