import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { mfaCodeInputSchema, type MfaCodeInput } from '#core/auth/account-forms';
import { Button } from '../../../components/ui/button';
import { FormField } from './form-field';

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
  const { errors, isSubmitting } = form.formState;
  return (
    <form
      onSubmit={form.handleSubmit(({ code }) => onCode(code))}
      noValidate
      className="space-y-4"
      aria-label={label}
    >
      <FormField
        label="Authentication code"
        inputMode="text"
        autoComplete="one-time-code"
        error={errors.code}
        {...form.register('code')}
      />
      <Button type="submit" className="w-full sm:w-auto" disabled={isSubmitting}>
        {isSubmitting ? 'Checking…' : submitLabel}
      </Button>
    </form>
  );
}
