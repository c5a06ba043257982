import { useId, useState } from 'react';
import { RUSH_LEVELS } from '#core/custom-prints/print-constants';
import { pricingConstantsSchema, type PricingConstants } from '#core/custom-prints/print-schemas';
import { fromCents, toCents } from '#core/money';
import { Button } from '../../../components/ui/button';
import {
  QuantityBreakFields,
  RushLevelFields,
  type BreakDraft,
  type RushDraft,
} from './pricing-tiers-fields';
import { LabelledInput } from './labelled-input';

const MONEY = {
  machineRate: ['machineRateCentsPerHour', 'Machine rate (USD per hour)'],
  preparation: ['preparationCentsPerModel', 'Preparation (USD once per model)'],
  startup: ['startupCentsPerMaterial', 'Start-up (USD once per material per order)'],
  minimumPrice: ['minimumPriceCents', 'Minimum price (USD per quote)'],
  customQuoteAbove: ['customQuoteAboveCents', 'Custom quote above (USD, 0 = never)'],
} as const;
const NUMBERS = {
  power: ['printerPowerWatts', 'Printer power (W)'],
  electricity: ['electricityCentsPerKwh', 'Electricity (cents per kWh)'],
  markup: ['markupPercent', 'Markup (%)'],
  customQuoteQuantity: ['customQuoteAboveQuantity', 'Custom quote above (copies, 0 = never)'],
  shell: ['shellThicknessMm', 'Shell thickness (mm)'],
  fdm: ['fdmThroughputMm3PerHour', 'FDM throughput (mm³ per hour)'],
  resin: ['resinHeightMmPerHour', 'Resin build speed (mm height per hour)'],
} as const;
// No build volume here: the printer profile's bed decides what fits (Slicing, below; decision 126).
type Key = keyof typeof MONEY | keyof typeof NUMBERS;

const entries = <T extends object>(o: T) => Object.entries(o) as [keyof T, T[keyof T]][];

function toDraft(c: PricingConstants) {
  const fields = {} as Record<Key, string>;
  for (const [k, [name]] of entries(MONEY)) fields[k] = fromCents(c[name]);
  for (const [k, [name]] of entries(NUMBERS)) fields[k] = String(c[name]);
  const breaks: BreakDraft[] = c.quantityBreaks.map((b) => ({
    minQuantity: String(b.minQuantity),
    discountPercent: String(b.discountPercent),
  }));
  const rush = Object.fromEntries(
    RUSH_LEVELS.map((level) => {
      const r = c.rushLevels[level];
      const draft = {
        surchargePercent: String(r.surchargePercent),
        leadTimeDays: String(r.leadTimeDays),
        enabled: r.enabled,
      };
      return [level, draft];
    }),
  ) as RushDraft;
  return { fields, breaks, rush, estimateOrderable: c.estimateOrderable };
}

/** The formula's constants, in the units an owner thinks in (dollars, %, mm); decision 124. */
export function PricingConstantsForm(props: {
  constants: PricingConstants;
  busy: boolean;
  onSave(constants: PricingConstants): void;
}) {
  const [draft, setDraft] = useState(() => toDraft(props.constants));
  const [error, setError] = useState<string | null>(null);
  const id = useId();
  const submit = () => {
    const money: Partial<Record<string, number>> = {};
    try {
      for (const [k, [name]] of entries(MONEY)) money[name] = toCents(draft.fields[k]);
    } catch {
      return setError('Enter amounts in dollars, e.g. 3.00.');
    }
    const numbers = Object.fromEntries(
      entries(NUMBERS).map(([k, [name]]) => [name, Number(draft.fields[k])]),
    );
    const parsed = pricingConstantsSchema.safeParse({
      ...money,
      ...numbers,
      quantityBreaks: draft.breaks.map((b) => ({
        minQuantity: Number(b.minQuantity),
        discountPercent: Number(b.discountPercent),
      })),
      rushLevels: Object.fromEntries(
        RUSH_LEVELS.map((level) => {
          const r = draft.rush[level];
          const parsedLevel = {
            surchargePercent: Number(r.surchargePercent),
            leadTimeDays: Number(r.leadTimeDays),
            enabled: r.enabled,
          };
          return [level, parsedLevel];
        }),
      ),
      estimateOrderable: draft.estimateOrderable,
    });
    if (!parsed.success)
      return setError(
        parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`)[0] ?? 'Check the form.',
      );
    setError(null);
    props.onSave(parsed.data);
  };
  const labels: [Key, string][] = [
    ...entries(MONEY).map(([k, [, label]]): [Key, string] => [k, label]),
    ...entries(NUMBERS).map(([k, [, label]]): [Key, string] => [k, label]),
  ];
  return (
    <form
      className="grid gap-3 sm:grid-cols-3"
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      {labels.map(([key, label]) => (
        <LabelledInput
          key={key}
          id={`${id}-${key}`}
          label={label}
          inputMode="decimal"
          value={draft.fields[key]}
          onChange={(value) => setDraft({ ...draft, fields: { ...draft.fields, [key]: value } })}
        />
      ))}
      <QuantityBreakFields
        value={draft.breaks}
        onChange={(breaks) => setDraft({ ...draft, breaks })}
      />
      <RushLevelFields value={draft.rush} onChange={(rush) => setDraft({ ...draft, rush })} />
      <label className="flex items-start gap-2 text-sm sm:col-span-3">
        <input
          type="checkbox"
          className="mt-1"
          checked={draft.estimateOrderable}
          onChange={(e) => setDraft({ ...draft, estimateOrderable: e.target.checked })}
        />
        <span>
          Customers may order at the instant estimate while the slicer is still measuring their
          model (off: they wait for the sliced price; without a slicer the estimate is always the
          price).
        </span>
      </label>
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
