import { useId, useState } from 'react';
import { quoteDecisionSchema, type QuoteDecision } from '#core/custom-prints/print-schemas';
import { fromCents, toCents } from '#core/money';
import { Button } from '../../../components/ui/button';

const control =
  'w-full rounded-md border border-input bg-background px-3 py-2 text-sm focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring';

/** Approve at the formula price, adjust to a new price with a note, or reject with a reason. */
export function QuoteDecisionForm(props: {
  formulaPriceCents: number;
  busy: boolean;
  onDecide(decision: QuoteDecision): void;
}) {
  const [kind, setKind] = useState<QuoteDecision['decision']>('approve');
  const [price, setPrice] = useState(fromCents(props.formulaPriceCents));
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | null>(null);
  const ids = { kind: useId(), price: useId(), note: useId() };

  const submit = () => {
    let priceCents = props.formulaPriceCents;
    if (kind === 'adjust') {
      try {
        priceCents = toCents(price);
      } catch {
        return setError('Enter the price in dollars, e.g. 42.50.');
      }
    }
    const parsed = quoteDecisionSchema.safeParse({ decision: kind, note, priceCents });
    if (!parsed.success) return setError(parsed.error.issues[0]?.message ?? 'Check the form.');
    setError(null);
    props.onDecide(parsed.data);
  };

  return (
    <form
      className="flex flex-col gap-3"
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <fieldset className="flex flex-wrap gap-4">
        <legend className="mb-1 text-sm font-medium">Decision</legend>
        {(['approve', 'adjust', 'reject'] as const).map((value) => (
          <label key={value} className="flex items-center gap-2 text-sm capitalize">
            <input
              type="radio"
              name={ids.kind}
              value={value}
              checked={kind === value}
              onChange={() => setKind(value)}
            />
            {value}
          </label>
        ))}
      </fieldset>
      {kind === 'adjust' && (
        <div className="flex flex-col gap-1">
          <label htmlFor={ids.price} className="text-sm font-medium">
            New price (USD)
          </label>
          <input
            id={ids.price}
            inputMode="decimal"
            className={control}
            value={price}
            onChange={(event) => setPrice(event.target.value)}
          />
        </div>
      )}
      <div className="flex flex-col gap-1">
        <label htmlFor={ids.note} className="text-sm font-medium">
          Note to the customer {kind === 'approve' ? '(optional)' : '(required)'}
        </label>
        <textarea
          id={ids.note}
          rows={3}
          maxLength={2000}
          className={control}
          value={note}
          onChange={(event) => setNote(event.target.value)}
        />
      </div>
      {error && (
        <p role="alert" className="text-sm text-destructive">
          {error}
        </p>
      )}
      <Button
        type="submit"
        disabled={props.busy}
        variant={kind === 'reject' ? 'destructive' : 'default'}
      >
        {kind === 'approve'
          ? 'Approve and e-mail'
          : kind === 'adjust'
            ? 'Adjust price and e-mail'
            : 'Reject and e-mail'}
      </Button>
    </form>
  );
}
