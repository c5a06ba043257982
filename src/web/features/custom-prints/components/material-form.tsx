import { useId, useState } from 'react';
import {
  materialInputSchema,
  type Material,
  type MaterialInput,
} from '#core/custom-prints/print-schemas';
import { Button } from '../../../components/ui/button';

const control =
  'h-9 w-full rounded-md border border-input bg-background px-2 text-sm focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring';

const EMPTY: MaterialInput = {
  name: '',
  process: 'fdm',
  densityGPerCm3: 1.24,
  pricePerGramCents: 5,
  colours: ['Black'],
  isActive: true,
};

/** Add or edit a material; colours are a comma-separated list. */
export function MaterialForm(props: {
  material?: Material;
  busy: boolean;
  onSave(input: MaterialInput): void;
  onCancel?(): void;
}) {
  const start = props.material ?? EMPTY;
  const [draft, setDraft] = useState({ ...start, colours: start.colours.join(', ') });
  const [error, setError] = useState<string | null>(null);
  const id = useId();
  const submit = () => {
    const parsed = materialInputSchema.safeParse({
      ...draft,
      densityGPerCm3: Number(draft.densityGPerCm3),
      pricePerGramCents: Number(draft.pricePerGramCents),
      colours: draft.colours
        .split(',')
        .map((c) => c.trim())
        .filter(Boolean),
    });
    if (!parsed.success)
      return setError(
        parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`)[0] ?? 'Check the form.',
      );
    setError(null);
    props.onSave(parsed.data);
  };
  const field = (key: string, label: string, input: React.ReactNode) => (
    <div className="flex flex-col gap-1">
      <label htmlFor={`${id}-${key}`} className="text-xs font-medium">
        {label}
      </label>
      {input}
    </div>
  );
  return (
    <form
      className="grid gap-3 rounded-lg border p-4 sm:grid-cols-3"
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      {field(
        'name',
        'Name',
        <input
          id={`${id}-name`}
          className={control}
          value={draft.name}
          onChange={(e) => setDraft({ ...draft, name: e.target.value })}
        />,
      )}
      {field(
        'process',
        'Process',
        <select
          id={`${id}-process`}
          className={control}
          value={draft.process}
          onChange={(e) =>
            setDraft({ ...draft, process: e.target.value as MaterialInput['process'] })
          }
        >
          <option value="fdm">Filament (FDM)</option>
          <option value="resin">Resin</option>
        </select>,
      )}
      {field(
        'density',
        'Density (g/cm³)',
        <input
          id={`${id}-density`}
          inputMode="decimal"
          className={control}
          value={draft.densityGPerCm3}
          onChange={(e) =>
            setDraft({ ...draft, densityGPerCm3: e.target.value as unknown as number })
          }
        />,
      )}
      {field(
        'price',
        'Price per gram (cents)',
        <input
          id={`${id}-price`}
          inputMode="decimal"
          className={control}
          value={draft.pricePerGramCents}
          onChange={(e) =>
            setDraft({ ...draft, pricePerGramCents: e.target.value as unknown as number })
          }
        />,
      )}
      <div className="sm:col-span-2">
        {field(
          'colours',
          'Colours (comma-separated)',
          <input
            id={`${id}-colours`}
            className={control}
            value={draft.colours}
            onChange={(e) => setDraft({ ...draft, colours: e.target.value })}
          />,
        )}
      </div>
      <label className="flex items-center gap-2 text-sm">
        <input
          type="checkbox"
          checked={draft.isActive}
          onChange={(e) => setDraft({ ...draft, isActive: e.target.checked })}
        />{' '}
        Active
      </label>
      {error && (
        <p role="alert" className="text-sm text-destructive sm:col-span-3">
          {error}
        </p>
      )}
      <div className="flex gap-2 sm:col-span-3">
        <Button type="submit" size="sm" disabled={props.busy}>
          {props.material ? 'Save material' : 'Add material'}
        </Button>
        {props.onCancel && (
          <Button type="button" size="sm" variant="ghost" onClick={props.onCancel}>
            Cancel
          </Button>
        )}
      </div>
    </form>
  );
}
