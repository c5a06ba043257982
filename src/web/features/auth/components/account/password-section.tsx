import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { markServerErrors } from '../../../../lib/apply-server-errors';
import { changePasswordFormSchema, type ChangePasswordForm } from '#core/auth/account-forms';
import { useChangePassword } from '../../api/change-password';
import { FormInput, currentPassword } from '../form-input';
import { SubmitButton } from '../submit-button';
import { NewPasswordFields } from '../new-password-fields';
import { AccountSection } from './account-section';

export function PasswordSection() {
  const form = useForm<ChangePasswordForm>({
    resolver: zodResolver(changePasswordFormSchema),
    defaultValues: { current_password: '', password: '', confirm: '' },
  });
  const { isSubmitting } = form.formState;
  const change = useChangePassword(
    () => form.reset(),
    markServerErrors(form, {
      codes: { invalid_credentials: 'current_password', weak_password: 'password' },
    }),
  );
  const onSubmit = form.handleSubmit(({ current_password, password }) =>
    change.mutateAsync({ password, current_password }).catch(() => undefined),
  );
  return (
    <AccountSection title="Password" description="Changing it signs out every other device.">
      <form onSubmit={onSubmit} noValidate className="space-y-4" aria-label="Change password">
        <FormInput
          form={form}
          name="current_password"
          label="Current password"
          {...currentPassword}
        />
        <NewPasswordFields form={form} />
        <SubmitButton busy={isSubmitting} busyLabel="Saving…">
          Change password
        </SubmitButton>
      </form>
    </AccountSection>
  );
}
