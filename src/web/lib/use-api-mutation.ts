import { useState } from 'react';
import {
  useMutation,
  useQueryClient,
  type MutationOptions,
  type QueryClient,
  type QueryKey,
} from '@tanstack/react-query';
import { toast } from './lazy-sonner';
import { ApiError, HTTP_ERROR_CODE } from './api-client';

/** Every query of the owner's pages starts with this key (see lib/admin/use-admin-query). */
export const adminQueries: QueryKey = ['admin'];

/** SPEC §8: failures are toasts titled 'Error' with the spec's text. */
export function toastError(description: string): void {
  toast.error('Error', { description });
}

/**
 * The failure text: a 4xx message from the server (it says what to fix) wins over `text`, and so
 * does the shop's own "busy, try again in a minute" (503 with its code: a full worker queue);
 * any other 5xx, or a 503 from a proxy in front of the shop, says nothing a person can act on.
 */
export const clientErrorOr =
  (text: string) =>
  (error: Error): string =>
    error instanceof ApiError &&
    (error.status < 500 || (error.status === 503 && error.code !== HTTP_ERROR_CODE))
      ? error.message
      : text;

/** The failure text: any message the API answered wins over `text`. */
export const apiMessageOr =
  (text: string) =>
  (error: Error): string =>
    error instanceof ApiError ? error.message : text;

type SuccessToast = string | { title: string; description?: string };

/**
 * A failure toast: a string is its text under `failureTitle`; an object names its own title (when
 * the title depends on the error, as a refused discount code's reason does).
 */
type FailureToast = string | { title: string; description?: string };

/** Tells how far the request has got, 0 to 1 (an upload's bytes sent). */
export type ReportProgress = (fraction: number) => void;

export type ApiMutationOptions<V, R> = {
  /** The success toast; none when absent or null (the page shows the outcome itself). */
  success?: (variables: V, result: R) => SuccessToast | null;
  /**
   * The failure toast's text, or how to pick it from the error; no toast when absent, or when the
   * function answers null (an error the page shows in its own way, such as a rate limit's notice).
   */
  failure?: string | ((error: Error, variables: V) => FailureToast | null);
  /** The failure toast's title: 'Error' (SPEC §8) unless the page names what did not happen. */
  failureTitle?: string;
  /** The queries the write makes stale, invalidated after it succeeds. */
  invalidate: readonly QueryKey[];
  /** Invalidate after a failure too (a refused write may still mean the data moved on). */
  invalidateOnError?: boolean;
  /** Stay pending until the stale queries are fetched again. */
  awaitInvalidation?: boolean;
  /** Runs after the toast, once the invalidation has started. */
  onSuccess?: (result: R, variables: V) => void;
  /** Hands the error back (for example to mark a form field), after the toast. */
  onError?: (error: Error, variables: V) => void;
  /** Names the write, for `useIsMutating` to count those in flight (uploads one after another). */
  mutationKey?: QueryKey;
};

/**
 * The options `useMutation` gets from `useApiMutation`: the request, then the toasts, then the
 * cache. Apart from the hook so a test can run them through React Query's own observer.
 */
export function apiMutationOptions<V, R>(
  queryClient: QueryClient,
  mutationFn: (variables: V, progress: ReportProgress) => Promise<R>,
  options: ApiMutationOptions<V, R>,
  showProgress: (fraction: number | null) => void = () => undefined,
): MutationOptions<R, Error, V> {
  const invalidate = () =>
    Promise.all(options.invalidate.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
  const settle = () => {
    const done = invalidate();
    return options.awaitInvalidation ? done : undefined;
  };
  return {
    mutationKey: options.mutationKey,
    // Writes fail at once when the browser says it is offline, as a plain request does: paused
    // (React Query's default), a tap would show a spinner with no end and no word of why.
    networkMode: 'always',
    mutationFn: (variables) => {
      // A request starts with no fraction shown (setting a state already null costs no render).
      // The hook hides the fraction once the write has settled, in the same render as the
      // outcome: clearing it here would show an empty moment before the caller's callbacks run.
      showProgress(null);
      return mutationFn(variables, showProgress);
    },
    onSuccess: (result, variables) => {
      const shown = options.success?.(variables, result);
      if (typeof shown === 'string') toast.success(shown);
      else if (shown) toast.success(shown.title, { description: shown.description });
      const done = settle();
      options.onSuccess?.(result, variables);
      return done;
    },
    onError: (error, variables) => {
      const { failure } = options;
      const shown = typeof failure === 'function' ? failure(error, variables) : failure;
      if (typeof shown === 'string')
        toast.error(options.failureTitle ?? 'Error', { description: shown });
      else if (shown) toast.error(shown.title, { description: shown.description });
      options.onError?.(error, variables);
      return options.invalidateOnError ? settle() : undefined;
    },
  };
}

/**
 * The one way the web app writes: the request, then the spec's toasts, then the
 * cache. Every write of every feature goes through here, uploads too, so the texts and cache
 * rules are all read in one form. `progress` is what the request last reported (0 to 1), null
 * when it reports none or has settled: fetch tells nothing of an upload's bytes, so an upload
 * that shows a bar reports it from its XMLHttpRequest.
 */
export function useApiMutation<V, R = unknown>(
  mutationFn: (variables: V, progress: ReportProgress) => Promise<R>,
  options: ApiMutationOptions<V, R>,
) {
  const [progress, setProgress] = useState<number | null>(null);
  const mutation = useMutation(
    apiMutationOptions(useQueryClient(), mutationFn, options, setProgress),
  );
  return { ...mutation, progress: mutation.isPending ? progress : null };
}
