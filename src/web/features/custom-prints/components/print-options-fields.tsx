import { useId, type ReactNode } from 'react';
import type { PrintOptionsView } from '#core/custom-prints/custom-print-views';
import {
  MAX_QUANTITY,
  RUSH_LEVEL_LABELS,
  RUSH_LEVELS,
  type RushLevel,
} from '#core/custom-prints/print-constants';
import type { PrintOptions } from '#core/custom-prints/print-schemas';
import { colourSwatch } from '../colour-swatch';

const control =
  'h-10 w-full rounded-md border border-input bg-background px-3 text-sm focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring disabled:opacity-50';

function Field({
  label,
  children,
  hint,
}: {
  label: string;
  children: (id: string) => ReactNode;
  hint?: string;
}) {
  const id = useId();
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      {children(id)}
      {hint && <p className="text-xs text-muted-foreground">{hint}</p>}
    </div>
  );
}

/** Material, colour, quality, infill, quantity and speed; every change re-prices on the server. */
export function PrintOptionsFields({
  options,
  value,
  onChange,
}: {
  options: PrintOptionsView;
  value: PrintOptions;
  onChange(next: PrintOptions): void;
}) {
  const material = options.materials.find((m) => m.id === value.materialId);
  const set = (patch: Partial<PrintOptions>) => onChange({ ...value, ...patch });
  const resin = material?.process === 'resin';
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <Field label="Material">
        {(id) => (
          <select
            id={id}
            className={control}
            value={value.materialId}
            onChange={(event) => {
              const next = options.materials.find((m) => m.id === event.target.value);
              set({
                materialId: event.target.value,
                colour: next?.colours.includes(value.colour)
                  ? value.colour
                  : (next?.colours[0] ?? ''),
              });
            }}
          >
            {options.materials.map((m) => (
              <option key={m.id} value={m.id}>
                {m.name}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field label="Colour">
        {(id) => (
          <div className="flex items-center gap-2">
            <span
              aria-hidden="true"
              className="size-6 shrink-0 rounded-full border"
              style={{ backgroundColor: colourSwatch(value.colour) }}
            />
            <select
              id={id}
              className={control}
              value={value.colour}
              onChange={(event) => set({ colour: event.target.value })}
            >
              {(material?.colours ?? []).map((c) => (
                <option key={c}>{c}</option>
              ))}
            </select>
          </div>
        )}
      </Field>
      <Field label="Quality">
        {(id) => (
          <select
            id={id}
            className={control}
            value={value.quality}
            onChange={(event) => set({ quality: event.target.value as PrintOptions['quality'] })}
          >
            {options.qualities.map((q) => (
              <option key={q.id} value={q.id}>
                {q.label} · {q.layerHeightMm} mm
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field
        label="Infill"
        hint={
          resin
            ? 'Resin parts are printed solid.'
            : 'Walls are always solid; infill fills the inside.'
        }
      >
        {(id) => (
          <select
            id={id}
            className={control}
            value={value.infillPercent}
            disabled={resin}
            onChange={(event) => set({ infillPercent: Number(event.target.value) })}
          >
            {options.infillChoices.map((p) => (
              <option key={p} value={p}>
                {p} %
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field label="Quantity">
        {(id) => (
          <input
            id={id}
            type="number"
            inputMode="numeric"
            min={1}
            max={MAX_QUANTITY}
            className={control}
            value={value.quantity}
            onChange={(event) => {
              const n = Math.trunc(Number(event.target.value));
              set({ quantity: Math.min(Math.max(Number.isFinite(n) ? n : 1, 1), MAX_QUANTITY) });
            }}
          />
        )}
      </Field>
      <Field label="Speed">
        {(id) => (
          <select
            id={id}
            className={control}
            value={value.rush}
            onChange={(event) => set({ rush: event.target.value as RushLevel })}
          >
            {RUSH_LEVELS.filter((level) => options.constants.rushLevels[level].enabled).map(
              (level) => {
                const { surchargePercent, leadTimeDays } = options.constants.rushLevels[level];
                return (
                  <option key={level} value={level}>
                    {RUSH_LEVEL_LABELS[level]} · ships in {leadTimeDays}{' '}
                    {leadTimeDays === 1 ? 'day' : 'days'}
                    {surchargePercent > 0 ? ` · +${surchargePercent} %` : ''}
                  </option>
                );
              },
            )}
          </select>
        )}
      </Field>
    </div>
  );
}
