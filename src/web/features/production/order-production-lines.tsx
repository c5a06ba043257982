import { Check } from 'lucide-react';
import { LINE_PRODUCTION_STATES } from '#core/production/order-production';
import { Skeleton } from '../../components/ui/skeleton';
import { cn } from '../../lib/cn';
import { useMyOrderProduction } from './api/get-my-order-production';
import { lineStateLabel } from './production-labels';

/**
 * The customer's "Print progress" of one order: each printed line and where it stands (queued,
 * printing, printed, checked, shipped) as steps, the current one marked. Nothing shows for an
 * order with nothing printed for it. A state that changes is announced (a polite live region).
 */
export function OrderProductionLines({ orderId }: { orderId: string }) {
  const production = useMyOrderProduction(orderId);
  if (production.isPending)
    return (
      <div role="status">
        <span className="sr-only">Loading the print progress…</span>
        <Skeleton className="h-24 w-full" />
      </div>
    );
  if (production.isError)
    return (
      <p role="alert" className="rounded-md border p-4 text-sm">
        The print progress could not be loaded. Please try again.
      </p>
    );
  const { lines } = production.data;
  if (lines.length === 0) return null;
  return (
    <section
      aria-labelledby="print-progress"
      className="rounded-lg border bg-card p-6 text-card-foreground shadow-sm"
    >
      <h2 id="print-progress" className="text-lg font-semibold">
        Print progress
      </h2>
      <p className="text-sm text-muted-foreground">
        These items are printed for you; this page follows them as they move.
      </p>
      <ul className="mt-4 grid gap-5" aria-live="polite">
        {lines.map((line) => {
          const at = LINE_PRODUCTION_STATES.indexOf(line.state);
          return (
            <li
              key={line.orderItemId}
              data-testid={`line-${line.orderItemId}`}
              className="grid gap-2"
            >
              <p className="flex flex-wrap items-baseline justify-between gap-2">
                <span className="font-medium break-words">
                  {line.name}
                  {line.quantity > 1 && ` × ${line.quantity}`}
                </span>
                <span className="text-sm" data-testid="line-state">
                  {lineStateLabel(line.state)}
                </span>
              </p>
              <ol
                aria-label={`Progress of ${line.name}`}
                className="flex flex-wrap gap-x-4 gap-y-1 text-xs"
              >
                {LINE_PRODUCTION_STATES.map((state, index) => (
                  <li
                    key={state}
                    aria-current={index === at ? 'step' : undefined}
                    className={cn(
                      'flex items-center gap-1',
                      index < at && 'text-foreground',
                      index === at && 'font-semibold text-primary',
                      index > at && 'text-muted-foreground',
                    )}
                  >
                    {index <= at ? (
                      <Check className="size-3.5" aria-hidden="true" />
                    ) : (
                      <span
                        aria-hidden="true"
                        className="inline-block size-3.5 rounded-full border"
                      />
                    )}
                    {lineStateLabel(state)}
                    {index < at && <span className="sr-only"> (done)</span>}
                  </li>
                ))}
              </ol>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
