import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { applyServerErrors, fieldNames } from '../../../../lib/apply-server-errors';
import { changePasswordFormSchema, type ChangePasswordForm } from '#core/auth/account-forms';
import { Button } from '../../../../components/ui/button';
import { useChangePassword } from '../../api/change-password';
import { FormField } from '../form-field';
import { AccountSection } from './account-section';

export function PasswordSection() {
  const form = useForm<ChangePasswordForm>({
    resolver: zodResolver(changePasswordFormSchema),
    defaultValues: { current_password: '', password: '', confirm: '' },
  });
  const { errors, isSubmitting } = form.formState;
  const change = useChangePassword(
    () => form.reset(),
    (error) =>
      applyServerErrors(error, form.setError, fieldNames(form.getValues()), {
        codes: { invalid_credentials: 'current_password', weak_password: 'password' },
      }),
  );
  const onSubmit = form.handleSubmit(({ current_password, password }) =>
    change.mutateAsync({ password, current_password }).catch(() => undefined),
  );
  return (
    <AccountSection title="Password" description="Changing it signs out every other device.">
      <form onSubmit={onSubmit} noValidate className="space-y-4" aria-label="Change password">
        <FormField
          label="Current password"
          type="password"
          autoComplete="current-password"
          error={errors.current_password}
          {...form.register('current_password')}
        />
        <FormField
          label="New password"
          type="password"
          autoComplete="new-password"
          error={errors.password}
          {...form.register('password')}
        />
        <FormField
          label="Confirm new password"
          type="password"
          autoComplete="new-password"
          error={errors.confirm}
          {...form.register('confirm')}
        />
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? 'Saving…' : 'Change password'}
        </Button>
      </form>
    </AccountSection>
  );
}
