import { useId } from 'react';
import {
  RUSH_LEVEL_LABELS,
  RUSH_LEVELS,
  type RushLevel,
} from '#core/custom-prints/print-constants';
import { Button } from '../../../components/ui/button';

export const tierControl =
  'h-9 w-full rounded-md border border-input bg-background px-2 text-sm focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring';

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
          <div className="flex flex-col gap-1">
            <label htmlFor={`${id}-q${i}`} className="text-xs font-medium">
              From copies
            </label>
            <input
              id={`${id}-q${i}`}
              inputMode="numeric"
              className={tierControl}
              value={row.minQuantity}
              onChange={(e) => set(i, { minQuantity: e.target.value })}
            />
          </div>
          <div className="flex flex-col gap-1">
            <label htmlFor={`${id}-d${i}`} className="text-xs font-medium">
              Discount (%)
            </label>
            <input
              id={`${id}-d${i}`}
              inputMode="decimal"
              className={tierControl}
              value={row.discountPercent}
              onChange={(e) => set(i, { discountPercent: e.target.value })}
            />
          </div>
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
            <div className="flex flex-col gap-1">
              <label htmlFor={`${id}-${level}-s`} className="text-xs font-medium">
                {RUSH_LEVEL_LABELS[level]} surcharge (%)
              </label>
              <input
                id={`${id}-${level}-s`}
                inputMode="decimal"
                className={tierControl}
                value={row.surchargePercent}
                disabled={standard}
                onChange={(e) => set(level, { surchargePercent: e.target.value })}
              />
            </div>
            <div className="flex flex-col gap-1">
              <label htmlFor={`${id}-${level}-d`} className="text-xs font-medium">
                {RUSH_LEVEL_LABELS[level]} lead time (days)
              </label>
              <input
                id={`${id}-${level}-d`}
                inputMode="numeric"
                className={tierControl}
                value={row.leadTimeDays}
                onChange={(e) => set(level, { leadTimeDays: e.target.value })}
              />
            </div>
          </div>
        );
      })}
    </fieldset>
  );
}
