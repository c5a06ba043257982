import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { toast } from '../../../lib/lazy-sonner';
import { signInFormSchema, type SignInForm as SignInValues } from '../../../../core/auth/auth-forms';
import { Button } from '../../../components/ui/button';
import { useAuth } from '../auth-context';
import { errorMessage } from '../error-message';
import { setFlashToast } from '../flash-toast';
import { FormField } from './form-field';

export function SignInForm({ defaultEmail = '' }: { defaultEmail?: string }) {
  const { signIn } = useAuth();
  const form = useForm<SignInValues>({ resolver: zodResolver(signInFormSchema), defaultValues: { email: defaultEmail, password: '' } });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async ({ email, password }) => {
    try {
      await signIn(email, password);
    } catch (error) {
      toast.error('Sign in failed', { description: errorMessage(error) });
      return;
    }
    // SPEC §2: after a successful sign-in the home page is reloaded; the toast rides along.
    setFlashToast({ title: 'Welcome back!', description: 'You have been signed in successfully.' });
    window.location.assign('/');
  });

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4" aria-label="Sign in">
      <FormField label="Email" type="email" autoComplete="email" error={errors.email} {...form.register('email')} />
      <FormField label="Password" type="password" autoComplete="current-password" error={errors.password} {...form.register('password')} />
      <div className="text-right text-sm">
        <Link to="/auth/forgot-password" className="text-primary underline-offset-4 hover:underline">
          Forgot your password?
        </Link>
      </div>
      <Button type="submit" className="w-full" disabled={isSubmitting}>
        {isSubmitting ? 'Signing in…' : 'Sign In'}
      </Button>
    </form>
  );
}
