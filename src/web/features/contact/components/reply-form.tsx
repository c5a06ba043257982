import { Send } from 'lucide-react';
import { useId, useState } from 'react';
import { REPLY_LIMITS } from '#core/contact/contact-replies';
import type { SavedReplyView } from '#core/contact/contact-replies';
import { Button } from '../../../components/ui/button';
import { Label } from '../../../components/ui/label';
import { NativeSelect } from '../../../components/ui/native-select';
import { Textarea } from '../../../components/ui/textarea';
import { useSendReply } from '../api/send-reply';

/** The answer box under a message: a saved reply fills it, Send mails it in the thread. */
export function ReplyForm({
  messageId,
  subject,
  savedReplies,
}: {
  messageId: string;
  subject: string;
  savedReplies: SavedReplyView[];
}) {
  const id = useId();
  const [body, setBody] = useState('');
  const send = useSendReply();
  const blank = body.trim() === '';
  return (
    <form
      className="grid gap-2"
      aria-label={`Reply to ${subject}`}
      onSubmit={(event) => {
        event.preventDefault();
        if (blank) return;
        send.mutate({ id: messageId, body }, { onSuccess: () => setBody('') });
      }}
    >
      <div className="flex flex-wrap items-end justify-between gap-2">
        <Label htmlFor={`${id}-body`}>Your reply</Label>
        {savedReplies.length > 0 && (
          <div className="w-full sm:w-60">
            <label htmlFor={`${id}-saved`} className="sr-only">
              Insert a saved reply
            </label>
            <NativeSelect
              id={`${id}-saved`}
              value=""
              onChange={(event) => {
                const saved = savedReplies.find((r) => r.id === event.target.value);
                if (saved)
                  setBody((current) =>
                    current.trim() ? `${current}\n\n${saved.body}` : saved.body,
                  );
              }}
            >
              <option value="">Insert a saved reply…</option>
              {savedReplies.map((reply) => (
                <option key={reply.id} value={reply.id}>
                  {reply.title}
                </option>
              ))}
            </NativeSelect>
          </div>
        )}
      </div>
      <Textarea
        id={`${id}-body`}
        value={body}
        maxLength={REPLY_LIMITS.body}
        onChange={(event) => setBody(event.target.value)}
        rows={4}
      />
      <div>
        <Button type="submit" size="sm" disabled={blank || send.isPending}>
          <Send aria-hidden="true" /> {send.isPending ? 'Sending…' : 'Send reply'}
        </Button>
      </div>
    </form>
  );
}
