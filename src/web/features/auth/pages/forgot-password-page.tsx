import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { forgotPasswordFormSchema } from '#core/auth/auth-forms';
import { Button } from '../../../components/ui/button';
import { useRequestPasswordReset } from '../api/request-password-reset';
import { AuthCard } from '../components/auth-card';
import { FormInput } from '../components/form-input';
import { SubmitButton } from '../components/submit-button';

/** /auth/forgot-password: asks for a reset link; the answer is the same whether the account exists. */
export function Component() {
  const [sentTo, setSentTo] = useState<string | null>(null);
  const form = useForm<{ email: string }>({
    resolver: zodResolver(forgotPasswordFormSchema),
    defaultValues: { email: '' },
  });
  const { isSubmitting } = form.formState;

  const request = useRequestPasswordReset(setSentTo);
  const onSubmit = form.handleSubmit(({ email }) =>
    request.mutateAsync(email).catch(() => undefined),
  );

  if (sentTo) {
    return (
      <AuthCard title="Check your email">
        <p role="status" className="text-sm">
          If an account exists for <strong>{sentTo}</strong>, we have sent a link to reset its
          password. The link works for one hour.
        </p>
        <Button asChild variant="outline" className="mt-6 w-full">
          <Link to="/auth">Back to Sign In</Link>
        </Button>
      </AuthCard>
    );
  }
  return (
    <AuthCard
      title="Reset your password"
      description="Enter the email of your account and we will send you a link to choose a new password."
    >
      <form
        onSubmit={onSubmit}
        noValidate
        className="space-y-4"
        aria-label="Request a password reset"
      >
        <FormInput form={form} name="email" label="Email" type="email" autoComplete="email" />
        <SubmitButton busy={isSubmitting} busyLabel="Sending…" className="w-full">
          Send reset link
        </SubmitButton>
        <p className="text-center text-sm">
          <Link to="/auth" className="text-primary underline-offset-4 hover:underline">
            Back to Sign In
          </Link>
        </p>
      </form>
    </AuthCard>
  );
}
