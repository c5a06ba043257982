import { useId, useState } from 'react';
import { pricingConstantsSchema, type PricingConstants } from '#core/custom-prints/print-schemas';
import { fromCents, toCents } from '#core/money';
import { Button } from '../../../components/ui/button';

const control =
  'h-9 w-full rounded-md border border-input bg-background px-2 text-sm focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring';

type Draft = Record<
  'machineRate' | 'setupFee' | 'minimumPrice' | 'x' | 'y' | 'z' | 'shell' | 'fdm' | 'resin',
  string
>;

const toDraft = (c: PricingConstants): Draft => ({
  machineRate: fromCents(c.machineRateCentsPerHour),
  setupFee: fromCents(c.setupFeeCents),
  minimumPrice: fromCents(c.minimumPriceCents),
  x: String(c.buildVolumeMm.x),
  y: String(c.buildVolumeMm.y),
  z: String(c.buildVolumeMm.z),
  shell: String(c.shellThicknessMm),
  fdm: String(c.fdmThroughputMm3PerHour),
  resin: String(c.resinHeightMmPerHour),
});

const FIELDS: [keyof Draft, string][] = [
  ['machineRate', 'Machine rate (USD per hour)'],
  ['setupFee', 'Setup fee (USD per piece)'],
  ['minimumPrice', 'Minimum price (USD per order line)'],
  ['x', 'Build volume X (mm)'],
  ['y', 'Build volume Y (mm)'],
  ['z', 'Build volume Z (mm)'],
  ['shell', 'Shell thickness (mm)'],
  ['fdm', 'FDM throughput (mm³ per hour)'],
  ['resin', 'Resin build speed (mm height per hour)'],
];

/** The formula's constants, in the units an owner thinks in (dollars, mm). */
export function PricingConstantsForm(props: {
  constants: PricingConstants;
  busy: boolean;
  onSave(constants: PricingConstants): void;
}) {
  const [draft, setDraft] = useState(() => toDraft(props.constants));
  const [error, setError] = useState<string | null>(null);
  const id = useId();
  const submit = () => {
    let money: number[];
    try {
      money = [draft.machineRate, draft.setupFee, draft.minimumPrice].map((v) => toCents(v));
    } catch {
      return setError('Enter amounts in dollars, e.g. 3.00.');
    }
    const parsed = pricingConstantsSchema.safeParse({
      machineRateCentsPerHour: money[0],
      setupFeeCents: money[1],
      minimumPriceCents: money[2],
      buildVolumeMm: { x: Number(draft.x), y: Number(draft.y), z: Number(draft.z) },
      shellThicknessMm: Number(draft.shell),
      fdmThroughputMm3PerHour: Number(draft.fdm),
      resinHeightMmPerHour: Number(draft.resin),
    });
    if (!parsed.success)
      return setError(
        parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`)[0] ?? 'Check the form.',
      );
    setError(null);
    props.onSave(parsed.data);
  };
  return (
    <form
      className="grid gap-3 sm:grid-cols-3"
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      {FIELDS.map(([key, label]) => (
        <div key={key} className="flex flex-col gap-1">
          <label htmlFor={`${id}-${key}`} className="text-xs font-medium">
            {label}
          </label>
          <input
            id={`${id}-${key}`}
            inputMode="decimal"
            className={control}
            value={draft[key]}
            onChange={(e) => setDraft({ ...draft, [key]: e.target.value })}
          />
        </div>
      ))}
      {error && (
        <p role="alert" className="text-sm text-destructive sm:col-span-3">
          {error}
        </p>
      )}
      <div className="sm:col-span-3">
        <Button type="submit" disabled={props.busy}>
          Save formula
        </Button>
      </div>
    </form>
  );
}
