import { useId, useState } from 'react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';

/** A note for the shop and the request button; signed-out visitors are asked to sign in first. */
export function QuoteRequestForm(props: {
  signedIn: boolean;
  busy: boolean;
  onSubmit(note: string): void;
}) {
  const [note, setNote] = useState('');
  const id = useId();
  if (!props.signedIn)
    return (
      <p className="text-sm text-muted-foreground">
        Want the shop to review it first?{' '}
        <Link to="/auth" className="text-primary underline underline-offset-4">
          Sign in
        </Link>{' '}
        to request a quote.
      </p>
    );
  return (
    <form
      className="flex flex-col gap-2"
      onSubmit={(event) => {
        event.preventDefault();
        props.onSubmit(note.trim());
      }}
    >
      <label htmlFor={id} className="text-sm font-medium">
        Note for the shop (optional)
      </label>
      <textarea
        id={id}
        value={note}
        maxLength={2000}
        rows={3}
        onChange={(event) => setNote(event.target.value)}
        placeholder="Deadline, finish, orientation, anything we should know…"
        className="rounded-md border border-input bg-background px-3 py-2 text-sm focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
      />
      <Button type="submit" variant="outline" disabled={props.busy}>
        Request a quote
      </Button>
    </form>
  );
}
