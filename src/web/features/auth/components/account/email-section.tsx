import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { markServerErrors } from '../../../../lib/apply-server-errors';
import { changeEmailInputSchema, type ChangeEmailInput } from '#core/auth/account-forms';
import { useChangeEmail } from '../../api/change-email';
import { useAuth } from '../../auth-context';
import { FormInput, currentPassword } from '../form-input';
import { SubmitButton } from '../submit-button';
import { AccountSection } from './account-section';

export function EmailSection() {
  const { user } = useAuth();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const form = useForm<ChangeEmailInput>({
    resolver: zodResolver(changeEmailInputSchema),
    defaultValues: { email: '', current_password: '' },
  });
  const { isSubmitting } = form.formState;
  const change = useChangeEmail(
    (email) => {
      setSentTo(email);
      form.reset();
    },
    markServerErrors(form, {
      codes: { invalid_credentials: 'current_password' },
    }),
  );
  const onSubmit = form.handleSubmit((body) => change.mutateAsync(body).catch(() => undefined));
  return (
    <AccountSection
      title="Email"
      description={`Signed in as ${user?.email ?? ''}. A new address takes effect once you open the link we send to it.`}
    >
      {sentTo && (
        <p role="status" className="mb-4 text-sm">
          Check {sentTo} for a confirmation link. Until you open it, your current address stays in
          use.
        </p>
      )}
      <form onSubmit={onSubmit} noValidate className="space-y-4" aria-label="Change email">
        <FormInput form={form} name="email" label="New email" type="email" autoComplete="email" />
        <FormInput form={form} name="current_password" label="Password" {...currentPassword} />
        <SubmitButton busy={isSubmitting} busyLabel="Sending…">
          Change email
        </SubmitButton>
      </form>
    </AccountSection>
  );
}
