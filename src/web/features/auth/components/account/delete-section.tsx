import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { markServerErrors } from '../../../../lib/apply-server-errors';
import { deleteAccountInputSchema, type DeleteAccountInput } from '#core/auth/account-forms';
import { useDeleteAccount } from '../../api/delete-account';
import { FormInput, currentPassword } from '../form-input';
import { SubmitButton } from '../submit-button';
import { AccountSection } from './account-section';

export function DeleteSection() {
  const form = useForm<DeleteAccountInput>({
    resolver: zodResolver(deleteAccountInputSchema),
    defaultValues: { current_password: '', confirm: '' as 'DELETE' },
  });
  const { isSubmitting } = form.formState;
  const remove = useDeleteAccount(
    markServerErrors(form, {
      codes: { invalid_credentials: 'current_password' },
    }),
  );
  const onSubmit = form.handleSubmit((body) => remove.mutateAsync(body).catch(() => undefined));
  return (
    <AccountSection
      title="Delete account"
      description="Your profile, sign-ins and two-factor settings are removed. Orders stay in the shop's books with your name, e-mail, phone and addresses removed."
    >
      <form onSubmit={onSubmit} noValidate className="space-y-4" aria-label="Delete account">
        <FormInput form={form} name="current_password" label="Password" {...currentPassword} />
        <FormInput form={form} name="confirm" label="Type DELETE to confirm" autoComplete="off" />
        <SubmitButton busy={isSubmitting} busyLabel="Deleting…" variant="destructive">
          Delete my account
        </SubmitButton>
      </form>
    </AccountSection>
  );
}
