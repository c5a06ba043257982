import { Download } from 'lucide-react';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { QUOTE_STATUS_LABELS, type AdminQuoteView } from '#core/custom-prints/custom-print-views';
import { QUOTE_STATUSES } from '#core/custom-prints/print-constants';
import { adminQuotesQuerySchema } from '#core/lists/admin-list-queries';
import { pageCount } from '#core/lists/list-query';
import { formatMoney } from '#core/money';
import { Button } from '../../../components/ui/button';
import { useAuth } from '../../auth/auth-context';
import { useDecideQuote } from '../api/decide-quote';
import { usePrintOptions } from '../api/get-print-options';
import { useAdminQuotes } from '../api/list-admin-quotes';
import { downloadModel } from '../download-model';
import { ModelFigures } from '../components/model-figures';
import { OwnerPriceBreakdown } from '../components/price-breakdown';
import { QuoteDecisionForm } from '../components/quote-decision-form';
import { StoredModelPreview } from '../components/stored-model-preview';

function QuoteDetail({ quote }: { quote: AdminQuoteView }) {
  const { session } = useAuth();
  const options = usePrintOptions();
  const decide = useDecideQuote(quote.id);
  return (
    <div className="flex flex-col gap-4">
      <StoredModelPreview
        modelId={quote.model.id}
        name={quote.model.originalName}
        sizeMm={quote.model.sizeMm}
        colour={quote.colour}
        buildVolumeMm={options.data?.printerBedMm ?? { x: 250, y: 210, z: 210 }}
      />
      <Button
        variant="outline"
        onClick={() => downloadModel(quote.model, session?.access_token ?? null)}
      >
        <Download aria-hidden="true" /> Download the file
      </Button>
      <ModelFigures model={quote.model} />
      {quote.model.warnings.map((w) => (
        <p
          key={w.code}
          className="rounded-md border border-amber-500/50 bg-amber-500/10 px-3 py-2 text-sm"
        >
          {w.message}
        </p>
      ))}
      <p className="text-sm">
        {quote.materialName}, {quote.colour}, {quote.quality}, {quote.infillPercent}% infill,{' '}
        {quote.quantity} ×
      </p>
      {quote.customerNote && <p className="text-sm">Customer's note: {quote.customerNote}</p>}
      {quote.slice.error && (
        <p className="rounded-md border border-amber-500/50 bg-amber-500/10 px-3 py-2 text-sm">
          Sent to review by the slicer: {quote.slice.error}
        </p>
      )}
      <OwnerPriceBreakdown breakdown={quote.breakdown} />
      {quote.status !== 'ordered' && quote.status !== 'priced' ? (
        <QuoteDecisionForm
          key={quote.id}
          formulaPriceCents={quote.formulaPriceCents}
          busy={decide.isPending}
          onDecide={(d) => decide.mutate(d)}
        />
      ) : (
        <p className="text-sm text-muted-foreground">
          {quote.status === 'ordered'
            ? 'Ordered: no further decision.'
            : 'Not requested for review.'}
        </p>
      )}
    </div>
  );
}

/**
 * Admin 'Quotes': custom print requests with the preview, the figures and the formula's price.
 * Status, search and page live in the address bar; no status means 'waiting for
 * review', `status=all` every request.
 */
export default function AdminQuotesPage() {
  const [params, setParams] = useSearchParams();
  const parsed = adminQuotesQuerySchema.safeParse({
    ...Object.fromEntries(params),
    status: undefined,
  });
  const query = parsed.success ? parsed.data : adminQuotesQuerySchema.parse({});
  const status = params.get('status') ?? 'requested';
  const apiParams = new URLSearchParams();
  if (status !== 'all') apiParams.set('status', status);
  if (query.q) apiParams.set('q', query.q);
  if (query.page > 1) apiParams.set('page', String(query.page));
  const [search, setSearch] = useState(query.q ?? '');
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const quotes = useAdminQuotes(apiParams.toString());
  const items = quotes.data?.items;
  const selected = items?.find((q) => q.id === selectedId) ?? null;
  const update = (changes: Record<string, string>, replace = false) => {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries(changes)) {
      if (value) next.set(key, value);
      else next.delete(key);
    }
    if (!('page' in changes)) next.delete('page');
    setParams(next, { replace });
  };
  const pages = quotes.data ? pageCount(quotes.data.total, quotes.data.pageSize) : 1;
  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <h1 className="text-2xl font-bold">Quotes</h1>
        <form
          role="search"
          className="flex min-w-0 items-center gap-2"
          onSubmit={(event) => {
            event.preventDefault();
            update({ q: search.trim() });
          }}
        >
          <input
            type="search"
            aria-label="Search quotes"
            placeholder="Customer e-mail or file name"
            maxLength={100}
            value={search}
            onChange={(event) => setSearch(event.target.value)}
            className="h-9 w-full min-w-0 rounded-md border border-input bg-background px-2 text-sm sm:w-56"
          />
          <Button type="submit" variant="outline" size="sm">
            Search
          </Button>
        </form>
        <label className="flex items-center gap-2 text-sm">
          Status
          <select
            className="h-9 rounded-md border border-input bg-background px-2"
            value={status}
            onChange={(event) =>
              update({ status: event.target.value === 'requested' ? '' : event.target.value }, true)
            }
          >
            <option value="all">All requests</option>
            {QUOTE_STATUSES.filter((s) => s !== 'priced').map((s) => (
              <option key={s} value={s}>
                {QUOTE_STATUS_LABELS[s]}
              </option>
            ))}
          </select>
        </label>
      </div>
      {quotes.isError && <p role="alert">Failed to fetch quotes</p>}
      {items?.length === 0 && <p className="text-muted-foreground">No quotes found</p>}
      <div className="grid gap-6 lg:grid-cols-[2fr_3fr]">
        <ul className="flex flex-col gap-2">
          {items?.map((q) => (
            <li key={q.id}>
              <button
                type="button"
                onClick={() => setSelectedId(q.id)}
                aria-pressed={q.id === selectedId}
                className="w-full rounded-lg border p-3 text-left hover:bg-accent aria-pressed:border-primary"
              >
                <span className="block font-medium">{q.model.originalName}</span>
                <span className="block text-sm text-muted-foreground">
                  {q.customerEmail ?? 'Guest'} · {QUOTE_STATUS_LABELS[q.status]} ·{' '}
                  {formatMoney(q.priceCents)}
                </span>
              </button>
            </li>
          ))}
        </ul>
        {selected ? (
          <QuoteDetail quote={selected} />
        ) : items?.length ? (
          <p className="text-muted-foreground">Choose a quote to review it.</p>
        ) : null}
      </div>
      {quotes.data && (
        <nav aria-label="Pages" className="flex flex-wrap items-center gap-2 text-sm">
          <span role="status">
            {quotes.data.total} {quotes.data.total === 1 ? 'quote' : 'quotes'} · Page{' '}
            {Math.min(query.page, pages)} of {pages}
          </span>
          <Button
            variant="outline"
            size="sm"
            disabled={query.page <= 1}
            onClick={() => update({ page: String(query.page - 1) })}
          >
            Previous
          </Button>
          <Button
            variant="outline"
            size="sm"
            disabled={query.page >= pages}
            onClick={() => update({ page: String(query.page + 1) })}
          >
            Next
          </Button>
        </nav>
      )}
    </div>
  );
}
