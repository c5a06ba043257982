import { useState, type FormEvent } from 'react';
import { MAX_NOTE_LENGTH } from '#core/customers/customer-input';
import type { CustomerNote } from '#core/customers/customer-responses';
import { Button } from '../../../components/ui/button';
import { Label } from '../../../components/ui/label';
import { Textarea } from '../../../components/ui/textarea';
import { formatDate } from '../../../lib/admin/format';
import { useDeleteCustomerNote, useSaveCustomerNote } from '../api/save-customer-note';

/** A note's text box with its label and a save button; empties itself after a new note is added. */
function NoteForm({
  id,
  label,
  initial,
  submitLabel,
  pending,
  onSubmit,
  onCancel,
}: {
  id: string;
  label: string;
  initial: string;
  submitLabel: string;
  pending: boolean;
  onSubmit: (body: string) => Promise<unknown>;
  onCancel?: () => void;
}) {
  const [body, setBody] = useState(initial);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!body.trim()) return;
    await onSubmit(body.trim());
    if (!onCancel) setBody('');
  };
  return (
    <form onSubmit={(e) => void submit(e).catch(() => undefined)} className="grid gap-2">
      <Label htmlFor={id}>{label}</Label>
      <Textarea
        id={id}
        value={body}
        maxLength={MAX_NOTE_LENGTH}
        onChange={(e) => setBody(e.target.value)}
        className="min-h-20"
      />
      <div className="flex gap-2">
        <Button type="submit" size="sm" disabled={pending || !body.trim()}>
          {submitLabel}
        </Button>
        {onCancel && (
          <Button type="button" size="sm" variant="outline" onClick={onCancel}>
            Cancel
          </Button>
        )}
      </div>
    </form>
  );
}

function NoteItem({ customerId, note }: { customerId: string; note: CustomerNote }) {
  const [editing, setEditing] = useState(false);
  const save = useSaveCustomerNote(customerId);
  const remove = useDeleteCustomerNote(customerId);
  const edited = note.updatedAt !== note.createdAt;
  return (
    <li className="grid gap-1 rounded-md border p-3">
      {editing ? (
        <NoteForm
          id={`note-${note.id}`}
          label="Edit note"
          initial={note.body}
          submitLabel="Save note"
          pending={save.isPending}
          onSubmit={async (body) => {
            await save.mutateAsync({ noteId: note.id, body });
            setEditing(false);
          }}
          onCancel={() => setEditing(false)}
        />
      ) : (
        <p className="whitespace-pre-wrap break-words text-sm">{note.body}</p>
      )}
      <p className="text-xs text-muted-foreground">
        {note.authorEmail ?? 'A former admin'} · {formatDate(note.createdAt, true)}
        {edited && ` · edited ${formatDate(note.updatedAt, true)}`}
      </p>
      {!editing && (
        <div className="flex gap-2">
          <Button type="button" size="sm" variant="outline" onClick={() => setEditing(true)}>
            Edit<span className="sr-only"> note of {formatDate(note.createdAt, true)}</span>
          </Button>
          <Button
            type="button"
            size="sm"
            variant="outline"
            disabled={remove.isPending}
            onClick={() => {
              if (window.confirm('Delete this note?')) remove.mutate(note.id);
            }}
          >
            Delete<span className="sr-only"> note of {formatDate(note.createdAt, true)}</span>
          </Button>
        </div>
      )}
    </li>
  );
}

/** The owner's notes on a customer, newest first: add, edit, delete. */
export function CustomerNotes({
  customerId,
  notes,
}: {
  customerId: string;
  notes: CustomerNote[];
}) {
  const add = useSaveCustomerNote(customerId);
  return (
    <div className="grid gap-4">
      <NoteForm
        id="new-customer-note"
        label="New note"
        initial=""
        submitLabel="Add note"
        pending={add.isPending}
        onSubmit={(body) => add.mutateAsync({ body })}
      />
      {notes.length === 0 ? (
        <p className="text-sm text-muted-foreground">No notes yet.</p>
      ) : (
        <ul className="grid gap-2" aria-label="Notes">
          {notes.map((note) => (
            <NoteItem key={note.id} customerId={customerId} note={note} />
          ))}
        </ul>
      )}
    </div>
  );
}
