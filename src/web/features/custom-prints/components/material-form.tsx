import { useId, useState } from 'react';
import {
  materialInputSchema,
  type Material,
  type MaterialInput,
} from '#core/custom-prints/print-schemas';
import { Button } from '../../../components/ui/button';
import { fieldControl, LabelledInput } from './labelled-input';

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
  return (
    <form
      className="grid gap-3 rounded-lg border p-4 sm:grid-cols-3"
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <LabelledInput
        id={`${id}-name`}
        label="Name"
        value={draft.name}
        onChange={(name) => setDraft({ ...draft, name })}
      />
      <div className="flex flex-col gap-1">
        <label htmlFor={`${id}-process`} className="text-xs font-medium">
          Process
        </label>
        <select
          id={`${id}-process`}
          className={fieldControl}
          value={draft.process}
          onChange={(e) =>
            setDraft({ ...draft, process: e.target.value as MaterialInput['process'] })
          }
        >
          <option value="fdm">Filament (FDM)</option>
          <option value="resin">Resin</option>
        </select>
      </div>
      <LabelledInput
        id={`${id}-density`}
        label="Density (g/cm³)"
        inputMode="decimal"
        value={draft.densityGPerCm3}
        onChange={(v) => setDraft({ ...draft, densityGPerCm3: v as unknown as number })}
      />
      <LabelledInput
        id={`${id}-price`}
        label="Price per gram (cents)"
        inputMode="decimal"
        value={draft.pricePerGramCents}
        onChange={(v) => setDraft({ ...draft, pricePerGramCents: v as unknown as number })}
      />
      <div className="sm:col-span-2">
        <LabelledInput
          id={`${id}-colours`}
          label="Colours (comma-separated)"
          value={draft.colours}
          onChange={(colours) => setDraft({ ...draft, colours })}
        />
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
