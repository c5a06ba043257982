import { toast } from '../../../../lib/lazy-sonner';
import { useApiMutation } from '../../../../lib/use-api-mutation';
import { Button } from '../../../../components/ui/button';
import { signOut as endSessions } from '../../api/sign-out';
import { sessionsQueryKey, useSessions } from '../../api/list-sessions';
import { authClient } from '../../auth-client';
import { useAuth } from '../../auth-context';
import { errorMessage } from '../../error-message';
import { AccountSection } from './account-section';

const when = (iso: string) =>
  new Date(iso).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' });

/** Signed-in devices; sign out every other one, or all of them (this one too). */
export function SessionsSection() {
  const { signOut } = useAuth();
  const sessions = useSessions();
  const others = useApiMutation(
    async () => {
      const token = await authClient.getAccessToken();
      if (token) await endSessions(token, 'others');
    },
    {
      failureTitle: 'Not signed out',
      failure: errorMessage,
      invalidate: [sessionsQueryKey],
      awaitInvalidation: true,
      onSuccess: () => toast.success('Signed out everywhere else'),
    },
  );
  return (
    <AccountSection title="Signed-in devices">
      <ul className="space-y-2 text-sm" aria-label="Signed-in devices">
        {sessions.data?.sessions.map((s) => (
          <li key={s.id} className="break-words">
            <span className="font-medium">
              {s.current ? 'This device' : s.user_agent?.slice(0, 80) || 'Unknown device'}
            </span>
            <span className="block text-muted-foreground">Last active {when(s.updated_at)}</span>
          </li>
        ))}
      </ul>
      <div className="mt-4 flex flex-wrap gap-2">
        <Button type="button" variant="outline" onClick={() => others.mutate()}>
          Sign out everywhere else
        </Button>
        <Button type="button" variant="outline" onClick={() => void signOut()}>
          Sign out everywhere
        </Button>
      </div>
    </AccountSection>
  );
}
