import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { markServerErrors } from '../../../../lib/apply-server-errors';
import { profileFormSchema, type ProfileForm } from '#core/auth/account-forms';
import { useUpdateProfile } from '../../api/update-profile';
import { useAuth } from '../../auth-context';
import { FormInput } from '../form-input';
import { SubmitButton } from '../submit-button';
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
  const { isSubmitting } = form.formState;
  const save = useUpdateProfile(markServerErrors(form, { prefix: 'data' }));
  const onSubmit = form.handleSubmit((data) => save.mutateAsync(data).catch(() => undefined));
  return (
    <AccountSection title="Name and phone">
      <form
        onSubmit={onSubmit}
        noValidate
        className="grid gap-4 sm:grid-cols-2"
        aria-label="Name and phone"
      >
        <FormInput form={form} name="first_name" label="First name" autoComplete="given-name" />
        <FormInput form={form} name="last_name" label="Last name" autoComplete="family-name" />
        <FormInput form={form} name="phone" label="Phone" type="tel" autoComplete="tel" />
        <div className="flex items-end">
          <SubmitButton busy={isSubmitting} busyLabel="Saving…">
            Save profile
          </SubmitButton>
        </div>
      </form>
    </AccountSection>
  );
}
