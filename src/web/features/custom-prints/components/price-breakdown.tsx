import { breakdownLines } from '#core/custom-prints/breakdown-lines';
import type { CustomerPriceView } from '#core/custom-prints/custom-print-views';
import type { PriceBreakdown as Breakdown } from '#core/custom-prints/price-print';
import type { SliceStatus } from '#core/custom-prints/print-constants';
import { formatMoney } from '#core/money';

/** "Estimate" until the slicer has measured the model, then "Sliced price" (announced politely). */
function stageText(
  breakdown: Pick<Breakdown, 'source'>,
  sliceStatus: SliceStatus | null | undefined,
): string {
  if (breakdown.source === 'sliced') return 'Sliced price: measured by our slicer';
  if (sliceStatus === 'queued') return 'Estimate: our slicer is measuring your model';
  return 'Estimate';
}

type Line = { label: string; cents: number; kind: 'piece' | 'job' | 'discount' };

function PriceLines({ lines }: { lines: Line[] }) {
  return lines.map((line) => (
    <div key={line.label} className="contents" data-testid="price-part">
      <dt className={line.kind === 'piece' ? 'pl-3 text-muted-foreground' : undefined}>
        {line.label}
      </dt>
      <dd className="text-right tabular-nums">
        {line.cents < 0 ? `−${formatMoney(-line.cents)}` : formatMoney(line.cents)}
      </dd>
    </div>
  ));
}

function StageBadge({ breakdown, stage }: { breakdown: Pick<Breakdown, 'source'>; stage: string }) {
  return (
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
  );
}

const leadTime = (days: number) =>
  days > 0 ? `Ships in about ${days} working ${days === 1 ? 'day' : 'days'}. ` : '';

/**
 * The price as the customer reads it (decision 173): the job's parts, the print's price, the
 * start-up cost checkout adds and their sum, as the server's answer carries them (computed with
 * core's `customerPriceLines`). The shop's own costs are never in the customer's answers.
 */
export function PriceBreakdown({
  price,
  materialName,
  pending,
  sliceStatus,
}: {
  price: CustomerPriceView;
  /** The print's material, which names its start-up cost (charged once per material). */
  materialName: string;
  pending?: boolean;
  sliceStatus?: SliceStatus | null;
}) {
  return (
    <section
      aria-label="Price breakdown"
      aria-busy={pending}
      className={pending ? 'opacity-60' : undefined}
    >
      <StageBadge breakdown={price} stage={stageText(price, sliceStatus)} />
      <dl className="grid grid-cols-[1fr_auto] gap-x-4 gap-y-1 text-sm">
        <PriceLines lines={price.lines} />
        <div className="contents">
          <dt className="mt-2 border-t pt-2">Print</dt>
          <dd
            className="mt-2 border-t pt-2 text-right tabular-nums"
            data-testid="custom-print-price"
          >
            {formatMoney(price.printCents)}
          </dd>
        </div>
        {price.startupLabel && (
          <div className="contents" data-testid="custom-print-startup">
            <dt>{price.startupLabel}</dt>
            <dd className="text-right tabular-nums">{formatMoney(price.startupCents)}</dd>
          </div>
        )}
        <div className="col-span-2 mt-2 flex items-baseline justify-between border-t pt-2">
          <dt className="font-semibold">Total at checkout</dt>
          <dd className="text-lg font-semibold tabular-nums" data-testid="custom-print-total">
            {formatMoney(price.totalCents)}
          </dd>
        </div>
      </dl>
      <p className="mt-2 text-xs text-muted-foreground">
        {leadTime(price.leadTimeDays)}
        {price.startupCents > 0 &&
          `The start-up cost is charged once per material in an order: another ${materialName} print in the same order adds none. `}
        Shipping is chosen and added at checkout.
      </p>
    </section>
  );
}

/**
 * The owner's view of a quote's price (Admin → Quotes): every part, the shop's own costs and the
 * minimum included, exactly as the server computed them (decision 124).
 */
export function OwnerPriceBreakdown({ breakdown }: { breakdown: Breakdown }) {
  return (
    <section aria-label="Price breakdown">
      <StageBadge breakdown={breakdown} stage={stageText(breakdown, null)} />
      <dl className="grid grid-cols-[1fr_auto] gap-x-4 gap-y-1 text-sm">
        <PriceLines lines={breakdownLines(breakdown)} />
        <div className="col-span-2 mt-2 flex items-baseline justify-between border-t pt-2">
          <dt className="font-semibold">Total</dt>
          <dd className="text-lg font-semibold tabular-nums" data-testid="custom-print-total">
            {formatMoney(breakdown.totalCents)}
          </dd>
        </div>
      </dl>
      <p className="mt-2 text-xs text-muted-foreground">
        {leadTime(breakdown.leadTimeDays)}
        {breakdown.startupCentsPerMaterial > 0 &&
          `Checkout adds a start-up cost of ${formatMoney(breakdown.startupCentsPerMaterial)} once per material in the order.`}
      </p>
    </section>
  );
}
