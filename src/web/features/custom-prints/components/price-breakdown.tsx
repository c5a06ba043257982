import type { PriceBreakdown as Breakdown } from '#core/custom-prints/price-print';
import { formatMoney } from '#core/money';

/** The formula, line by line, exactly as the server computed it. */
export function PriceBreakdown({
  breakdown,
  pending,
}: {
  breakdown: Breakdown;
  pending?: boolean;
}) {
  const rows: [string, string][] = [
    [
      `Material (${breakdown.gramsPerUnit.toFixed(1)} g)`,
      formatMoney(breakdown.materialCentsPerUnit),
    ],
    [
      `Print time (${breakdown.printHoursPerUnit.toFixed(1)} h)`,
      formatMoney(breakdown.machineCentsPerUnit),
    ],
    ['Setup', formatMoney(breakdown.setupFeeCents)],
  ];
  return (
    <section
      aria-label="Price breakdown"
      aria-busy={pending}
      className={pending ? 'opacity-60' : undefined}
    >
      <dl className="grid grid-cols-[1fr_auto] gap-x-4 gap-y-1 text-sm">
        {rows.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="text-muted-foreground">{label}</dt>
            <dd className="text-right tabular-nums">{value}</dd>
          </div>
        ))}
        <dt className="text-muted-foreground">Per piece</dt>
        <dd className="text-right tabular-nums">{formatMoney(breakdown.unitCents)}</dd>
        <dt className="text-muted-foreground">× {breakdown.quantity}</dt>
        <dd className="text-right tabular-nums">{formatMoney(breakdown.subtotalCents)}</dd>
        {breakdown.minimumApplied && (
          <>
            <dt className="text-muted-foreground">Minimum order</dt>
            <dd className="text-right tabular-nums">{formatMoney(breakdown.minimumPriceCents)}</dd>
          </>
        )}
        <div className="col-span-2 mt-2 flex items-baseline justify-between border-t pt-2">
          <dt className="font-semibold">Total</dt>
          <dd className="text-lg font-semibold tabular-nums" data-testid="custom-print-total">
            {formatMoney(breakdown.totalCents)}
          </dd>
        </div>
      </dl>
    </section>
  );
}
