import { useQueries } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { z } from 'zod';
import { MAX_BULK_ORDERS } from '#core/orders/order-admin-input';
import { orderSchema } from '#core/orders/order-responses';
import { apiFetch } from '../../../lib/api-client';
import { storeName } from '../../../lib/site-config';
import { RequireAdmin } from '../../auth/components/route-guards';
import {
  OrderDocumentSheet,
  PRINT_VIEW_CLASS,
  PrintButton,
} from '../components/order-document-view';

/** ?ids=a,b,c: the orders chosen on the list, at most as many as a bulk change takes. */
const idsSchema = z.array(z.uuid()).min(1).max(MAX_BULK_ORDERS);

function PackingSlips({ ids }: { ids: string[] }) {
  // The same cache entries as each order's own page (['admin', 'order', id]).
  const queries = useQueries({
    queries: ids.map((id) => ({
      queryKey: ['admin', 'order', id],
      queryFn: () => apiFetch(`/api/admin/orders/${id}`, orderSchema),
    })),
  });
  const pending = queries.some((q) => q.isPending);
  const missing = queries.filter((q) => q.isError).length;
  useEffect(() => {
    document.title = `Packing slips (${ids.length}) · ${storeName()}`;
  }, [ids.length]);
  if (pending)
    return (
      <main className="mx-auto max-w-3xl p-8" aria-busy="true">
        <p role="status">Loading {ids.length} orders…</p>
      </main>
    );
  return (
    <main className={PRINT_VIEW_CLASS}>
      <PrintButton />
      {missing > 0 && (
        <p role="alert" className="mb-6 print:hidden">
          {missing} of the {ids.length} orders could not be loaded and are left out.
        </p>
      )}
      {queries.map((q, index) =>
        q.data ? (
          <OrderDocumentSheet
            key={ids[index]}
            order={q.data}
            kind="packing-slip"
            className="mb-12 break-after-page border-b border-neutral-300 pb-12 last:mb-0 last:border-0 last:pb-0 print:mb-0 print:border-0 print:pb-0"
          />
        ) : null,
      )}
    </main>
  );
}

/** /admin/orders/packing-slips?ids=…: the packing slips of several orders as one print view. */
export default function PackingSlipsPage() {
  const [params] = useSearchParams();
  const ids = idsSchema.safeParse((params.get('ids') ?? '').split(',').filter(Boolean));
  return (
    <RequireAdmin>
      {ids.success ? (
        <PackingSlips ids={[...new Set(ids.data)]} />
      ) : (
        <main className="mx-auto max-w-3xl p-8">
          <h1 className="mb-2 text-xl font-semibold">Packing slips</h1>
          <p role="alert">Choose between 1 and {MAX_BULK_ORDERS} orders on the order list.</p>
        </main>
      )}
    </RequireAdmin>
  );
}
