import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { markServerErrors } from '../../../lib/apply-server-errors';
import { signInFormSchema, type SignInForm as SignInValues } from '#core/auth/auth-forms';
import { useCreateSession } from '../api/create-session';
import { useVerifyMfaCode } from '../api/verify-mfa-code';
import { setFlashToast } from '../flash-toast';
import { authClient } from '../auth-client';
import { FormInput, currentPassword } from './form-input';
import { SubmitButton } from './submit-button';
import { MfaCodeForm } from './mfa-code-form';

const noop = () => undefined;

// SPEC §2: after a successful sign-in the home page is reloaded; the toast rides along. A shopper
// a route guard sent here gets the page they were on instead, loaded the same way.
const welcome = (returnPath: string | null) => {
  setFlashToast({ title: 'Welcome back!', description: 'You have been signed in successfully.' });
  window.location.assign(returnPath ?? '/');
};

export function SignInForm({
  defaultEmail = '',
  returnPath = null,
}: {
  defaultEmail?: string;
  /** A same-origin path (useReturnPath), or null for home. */
  returnPath?: string | null;
}) {
  const form = useForm<SignInValues>({
    resolver: zodResolver(signInFormSchema),
    defaultValues: { email: defaultEmail, password: '' },
  });
  const { isSubmitting } = form.formState;
  const [needsCode, setNeedsCode] = useState(() => authClient.needsMfa());

  const signIn = useCreateSession(
    (session) =>
      session.aal === 'aal1' && session.user.mfa_enabled ? setNeedsCode(true) : welcome(returnPath),
    // The toast keeps the server's message as it is (SPEC §8); its field issues go on the fields.
    markServerErrors(form),
  );
  const verify = useVerifyMfaCode({
    failureTitle: 'Sign in failed',
    onSuccess: () => welcome(returnPath),
  });
  // The forms stay busy until the answer and never see a rejection: the hooks toast it.
  const onSubmit = form.handleSubmit((values) => signIn.mutateAsync(values).then(noop, noop));
  const onCode = (code: string) => verify.mutateAsync(code).then(noop, noop);

  if (needsCode) {
    return (
      <div className="space-y-4">
        <p className="text-sm text-muted-foreground">
          Two-factor sign-in is on for this account. Enter the 6-digit code from your authenticator
          app, or one of your recovery codes.
        </p>
        <MfaCodeForm label="Two-factor code" submitLabel="Verify" onCode={onCode} />
      </div>
    );
  }

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4" aria-label="Sign in">
      <FormInput form={form} name="email" label="Email" type="email" autoComplete="email" />
      <FormInput form={form} name="password" label="Password" {...currentPassword} />
      <div className="text-right text-sm">
        <Link
          to="/auth/forgot-password"
          className="text-primary underline-offset-4 hover:underline"
        >
          Forgot your password?
        </Link>
      </div>
      <SubmitButton busy={isSubmitting} busyLabel="Signing in…" className="w-full">
        Sign In
      </SubmitButton>
    </form>
  );
}
