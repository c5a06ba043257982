import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { applyServerErrors, fieldNames } from '../../../lib/apply-server-errors';
import { signUpFormSchema, type SignUpForm as SignUpValues } from '#core/auth/auth-forms';
import { Button } from '../../../components/ui/button';
import { useSignUp } from '../api/sign-up';
import { FormField } from './form-field';

/** SPEC §5 sign-up. When the account needs its e-mail confirmed first, onNeedsSignIn takes over. */
export function SignUpForm({ onNeedsSignIn }: { onNeedsSignIn(email: string): void }) {
  const form = useForm<SignUpValues>({
    resolver: zodResolver(signUpFormSchema),
    defaultValues: { firstName: '', lastName: '', email: '', password: '' },
  });
  const { errors, isSubmitting } = form.formState;

  const signUp = useSignUp(
    // With a session the /auth page sends the user home (or back where a guard sent them from);
    // without one they sign in after confirming.
    onNeedsSignIn,
    // The toast keeps the server's message as it is (SPEC §8); its field issues go on the fields.
    (error) =>
      applyServerErrors(error, form.setError, fieldNames(form.getValues()), {
        paths: { 'options.data.first_name': 'firstName', 'options.data.last_name': 'lastName' },
      }),
  );
  const onSubmit = form.handleSubmit((values) => signUp.mutateAsync(values).catch(() => undefined));

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4" aria-label="Sign up">
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField
          label="First Name"
          autoComplete="given-name"
          error={errors.firstName}
          {...form.register('firstName')}
        />
        <FormField
          label="Last Name"
          autoComplete="family-name"
          error={errors.lastName}
          {...form.register('lastName')}
        />
      </div>
      <FormField
        label="Email"
        type="email"
        autoComplete="email"
        error={errors.email}
        {...form.register('email')}
      />
      <FormField
        label="Password"
        type="password"
        autoComplete="new-password"
        error={errors.password}
        {...form.register('password')}
      />
      <Button type="submit" className="w-full" disabled={isSubmitting}>
        {isSubmitting ? 'Creating account…' : 'Sign Up'}
      </Button>
    </form>
  );
}
