import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PriceBreakdown } from '../../../../core/custom-prints/price-print';
import type {
  AdminQuoteView,
  PrintOptionsView,
  QuoteView,
} from '../../../../core/custom-prints/custom-print-views';
import type { PrintOptions } from '../../../../core/custom-prints/print-schemas';
import type { Page } from '../../../../core/lists/list-query';
import { apiFetch } from '../../../lib/api-client';

export type PriceRequest = PrintOptions & { modelId: string };

export const usePrintOptions = () =>
  useQuery({
    queryKey: ['custom-prints', 'options'],
    queryFn: () => apiFetch<PrintOptionsView>('/api/custom-prints/options'),
  });

/** The live price for the current choices, computed by the server from the stored model. */
export const useEstimate = (request: PriceRequest | null) =>
  useQuery({
    queryKey: ['custom-prints', 'estimate', request],
    queryFn: () =>
      apiFetch<{ breakdown: PriceBreakdown }>('/api/custom-prints/estimate', {
        method: 'POST',
        body: request,
      }),
    enabled: request !== null,
    placeholderData: keepPreviousData,
    retry: false,
  });

export const createQuote = (request: PriceRequest) =>
  apiFetch<{ quote: QuoteView }>('/api/custom-prints/quotes', {
    method: 'POST',
    body: request,
  }).then((r) => r.quote);

export function useRequestQuote() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ quoteId, note }: { quoteId: string; note: string }) =>
      apiFetch<{ quote: QuoteView }>(`/api/custom-prints/quotes/${quoteId}/request`, {
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
      apiFetch<{ quotes: QuoteView[] }>('/api/custom-prints/quotes').then((r) => r.quotes),
    enabled,
  });

/** One page of the owner's quote list; `apiQuery` carries page, status, search and order. */
export const useAdminQuotes = (apiQuery: string) =>
  useQuery({
    queryKey: ['custom-prints', 'admin-quotes', apiQuery],
    queryFn: () =>
      apiFetch<Page<AdminQuoteView>>(`/api/admin/custom-prints/quotes${apiQuery ? `?${apiQuery}` : ''}`),
  });

/** The stored file, for the owner's preview (and the customer's own). */
export async function fetchModelFile(modelId: string, token: string | null): Promise<ArrayBuffer> {
  const response = await fetch(`/api/custom-prints/models/${modelId}/file`, {
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  if (!response.ok) throw new Error('The model file could not be loaded.');
  return response.arrayBuffer();
}
