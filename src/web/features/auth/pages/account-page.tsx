import { useAuth } from '../auth-context';
import { RequireAuth } from '../components/route-guards';
import { AdminSection } from '../components/account/admin-section';
import { DeleteSection } from '../components/account/delete-section';
import { EmailSection } from '../components/account/email-section';
import { MfaSection } from '../components/account/mfa-section';
import { PasswordSection } from '../components/account/password-section';
import { ProfileSection } from '../components/account/profile-section';
import { SessionsSection } from '../components/account/sessions-section';

/** /account: the signed-in user's own settings. */
export function Component() {
  return (
    <RequireAuth>
      <AccountPage />
    </RequireAuth>
  );
}

function AccountPage() {
  const { role } = useAuth();
  return (
    <div className="mx-auto w-full max-w-3xl space-y-6 px-4 py-10">
      <h1 className="text-3xl font-bold tracking-tight">Your account</h1>
      <ProfileSection />
      <PasswordSection />
      <EmailSection />
      <MfaSection />
      <SessionsSection />
      {role === 'admin' && <AdminSection />}
      <DeleteSection />
    </div>
  );
}
