import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { markServerErrors } from '../../../lib/apply-server-errors';
import { signUpFormSchema, type SignUpForm as SignUpValues } from '#core/auth/auth-forms';
import { useSignUp } from '../api/sign-up';
import { FormInput, newPassword } from './form-input';
import { SubmitButton } from './submit-button';

/** SPEC §5 sign-up. When the account needs its e-mail confirmed first, onNeedsSignIn takes over. */
export function SignUpForm({ onNeedsSignIn }: { onNeedsSignIn(email: string): void }) {
  const form = useForm<SignUpValues>({
    resolver: zodResolver(signUpFormSchema),
    defaultValues: { firstName: '', lastName: '', email: '', password: '' },
  });
  const { isSubmitting } = form.formState;

  const signUp = useSignUp(
    // With a session the /auth page sends the user home (or back where a guard sent them from);
    // without one they sign in after confirming.
    onNeedsSignIn,
    // The toast keeps the server's message as it is (SPEC §8); its field issues go on the fields.
    markServerErrors(form, {
      paths: { 'options.data.first_name': 'firstName', 'options.data.last_name': 'lastName' },
    }),
  );
  const onSubmit = form.handleSubmit((values) => signUp.mutateAsync(values).catch(() => undefined));

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4" aria-label="Sign up">
      <div className="grid gap-4 sm:grid-cols-2">
        <FormInput form={form} name="firstName" label="First Name" autoComplete="given-name" />
        <FormInput form={form} name="lastName" label="Last Name" autoComplete="family-name" />
      </div>
      <FormInput form={form} name="email" label="Email" type="email" autoComplete="email" />
      <FormInput form={form} name="password" label="Password" {...newPassword} />
      <SubmitButton busy={isSubmitting} busyLabel="Creating account…" className="w-full">
        Sign Up
      </SubmitButton>
    </form>
  );
}
