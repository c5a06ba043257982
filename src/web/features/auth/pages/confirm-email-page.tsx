import { useEffect } from 'react';
import { Link, Navigate, useSearchParams } from 'react-router';
import { toast } from '../../../lib/lazy-sonner';
import { safeRedirectPath } from '#core/auth/auth-rules';
import { Button } from '../../../components/ui/button';
import { AuthCard, CheckingSpinner } from '../components/auth-card';
import { useLinkToken } from '../use-link-token';

/** /auth/confirm?redirect_to=…#token=…: confirms the address (a new one too), signs in, goes on (our pages only). */
export function Component() {
  const link = useLinkToken(['signup', 'email_change']);
  const [params] = useSearchParams();
  const verified = link.status === 'verified';
  useEffect(() => {
    if (verified) toast.success('Email confirmed', { description: 'Your account is ready.' });
  }, [verified]);

  if (link.status === 'verifying') return <CheckingSpinner label="Confirming your email…" />;
  if (verified) return <Navigate to={safeRedirectPath(params.get('redirect_to'))} replace />;
  return (
    <AuthCard
      title="This link does not work"
      description={link.status === 'invalid' ? link.message : 'Open the link from your email.'}
    >
      <Button asChild className="w-full">
        <Link to="/auth">Go to Sign In</Link>
      </Button>
    </AuthCard>
  );
}
