import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { resetPasswordFormSchema } from '#core/auth/auth-forms';
import { Button } from '../../../components/ui/button';
import { useResetPassword } from '../api/reset-password';
import { useAuth } from '../auth-context';
import { AuthCard, CheckingSpinner } from '../components/auth-card';
import { SubmitButton } from '../components/submit-button';
import { NewPasswordFields } from '../components/new-password-fields';
import { useLinkToken } from '../use-link-token';

/** /auth/reset-password#token=…: the recovery link signs in (PASSWORD_RECOVERY), then a new password. */
export function Component() {
  const link = useLinkToken('recovery');
  const { session, loading } = useAuth();
  const navigate = useNavigate();
  const form = useForm<{ password: string; confirm: string }>({
    resolver: zodResolver(resetPasswordFormSchema),
    defaultValues: { password: '', confirm: '' },
  });
  const { isSubmitting } = form.formState;

  const reset = useResetPassword(() => navigate('/', { replace: true }));
  const onSubmit = form.handleSubmit(({ password }) =>
    reset.mutateAsync(password).catch(() => undefined),
  );

  if (link.status === 'verifying' || loading)
    return <CheckingSpinner label="Checking your reset link…" />;
  if (link.status === 'invalid' || !session) {
    return (
      <AuthCard
        title="This link does not work"
        description={
          link.status === 'invalid'
            ? link.message
            : 'Open the link from your email, or ask for a new one.'
        }
      >
        <Button asChild className="w-full">
          <Link to="/auth/forgot-password">Send a new link</Link>
        </Button>
      </AuthCard>
    );
  }
  return (
    <AuthCard title="Choose a new password" description={`For ${session.user.email}`}>
      <form onSubmit={onSubmit} noValidate className="space-y-4" aria-label="Choose a new password">
        <NewPasswordFields form={form} />
        <SubmitButton busy={isSubmitting} busyLabel="Saving…" className="w-full">
          Save new password
        </SubmitButton>
      </form>
    </AuthCard>
  );
}
