import { Pencil, Trash2 } from 'lucide-react';
import { useId, useState } from 'react';
import { REPLY_LIMITS, type SavedReplyView } from '#core/contact/contact-replies';
import { Button } from '../../../components/ui/button';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '../../../components/ui/card';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { Textarea } from '../../../components/ui/textarea';
import { useDeleteSavedReply } from '../api/delete-saved-reply';
import { useSaveSavedReply } from '../api/save-saved-reply';

/** The owner's saved replies: written once, inserted into any answer. */
export function SavedRepliesCard({
  replies,
  loading,
}: {
  replies: SavedReplyView[];
  loading: boolean;
}) {
  const id = useId();
  const [editing, setEditing] = useState<string | null>(null);
  const [title, setTitle] = useState('');
  const [body, setBody] = useState('');
  const save = useSaveSavedReply();
  const remove = useDeleteSavedReply();
  const reset = () => {
    setEditing(null);
    setTitle('');
    setBody('');
  };
  return (
    <Card>
      <CardHeader>
        <CardTitle>Saved replies</CardTitle>
        <CardDescription>Everyday answers, inserted into a reply with one choice.</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        {loading && <p role="status">Loading…</p>}
        {!loading && replies.length === 0 && (
          <p className="text-sm text-muted-foreground">No saved replies yet</p>
        )}
        {replies.length > 0 && (
          <ul className="grid gap-2">
            {replies.map((reply) => (
              <li key={reply.id} className="flex flex-wrap items-center gap-2 text-sm">
                <span className="min-w-0 flex-1 truncate font-medium">{reply.title}</span>
                <Button
                  variant="ghost"
                  size="sm"
                  aria-label={`Edit ${reply.title}`}
                  onClick={() => {
                    setEditing(reply.id);
                    setTitle(reply.title);
                    setBody(reply.body);
                  }}
                >
                  <Pencil aria-hidden="true" /> Edit
                </Button>
                <Button
                  variant="ghost"
                  size="sm"
                  aria-label={`Delete ${reply.title}`}
                  onClick={() =>
                    window.confirm('Delete this saved reply?') && remove.mutate(reply.id)
                  }
                >
                  <Trash2 aria-hidden="true" /> Delete
                </Button>
              </li>
            ))}
          </ul>
        )}
        <form
          className="grid gap-2"
          aria-label={editing ? 'Edit saved reply' : 'New saved reply'}
          onSubmit={(event) => {
            event.preventDefault();
            save.mutate({ id: editing ?? undefined, title, body }, { onSuccess: reset });
          }}
        >
          <Label htmlFor={`${id}-title`}>Title</Label>
          <Input
            id={`${id}-title`}
            value={title}
            maxLength={REPLY_LIMITS.title}
            onChange={(event) => setTitle(event.target.value)}
          />
          <Label htmlFor={`${id}-body`}>Text</Label>
          <Textarea
            id={`${id}-body`}
            value={body}
            maxLength={REPLY_LIMITS.body}
            rows={3}
            onChange={(event) => setBody(event.target.value)}
          />
          <div className="flex gap-2">
            <Button
              type="submit"
              size="sm"
              disabled={!title.trim() || !body.trim() || save.isPending}
            >
              {editing ? 'Save changes' : 'Add saved reply'}
            </Button>
            {editing && (
              <Button type="button" variant="ghost" size="sm" onClick={reset}>
                Cancel
              </Button>
            )}
          </div>
        </form>
      </CardContent>
    </Card>
  );
}
