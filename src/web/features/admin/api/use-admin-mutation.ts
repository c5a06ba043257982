import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '../../../lib/lazy-sonner';
import { ApiError } from '../../../lib/api-client';
import { toastError } from './use-admin-query';

/**
 * A write with the spec's toasts: the success title, or 'Error' with the failure text
 * (a 4xx message from the server, which says what to fix, wins over the generic text).
 */
export function useAdminMutation<V, R = unknown>(
  mutationFn: (variables: V) => Promise<R>,
  texts: {
    success: (variables: V, result: R) => string;
    failure: string;
    preferServerMessage?: boolean;
  },
  onDone?: (result: R) => void,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: (result, variables) => {
      toast.success(texts.success(variables, result));
      void queryClient.invalidateQueries({ queryKey: ['admin'] });
      onDone?.(result);
    },
    onError: (error) =>
      toastError(
        texts.preferServerMessage && error instanceof ApiError && error.status < 500
          ? error.message
          : texts.failure,
      ),
  });
}
