import { useId } from 'react';
import {
  RUSH_LEVEL_LABELS,
  RUSH_LEVELS,
  type RushLevel,
} from '#core/custom-prints/print-constants';
import { Button } from '../../../components/ui/button';
import { LabelledInput } from './labelled-input';

export type BreakDraft = { minQuantity: string; discountPercent: string };
export type RushDraft = Record<
  RushLevel,
  { surchargePercent: string; leadTimeDays: string; enabled: boolean }
>;

/** Quantity breaks as rows: from this many copies, this much off the pieces. */
export function QuantityBreakFields(props: {
  value: BreakDraft[];
  onChange(next: BreakDraft[]): void;
}) {
  const id = useId();
  const set = (i: number, patch: Partial<BreakDraft>) =>
    props.onChange(props.value.map((row, j) => (j === i ? { ...row, ...patch } : row)));
  return (
    <fieldset className="flex flex-col gap-2 sm:col-span-3">
      <legend className="text-sm font-semibold">Quantity breaks</legend>
      <p className="text-xs text-muted-foreground">
        From a number of copies, the pieces cost this much less. List them from the smallest up; a
        larger quantity never costs less in total than a smaller one.
      </p>
      {props.value.map((row, i) => (
        <div key={i} className="grid grid-cols-[1fr_1fr_auto] items-end gap-2">
          <LabelledInput
            id={`${id}-q${i}`}
            label="From copies"
            inputMode="numeric"
            value={row.minQuantity}
            onChange={(minQuantity) => set(i, { minQuantity })}
          />
          <LabelledInput
            id={`${id}-d${i}`}
            label="Discount (%)"
            inputMode="decimal"
            value={row.discountPercent}
            onChange={(discountPercent) => set(i, { discountPercent })}
          />
          <Button
            type="button"
            variant="outline"
            aria-label={`Remove the break from ${row.minQuantity || 'blank'} copies`}
            onClick={() => props.onChange(props.value.filter((_, j) => j !== i))}
          >
            Remove
          </Button>
        </div>
      ))}
      <div>
        <Button
          type="button"
          variant="outline"
          disabled={props.value.length >= 10}
          onClick={() => props.onChange([...props.value, { minQuantity: '', discountPercent: '' }])}
        >
          Add a quantity break
        </Button>
      </div>
    </fieldset>
  );
}

/** Each rush level's surcharge and lead time; standard has no surcharge and is always offered. */
export function RushLevelFields(props: { value: RushDraft; onChange(next: RushDraft): void }) {
  const id = useId();
  const set = (level: RushLevel, patch: Partial<RushDraft[RushLevel]>) =>
    props.onChange({ ...props.value, [level]: { ...props.value[level], ...patch } });
  return (
    <fieldset className="flex flex-col gap-2 sm:col-span-3">
      <legend className="text-sm font-semibold">Rush levels</legend>
      {RUSH_LEVELS.map((level) => {
        const row = props.value[level];
        const standard = level === 'standard';
        return (
          <div key={level} className="grid grid-cols-[6rem_1fr_1fr] items-end gap-2">
            <label className="flex h-9 items-center gap-2 text-sm">
              <input
                type="checkbox"
                checked={row.enabled}
                disabled={standard}
                onChange={(e) => set(level, { enabled: e.target.checked })}
              />
              {RUSH_LEVEL_LABELS[level]}
            </label>
            <LabelledInput
              id={`${id}-${level}-s`}
              label={<>{RUSH_LEVEL_LABELS[level]} surcharge (%)</>}
              inputMode="decimal"
              value={row.surchargePercent}
              disabled={standard}
              onChange={(surchargePercent) => set(level, { surchargePercent })}
            />
            <LabelledInput
              id={`${id}-${level}-d`}
              label={<>{RUSH_LEVEL_LABELS[level]} lead time (days)</>}
              inputMode="numeric"
              value={row.leadTimeDays}
              onChange={(leadTimeDays) => set(level, { leadTimeDays })}
            />
          </div>
        );
      })}
    </fieldset>
  );
}
