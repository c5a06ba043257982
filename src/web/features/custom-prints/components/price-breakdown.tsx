import { breakdownLines } from '#core/custom-prints/breakdown-lines';
import type { PriceBreakdown as Breakdown } from '#core/custom-prints/price-print';
import type { SliceStatus } from '#core/custom-prints/print-constants';
import { formatMoney } from '#core/money';

/** "Estimate" until the slicer has measured the model, then "Sliced price" (announced politely). */
function stageText(breakdown: Breakdown, sliceStatus: SliceStatus | null | undefined): string {
  if (breakdown.source === 'sliced') return 'Sliced price: measured by our slicer';
  if (sliceStatus === 'queued') return 'Estimate: our slicer is measuring your model';
  return 'Estimate';
}

/** The price's named parts, exactly as the server computed them (decision 124). */
export function PriceBreakdown({
  breakdown,
  pending,
  sliceStatus,
}: {
  breakdown: Breakdown;
  pending?: boolean;
  sliceStatus?: SliceStatus | null;
}) {
  const stage = stageText(breakdown, sliceStatus);
  return (
    <section
      aria-label="Price breakdown"
      aria-busy={pending}
      className={pending ? 'opacity-60' : undefined}
    >
      <p aria-live="polite" className="mb-2 text-sm">
        <span
          data-testid="price-stage"
          className={`rounded-full px-2.5 py-0.5 text-xs font-medium ${
            breakdown.source === 'sliced'
              ? 'bg-emerald-500/15 text-emerald-800 dark:text-emerald-300'
              : 'bg-muted text-muted-foreground'
          }`}
        >
          {stage}
        </span>
      </p>
      <dl className="grid grid-cols-[1fr_auto] gap-x-4 gap-y-1 text-sm">
        {breakdownLines(breakdown).map((line) => (
          <div key={line.label} className="contents" data-testid="price-part">
            <dt className={line.kind === 'piece' ? 'pl-3 text-muted-foreground' : undefined}>
              {line.label}
            </dt>
            <dd className="text-right tabular-nums">
              {line.cents < 0 ? `−${formatMoney(-line.cents)}` : formatMoney(line.cents)}
            </dd>
          </div>
        ))}
        <div className="col-span-2 mt-2 flex items-baseline justify-between border-t pt-2">
          <dt className="font-semibold">Total</dt>
          <dd className="text-lg font-semibold tabular-nums" data-testid="custom-print-total">
            {formatMoney(breakdown.totalCents)}
          </dd>
        </div>
      </dl>
      <p className="mt-2 text-xs text-muted-foreground">
        {breakdown.leadTimeDays > 0 &&
          `Ships in about ${breakdown.leadTimeDays} working ${breakdown.leadTimeDays === 1 ? 'day' : 'days'}. `}
        {breakdown.startupCentsPerMaterial > 0 &&
          `Checkout adds a start-up cost of ${formatMoney(breakdown.startupCentsPerMaterial)} once per material in your order, however many prints use it.`}
      </p>
    </section>
  );
}
