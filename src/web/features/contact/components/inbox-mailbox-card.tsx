import { RefreshCw } from 'lucide-react';
import { useId, useState } from 'react';
import type { InboxMailboxView } from '#core/contact/inbox-mailbox';
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
import { Switch } from '../../../components/ui/switch';
import { formatDate } from '../../../lib/admin/format';
import { useCheckInboxMailbox } from '../api/check-inbox-mailbox';
import { useSaveInboxMailbox } from '../api/save-inbox-mailbox';

/**
 * The mailbox customers' replies are read from (IMAP). The password is write-only: the page is
 * told only whether one is stored. Read-only when the environment names the mailbox.
 */
export function InboxMailboxCard({ mailbox }: { mailbox: InboxMailboxView | undefined }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>Reply mailbox</CardTitle>
        <CardDescription>
          Customers&apos; answers to your replies are read from this mailbox (IMAP) and shown in
          their thread.
          {mailbox?.fromEnvironment && ' Set by the server environment.'}
        </CardDescription>
      </CardHeader>
      <CardContent>
        {mailbox ? (
          <MailboxForm
            key={`${mailbox.host}|${mailbox.user}|${mailbox.enabled}|${mailbox.port}`}
            mailbox={mailbox}
          />
        ) : (
          <p role="status">Loading…</p>
        )}
      </CardContent>
    </Card>
  );
}

function MailboxForm({ mailbox }: { mailbox: InboxMailboxView }) {
  const id = useId();
  const [form, setForm] = useState({
    enabled: mailbox.enabled,
    host: mailbox.host,
    port: String(mailbox.port),
    secure: mailbox.secure,
    user: mailbox.user,
    password: '',
    address: mailbox.address,
  });
  const save = useSaveInboxMailbox();
  const check = useCheckInboxMailbox();
  const locked = mailbox.fromEnvironment;
  const field = (
    name: 'host' | 'port' | 'user' | 'password' | 'address',
    label: string,
    type = 'text',
  ) => (
    <div className="grid gap-1">
      <Label htmlFor={`${id}-${name}`}>{label}</Label>
      <Input
        id={`${id}-${name}`}
        type={type}
        value={form[name]}
        disabled={locked}
        autoComplete={name === 'password' ? 'new-password' : 'off'}
        placeholder={
          name === 'password' && mailbox.passwordSet ? 'Stored (leave empty to keep)' : undefined
        }
        onChange={(event) => setForm({ ...form, [name]: event.target.value })}
      />
    </div>
  );
  return (
    <form
      className="grid gap-3"
      aria-label="Reply mailbox"
      onSubmit={(event) => {
        event.preventDefault();
        save.mutate(
          {
            enabled: form.enabled,
            host: form.host,
            port: Number(form.port) || 993,
            secure: form.secure,
            user: form.user,
            password: form.password || undefined,
            address: form.address,
          },
          { onSuccess: () => setForm((f) => ({ ...f, password: '' })) },
        );
      }}
    >
      <div className="flex items-center gap-2">
        <Switch
          id={`${id}-enabled`}
          checked={form.enabled}
          disabled={locked}
          onCheckedChange={(enabled) => setForm({ ...form, enabled })}
        />
        <Label htmlFor={`${id}-enabled`}>Read replies from this mailbox</Label>
      </div>
      <div className="grid gap-3 sm:grid-cols-2">
        {field('host', 'IMAP host')}
        {field('port', 'Port', 'number')}
        {field('user', 'User')}
        {field('password', 'Password', 'password')}
        {field('address', "Mailbox's e-mail address", 'email')}
        <div className="flex items-center gap-2 self-end pb-2">
          <Switch
            id={`${id}-secure`}
            checked={form.secure}
            disabled={locked}
            onCheckedChange={(secure) => setForm({ ...form, secure })}
          />
          <Label htmlFor={`${id}-secure`}>TLS</Label>
        </div>
      </div>
      <p className="text-xs text-muted-foreground" role="status">
        {mailbox.lastPolledAt
          ? `Last read ${formatDate(mailbox.lastPolledAt, true)}`
          : 'Not read yet'}
        {mailbox.lastError && ` · ${mailbox.lastError}`}
      </p>
      <div className="flex flex-wrap gap-2">
        {!locked && (
          <Button type="submit" size="sm" disabled={save.isPending}>
            Save mailbox
          </Button>
        )}
        <Button
          type="button"
          variant="outline"
          size="sm"
          disabled={!mailbox.enabled || check.isPending}
          onClick={() => check.mutate()}
        >
          <RefreshCw aria-hidden="true" /> Check now
        </Button>
      </div>
    </form>
  );
}
