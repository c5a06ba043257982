import { MailWarning, Send } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { TitledCard } from '../../../components/titled-card';
import { useFailedMails } from '../api/list-failed-mails';
import { useResendMail } from '../api/resend-mail';
import { formatDate } from '../../../lib/admin/format';

/**
 * E-mails the shop gave up on after every attempt (the mail server refused or was down). Shown
 * only when there are some, so the owner notices; Resend gives a mail a fresh set of attempts.
 */
export function FailedMailsCard() {
  const query = useFailedMails();
  const resend = useResendMail();
  const mails = query.data?.mails ?? [];
  if (mails.length === 0) return null;
  return (
    <TitledCard
      className="mt-6 border-destructive/60"
      role="region"
      aria-labelledby="failed-mails-title"
      titleId="failed-mails-title"
      titleClassName="flex items-center gap-2"
      title={
        <>
          <MailWarning className="size-4 text-destructive" aria-hidden="true" /> E-mails that could
          not be sent
        </>
      }
      description="The mail server refused these after every attempt. Check the mail settings, then resend."
    >
      <ul className="divide-y text-sm">
        {mails.map((mail) => (
          <li key={mail.id} className="flex flex-wrap items-center gap-x-4 gap-y-1 py-2">
            <div className="min-w-0 flex-1">
              <p className="truncate font-medium">{mail.subject}</p>
              <p className="truncate text-muted-foreground">
                To {mail.to} · {mail.attempts} attempts · failed {formatDate(mail.failedAt, true)}
              </p>
              {mail.error && <p className="truncate text-xs text-muted-foreground">{mail.error}</p>}
            </div>
            <Button
              variant="outline"
              size="sm"
              disabled={resend.isPending && resend.variables === mail.id}
              onClick={() => resend.mutate(mail.id)}
              aria-label={`Resend “${mail.subject}” to ${mail.to}`}
            >
              <Send aria-hidden="true" /> Resend
            </Button>
          </li>
        ))}
      </ul>
    </TitledCard>
  );
}
