import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { applyServerErrors, fieldNames } from '../../../../lib/apply-server-errors';
import { deleteAccountInputSchema, type DeleteAccountInput } from '#core/auth/account-forms';
import { Button } from '../../../../components/ui/button';
import { useDeleteAccount } from '../../api/delete-account';
import { FormField } from '../form-field';
import { AccountSection } from './account-section';

export function DeleteSection() {
  const form = useForm<DeleteAccountInput>({
    resolver: zodResolver(deleteAccountInputSchema),
    defaultValues: { current_password: '', confirm: '' as 'DELETE' },
  });
  const { errors, isSubmitting } = form.formState;
  const remove = useDeleteAccount((error) =>
    applyServerErrors(error, form.setError, fieldNames(form.getValues()), {
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
        <FormField
          label="Password"
          type="password"
          autoComplete="current-password"
          error={errors.current_password}
          {...form.register('current_password')}
        />
        <FormField
          label="Type DELETE to confirm"
          autoComplete="off"
          error={errors.confirm}
          {...form.register('confirm')}
        />
        <Button type="submit" variant="destructive" disabled={isSubmitting}>
          {isSubmitting ? 'Deleting…' : 'Delete my account'}
        </Button>
      </form>
    </AccountSection>
  );
}
