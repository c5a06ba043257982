import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PrintOptions } from '#core/custom-prints/print-schemas';
import { apiFetch } from '../../../lib/api-client';

// The answers' schemas load only where they are checked (development), never on a public page.
const responses = () => import('#core/custom-prints/custom-print-responses');
const quote = () => responses().then((m) => m.quoteResponseSchema);

export type PriceRequest = PrintOptions & { modelId: string };

export const usePrintOptions = () =>
  useQuery({
    queryKey: ['custom-prints', 'options'],
    queryFn: () =>
      apiFetch('/api/custom-prints/options', () =>
        responses().then((m) => m.printOptionsViewSchema),
      ),
  });

/** The live price for the current choices, computed by the server from the stored model. */
export const useEstimate = (request: PriceRequest | null) =>
  useQuery({
    queryKey: ['custom-prints', 'estimate', request],
    queryFn: () =>
      apiFetch(
        '/api/custom-prints/estimate',
        () => responses().then((m) => m.estimateResponseSchema),
        {
          method: 'POST',
          body: request,
        },
      ),
    enabled: request !== null,
    placeholderData: keepPreviousData,
    retry: false,
  });

export const createQuote = (request: PriceRequest) =>
  apiFetch('/api/custom-prints/quotes', quote, {
    method: 'POST',
    body: request,
  }).then((r) => r.quote);

export function useRequestQuote() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ quoteId, note }: { quoteId: string; note: string }) =>
      apiFetch(`/api/custom-prints/quotes/${quoteId}/request`, quote, {
        method: 'POST',
        body: { note },
      }).then((r) => r.quote),
    onSuccess: () => client.invalidateQueries({ queryKey: ['custom-prints', 'my-quotes'] }),
  });
}

export const useMyQuotes = (enabled = true) =>
  useQuery({
    queryKey: ['custom-prints', 'my-quotes'],
    queryFn: () =>
      apiFetch('/api/custom-prints/quotes', () =>
        responses().then((m) => m.quoteListResponseSchema),
      ).then((r) => r.quotes),
    enabled,
  });

/** One page of the owner's quote list; `apiQuery` carries page, status, search and order. */
export const useAdminQuotes = (apiQuery: string) =>
  useQuery({
    queryKey: ['custom-prints', 'admin-quotes', apiQuery],
    queryFn: () =>
      apiFetch(`/api/admin/custom-prints/quotes${apiQuery ? `?${apiQuery}` : ''}`, () =>
        import('#core/lists/list-responses').then((m) => m.adminQuotesPageSchema),
      ),
  });

/** The stored file, for the owner's preview (and the customer's own). */
export async function fetchModelFile(modelId: string, token: string | null): Promise<ArrayBuffer> {
  const response = await fetch(`/api/custom-prints/models/${modelId}/file`, {
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  if (!response.ok) throw new Error('The model file could not be loaded.');
  return response.arrayBuffer();
}
