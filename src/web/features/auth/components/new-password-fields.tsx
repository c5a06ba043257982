import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { FormInput, newPassword } from './form-input';

type NewPassword = { password: string; confirm: string };

/** A new password and its confirmation, as the account page and the reset link ask for them. */
export function NewPasswordFields<V extends FieldValues & NewPassword, C, T extends FieldValues>({
  form,
}: {
  form: UseFormReturn<V, C, T>;
}) {
  return (
    <>
      <FormInput form={form} name={'password' as Path<V>} label="New password" {...newPassword} />
      <FormInput
        form={form}
        name={'confirm' as Path<V>}
        label="Confirm new password"
        {...newPassword}
      />
    </>
  );
}
