import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { mfaCodeInputSchema, type MfaCodeInput } from '#core/auth/account-forms';
import { FormInput } from './form-input';
import { SubmitButton } from './submit-button';

/** One code field: the 6 digits from the authenticator app, or a recovery code. */
export function MfaCodeForm({
  label,
  submitLabel,
  onCode,
}: {
  label: string;
  submitLabel: string;
  onCode(code: string): Promise<void>;
}) {
  const form = useForm<MfaCodeInput>({
    resolver: zodResolver(mfaCodeInputSchema),
    defaultValues: { code: '' },
  });
  const { isSubmitting } = form.formState;
  return (
    <form
      onSubmit={form.handleSubmit(({ code }) => onCode(code))}
      noValidate
      className="space-y-4"
      aria-label={label}
    >
      <FormInput
        form={form}
        name="code"
        label="Authentication code"
        inputMode="text"
        autoComplete="one-time-code"
      />
      <SubmitButton busy={isSubmitting} busyLabel="Checking…" className="w-full sm:w-auto">
        {submitLabel}
      </SubmitButton>
    </form>
  );
}
