import { Link } from 'react-router';
import {
  QUOTE_STATUS_LABELS,
  type CustomerQuoteView,
} from '#core/custom-prints/custom-print-views';
import { ORDERABLE_QUOTE_STATUSES } from '#core/custom-prints/print-constants';
import { priceChangeNote } from '#core/custom-prints/breakdown-lines';
import { formatMoney } from '#core/money';
import { Button } from '../../../components/ui/button';
import { useMyQuotes } from '../api/list-my-quotes';
import { formatSize } from '../format-figures';
import { PriceBreakdown } from './price-breakdown';
import { useAddQuoteToCart } from '../use-add-quote-to-cart';

const STATUS_STYLE: Record<CustomerQuoteView['status'], string> = {
  priced: 'bg-muted text-muted-foreground',
  requested: 'bg-amber-500/15 text-amber-800 dark:text-amber-300',
  approved: 'bg-emerald-500/15 text-emerald-800 dark:text-emerald-300',
  adjusted: 'bg-sky-500/15 text-sky-800 dark:text-sky-300',
  rejected: 'bg-destructive/15 text-destructive',
  ordered: 'bg-primary/15 text-primary',
};

function QuoteCard({ quote }: { quote: CustomerQuoteView }) {
  const addToCart = useAddQuoteToCart();
  const orderable = ORDERABLE_QUOTE_STATUSES.includes(quote.status) && quote.status !== 'priced';
  const note = priceChangeNote(quote.priceCents, quote.formulaPriceCents);
  return (
    <li className="rounded-lg border bg-card p-4" data-testid="my-quote">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div>
          <h3 className="font-semibold">{quote.model.originalName}</h3>
          <p className="text-sm text-muted-foreground">
            {quote.materialName}, {quote.colour}, {quote.infillPercent}% infill, {quote.quantity} ×
            · {formatSize(quote.model.sizeMm)}
          </p>
        </div>
        <span
          className={`rounded-full px-2.5 py-0.5 text-xs font-medium ${STATUS_STYLE[quote.status]}`}
        >
          {QUOTE_STATUS_LABELS[quote.status]}
        </span>
      </div>
      {quote.customerNote && <p className="mt-2 text-sm">Your note: {quote.customerNote}</p>}
      {quote.adminNote && <p className="mt-1 text-sm">From the shop: {quote.adminNote}</p>}
      <div className="mt-3 flex flex-wrap items-center justify-between gap-2">
        <p className="text-lg font-semibold tabular-nums" data-testid="my-quote-price">
          {formatMoney(quote.priceCents)}
        </p>
        {orderable && <Button onClick={() => addToCart(quote)}>Add to cart</Button>}
      </div>
      {note && (
        <p className="mt-1 text-sm text-muted-foreground" data-testid="my-quote-price-note">
          {note}
        </p>
      )}
      <details className="mt-2">
        <summary className="cursor-pointer text-sm">Price breakdown</summary>
        <div className="mt-2">
          <PriceBreakdown
            price={quote.price}
            materialName={quote.materialName}
            sliceStatus={quote.sliceStatus}
          />
        </div>
      </details>
    </li>
  );
}

/** The customer's quote requests and their states; the orders page renders it too. */
export function MyQuotesSection() {
  const quotes = useMyQuotes();
  return (
    <section aria-labelledby="my-quotes-heading" className="flex flex-col gap-4">
      <h2 id="my-quotes-heading" className="text-xl font-semibold">
        Custom print quotes
      </h2>
      {quotes.isPending && <p className="text-sm text-muted-foreground">Loading your quotes…</p>}
      {quotes.isError && <p role="alert">Your quotes could not be loaded.</p>}
      {quotes.data?.length === 0 && (
        <p className="text-sm text-muted-foreground">
          No quote requests yet.{' '}
          <Link to="/custom" className="text-primary underline underline-offset-4">
            Upload a model
          </Link>{' '}
          to get a price.
        </p>
      )}
      {quotes.data && quotes.data.length > 0 && (
        <ul className="flex flex-col gap-3">
          {quotes.data.map((quote) => (
            <QuoteCard key={quote.id} quote={quote} />
          ))}
        </ul>
      )}
    </section>
  );
}
