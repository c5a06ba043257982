import type { ContactReplyView } from '#core/contact/contact-replies';
import { cn } from '../../../lib/cn';
import { formatDate } from '../../../lib/admin/format';

/** The mails after a message, oldest first: the owner's answers and the customer's replies (as text, never HTML). */
export function MessageThread({
  thread,
  customer,
}: {
  thread: ContactReplyView[];
  customer: string;
}) {
  if (thread.length === 0) return null;
  return (
    <ol className="grid gap-2 border-l-2 border-muted pl-3" aria-label="Thread">
      {thread.map((reply) => (
        <li
          key={reply.id}
          className={cn(
            'rounded-md p-3 text-sm',
            reply.direction === 'out' ? 'bg-muted' : 'border border-primary/40',
          )}
        >
          <p className="mb-1 text-xs text-muted-foreground">
            {reply.direction === 'out' ? 'You answered' : `${customer} replied`} ·{' '}
            {formatDate(reply.createdAt, true)}
          </p>
          <p className="break-words whitespace-pre-wrap">{reply.body}</p>
        </li>
      ))}
    </ol>
  );
}
