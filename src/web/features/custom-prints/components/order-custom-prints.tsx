import { Download } from 'lucide-react';
import { formatMoney } from '#core/money';
import { Button } from '../../../components/ui/button';
import { useAuth } from '../../auth/auth-context';
import { useOrderCustomPrints } from '../api/list-order-custom-prints';
import { downloadModel } from '../download-model';
import { formatSize } from '../format-figures';

/** For the owner's order detail: each custom print of the order with its settings and its file. */
export function OrderCustomPrints({ orderId }: { orderId: string }) {
  const { session } = useAuth();
  const quotes = useOrderCustomPrints(orderId);
  if (!quotes.data || quotes.data.length === 0) return null;
  return (
    <section aria-labelledby="order-custom-prints" className="flex flex-col gap-3">
      <h2 id="order-custom-prints" className="text-lg font-semibold">
        Custom print files
      </h2>
      <ul className="flex flex-col gap-2">
        {quotes.data.map((quote) => (
          <li
            key={quote.id}
            className="flex flex-wrap items-center justify-between gap-3 rounded-lg border p-3 text-sm"
            data-testid="order-custom-print"
          >
            <div>
              <p className="font-medium">{quote.model.originalName}</p>
              <p className="text-muted-foreground">
                {quote.materialName}, {quote.colour}, {quote.quality}, {quote.infillPercent}%
                infill, {quote.quantity} × · {formatSize(quote.model.sizeMm)} ·{' '}
                {formatMoney(quote.priceCents)}
              </p>
              {!quote.model.closed && (
                <p className="text-amber-700 dark:text-amber-300">
                  Not a closed mesh: check before printing.
                </p>
              )}
            </div>
            <Button
              size="sm"
              variant="outline"
              onClick={() => downloadModel(quote.model, session?.access_token ?? null)}
            >
              <Download aria-hidden="true" /> Download {quote.model.originalName}
            </Button>
          </li>
        ))}
      </ul>
    </section>
  );
}
