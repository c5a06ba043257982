import { Button } from '../../../../components/ui/button';
import { useSessions } from '../../api/list-sessions';
import { useSignOutOthers } from '../../api/sign-out-others';
import { useAuth } from '../../auth-context';
import { AccountSection } from './account-section';

const when = (iso: string) =>
  new Date(iso).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' });

/** Signed-in devices; sign out every other one, or all of them (this one too). */
export function SessionsSection() {
  const { signOut } = useAuth();
  const sessions = useSessions();
  const others = useSignOutOthers();
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
