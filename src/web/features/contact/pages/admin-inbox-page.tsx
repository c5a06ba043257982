import { Mail, MailOpen, Trash2 } from 'lucide-react';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card, CardContent } from '../../../components/ui/card';
import { cn } from '../../../lib/cn';
import { useDeleteMessage } from '../api/delete-message';
import { useAdminMessages } from '../api/list-messages';
import { useMarkMessage } from '../api/mark-message';
import { ListPagerFor, ListToolbar, DATE_SORTS } from '../../../components/admin/list-controls';
import { PageHeader } from '../../../components/admin/page-header';
import { formatDate } from '../../../lib/admin/format';
import { useSavedReplies } from '../api/list-saved-replies';
import { useInboxMailbox } from '../api/read-inbox-mailbox';
import { InboxMailboxCard } from '../components/inbox-mailbox-card';
import { MessageThread } from '../components/message-thread';
import { ReplyForm } from '../components/reply-form';
import { SavedRepliesCard } from '../components/saved-replies-card';

/** Messages from the contact form, newest first (beyond the spec). */
export default function InboxPage() {
  const { list, query } = useAdminMessages();
  const messages = query.data?.items ?? [];
  const mark = useMarkMessage();
  const remove = useDeleteMessage();
  const saved = useSavedReplies();
  const savedReplies = saved.data?.items ?? [];
  const mailbox = useInboxMailbox();
  return (
    <>
      <PageHeader
        title="Inbox"
        description={
          query.data ? `${query.data.unreadCount} unread` : 'Messages from the contact form.'
        }
      />
      <ListToolbar
        list={list}
        search={{ label: 'Search messages', placeholder: 'E-mail or name' }}
        sorts={DATE_SORTS}
        filter={{
          id: 'message-read',
          key: 'read',
          options: [
            { value: '', label: 'All' },
            { value: 'unread', label: 'Unread' },
            { value: 'read', label: 'Read' },
          ],
        }}
      />
      {query.isPending && <p role="status">Loading…</p>}
      {query.isSuccess && messages.length === 0 && (
        <p className="py-10 text-center text-muted-foreground">No messages yet</p>
      )}
      <ul className="grid gap-3">
        {messages.map((m) => (
          <li key={m.id}>
            <Card className={cn(!m.readAt && 'border-primary/60')}>
              <CardContent className="grid gap-2 pt-6">
                <div className="flex flex-wrap items-center gap-2">
                  <h2 className="font-semibold">{m.subject}</h2>
                  {!m.readAt && <Badge>New</Badge>}
                  {m.answeredAt && <Badge variant="secondary">Answered</Badge>}
                  <span className="ml-auto text-xs text-muted-foreground">
                    {formatDate(m.createdAt, true)}
                  </span>
                </div>
                <p className="text-sm text-muted-foreground">
                  {m.name} · <span className="break-all">{m.email}</span>
                </p>
                <p className="text-sm break-words whitespace-pre-wrap">{m.message}</p>
                <MessageThread thread={m.thread} customer={m.name} />
                <ReplyForm messageId={m.id} subject={m.subject} savedReplies={savedReplies} />
                <div className="flex gap-2">
                  <Button
                    variant="outline"
                    size="sm"
                    onClick={() => mark.mutate({ id: m.id, read: !m.readAt })}
                  >
                    {m.readAt ? <Mail aria-hidden="true" /> : <MailOpen aria-hidden="true" />}
                    {m.readAt ? 'Mark unread' : 'Mark read'}
                  </Button>
                  <Button
                    variant="ghost"
                    size="sm"
                    onClick={() => window.confirm('Delete this message?') && remove.mutate(m.id)}
                  >
                    <Trash2 aria-hidden="true" /> Delete
                  </Button>
                </div>
              </CardContent>
            </Card>
          </li>
        ))}
      </ul>
      <ListPagerFor list={list} total={query.data?.total} noun="messages" />
      <div className="mt-6 grid gap-4 lg:grid-cols-2">
        <SavedRepliesCard replies={savedReplies} loading={saved.isPending} />
        <InboxMailboxCard mailbox={mailbox.data} />
      </div>
    </>
  );
}
