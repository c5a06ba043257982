import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { applyServerErrors, fieldNames } from '../../../../lib/apply-server-errors';
import { profileFormSchema, type ProfileForm } from '#core/auth/account-forms';
import { Button } from '../../../../components/ui/button';
import { useUpdateProfile } from '../../api/update-profile';
import { useAuth } from '../../auth-context';
import { FormField } from '../form-field';
import { AccountSection } from './account-section';

export function ProfileSection() {
  const { profile } = useAuth();
  const form = useForm<ProfileForm>({
    resolver: zodResolver(profileFormSchema),
    values: {
      first_name: profile?.first_name ?? '',
      last_name: profile?.last_name ?? '',
      phone: profile?.phone ?? '',
    },
  });
  const { errors, isSubmitting } = form.formState;
  const save = useUpdateProfile((error) =>
    applyServerErrors(error, form.setError, fieldNames(form.getValues()), { prefix: 'data' }),
  );
  const onSubmit = form.handleSubmit((data) => save.mutateAsync(data).catch(() => undefined));
  return (
    <AccountSection title="Name and phone">
      <form
        onSubmit={onSubmit}
        noValidate
        className="grid gap-4 sm:grid-cols-2"
        aria-label="Name and phone"
      >
        <FormField
          label="First name"
          autoComplete="given-name"
          error={errors.first_name}
          {...form.register('first_name')}
        />
        <FormField
          label="Last name"
          autoComplete="family-name"
          error={errors.last_name}
          {...form.register('last_name')}
        />
        <FormField
          label="Phone"
          type="tel"
          autoComplete="tel"
          error={errors.phone}
          {...form.register('phone')}
        />
        <div className="flex items-end">
          <Button type="submit" disabled={isSubmitting}>
            {isSubmitting ? 'Saving…' : 'Save profile'}
          </Button>
        </div>
      </form>
    </AccountSection>
  );
}
