import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { toast } from '../../../lib/lazy-sonner';
import { apiFetch } from '../../../lib/api-client';

/** SPEC §8: admin failures are toasts titled 'Error' with the spec's text. */
export function toastError(description: string): void {
  toast.error('Error', { description });
}

/** Reads an admin endpoint; a failure shows the spec's 'Failed to fetch …' toast once. */
export function useAdminQuery<T>(key: readonly unknown[], path: string, failureText: string, enabled = true) {
  const query = useQuery({ queryKey: ['admin', ...key], queryFn: () => apiFetch<T>(path), enabled });
  const failed = query.isError;
  useEffect(() => {
    if (failed) toastError(failureText);
  }, [failed, failureText]);
  return query;
}
