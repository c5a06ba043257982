import { useState } from 'react';
import { Navigate } from 'react-router';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs';
import { useAuth } from '../auth-context';
import { AuthCard, CheckingSpinner } from '../components/auth-card';
import { SignInForm } from '../components/sign-in-form';
import { SignUpForm } from '../components/sign-up-form';
import { useReturnPath } from '../use-return-path';

/**
 * /auth: tabs Sign In and Sign Up; a signed-in user goes home (SPEC §2), or back to the page a
 * route guard sent them from.
 */
export function Component() {
  const { session, loading } = useAuth();
  const returnPath = useReturnPath();
  const [tab, setTab] = useState('signin');
  const [signInEmail, setSignInEmail] = useState('');
  if (loading) return <CheckingSpinner label="Checking your session…" />;
  // A password sign-in still waiting for its TOTP code stays here: the form asks for the code.
  if (session && !(session.aal === 'aal1' && session.user.mfa_enabled))
    return <Navigate to={returnPath ?? '/'} replace />;
  return (
    <AuthCard
      title="Welcome to Layerworks 3D"
      description="Sign in to check out and see your orders, or create an account."
    >
      <Tabs value={tab} onValueChange={setTab}>
        <TabsList className="grid w-full grid-cols-2">
          <TabsTrigger value="signin">Sign In</TabsTrigger>
          <TabsTrigger value="signup">Sign Up</TabsTrigger>
        </TabsList>
        <TabsContent value="signin">
          <SignInForm key={signInEmail} defaultEmail={signInEmail} returnPath={returnPath} />
        </TabsContent>
        <TabsContent value="signup">
          <SignUpForm
            onNeedsSignIn={(email) => {
              setSignInEmail(email);
              setTab('signin');
            }}
          />
        </TabsContent>
      </Tabs>
    </AuthCard>
  );
}
