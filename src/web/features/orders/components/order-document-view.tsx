import { PrinterIcon } from 'lucide-react';
import type { OrderView } from '#core/orders/order-responses';
import {
  orderDocument,
  type OrderDocument,
  type OrderDocumentKind,
} from '#core/orders/order-document';
import { Button } from '../../../components/ui/button';
import { useEffect, type ReactNode } from 'react';
import { contactEmail, storeName } from '../../../lib/site-config';

type DocumentLine = OrderDocument['lines'][number];
type Column = { label: string; className: string; cell: (line: DocumentLine) => ReactNode };

/** Each column's heading and cell together: a packing slip has the first three, an invoice all. */
const ITEM_COLUMNS: Column[] = [
  { label: 'Item', className: 'py-2', cell: (line) => line.name },
  { label: 'SKU', className: 'py-2', cell: (line) => line.sku ?? '—' },
  { label: 'Qty', className: 'py-2 text-right', cell: (line) => line.quantity },
];
const PRICE_COLUMNS: Column[] = [
  { label: 'Price', className: 'py-2 text-right', cell: (line) => line.price },
  { label: 'Total', className: 'py-2 text-right', cell: (line) => line.total },
];

/** One order's invoice or packing slip, the paper itself (a print view shows one or several). */
export function OrderDocumentSheet({
  order,
  kind,
  className,
}: {
  order: OrderView;
  kind: OrderDocumentKind;
  className?: string;
}) {
  const doc = orderDocument(order, kind);
  const columns = kind === 'invoice' ? [...ITEM_COLUMNS, ...PRICE_COLUMNS] : ITEM_COLUMNS;
  return (
    <article className={className} aria-label={doc.heading}>
      <header className="mb-8 flex flex-wrap items-start justify-between gap-4">
        <div>
          <p className="text-xl font-bold">{storeName()}</p>
          {contactEmail() ? <p className="text-sm">{contactEmail()}</p> : null}
        </div>
        <div className="text-right">
          <h1 className="text-2xl font-bold">{doc.heading}</h1>
          <p className="text-sm">Order date: {doc.date}</p>
          {doc.payment ? <p className="text-sm">Payment: {doc.payment}</p> : null}
        </div>
      </header>
      <section className="mb-8 grid gap-6 sm:grid-cols-2">
        {doc.addresses.map((address) => (
          <div key={address.title}>
            <h2 className="mb-1 text-sm font-semibold uppercase">{address.title}</h2>
            <address className="text-sm not-italic">
              {address.lines.map((line, index) => (
                <div key={index}>{line}</div>
              ))}
            </address>
          </div>
        ))}
      </section>
      <table className="w-full border-collapse text-sm">
        <thead>
          <tr className="border-b border-black text-left">
            {columns.map((column) => (
              <th key={column.label} scope="col" className={column.className}>
                {column.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {doc.lines.map((line, index) => (
            <tr key={index} className="border-b border-neutral-300">
              {columns.map((column) => (
                <td key={column.label} className={column.className}>
                  {column.cell(line)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
      {doc.totals.length > 0 ? (
        <dl className="mt-6 ml-auto grid max-w-xs grid-cols-2 gap-y-1 text-sm">
          {doc.totals.map((row) => (
            <div key={row.label} className="contents">
              <dt className={row.strong ? 'font-bold' : undefined}>{row.label}</dt>
              <dd className={`text-right ${row.strong ? 'font-bold' : ''}`}>{row.value}</dd>
            </div>
          ))}
        </dl>
      ) : null}
    </article>
  );
}

/** The Print button, left out of the paper. */
export function PrintButton() {
  return (
    <div className="mb-6 flex justify-end print:hidden">
      <Button type="button" onClick={() => window.print()}>
        <PrinterIcon aria-hidden="true" /> Print
      </Button>
    </div>
  );
}

/** The print views' frame: black on white whatever the theme, full width on paper. */
export const PRINT_VIEW_CLASS =
  'mx-auto max-w-3xl bg-white p-8 text-black print:max-w-none print:p-0';

/**
 * An invoice or packing slip as a print view: black on white whatever the theme, the Print
 * button left out of the paper. The store's name and contact e-mail come from Settings.
 */
export function OrderDocumentView({ order, kind }: { order: OrderView; kind: OrderDocumentKind }) {
  const title = orderDocument(order, kind).title;
  useEffect(() => {
    // The document's own title: a saved PDF or a printed header is named for it.
    document.title = `${title} · ${storeName()}`;
  }, [title]);
  return (
    <main className={PRINT_VIEW_CLASS}>
      <PrintButton />
      <OrderDocumentSheet order={order} kind={kind} />
    </main>
  );
}

/** Loading, missing and ready states shared by the customer's and the owner's print pages. */
export function OrderDocumentState({
  query,
  kind,
}: {
  query: { isPending: boolean; isError: boolean; data?: OrderView };
  kind: OrderDocumentKind;
}) {
  if (query.data) return <OrderDocumentView order={query.data} kind={kind} />;
  return (
    <main className="mx-auto max-w-3xl p-8" aria-live="polite" aria-busy={query.isPending}>
      {query.isPending ? <p>Loading the order…</p> : <p role="alert">Order not found.</p>}
    </main>
  );
}
