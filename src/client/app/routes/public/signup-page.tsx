import { DEFAULT_SIGNED_IN_PATH, signedInHome } from '@shared/accounts';
import { Link, Navigate } from 'react-router';
import { AuthLayout } from '@/features/accounts/auth-layout';
import { SignupForm } from '@/features/accounts/signup-form';
import { SocialSignIn } from '@/features/accounts/social-sign-in';
import { useAuth } from '@/features/accounts/use-auth';

export default function SignupPage() {
  const auth = useAuth();
  // The form shows while the session loads (the server renders it without one).
  if (auth.viewer) return <Navigate to={signedInHome(auth.viewer)} replace />;
  return (
    <AuthLayout
      title="Create your account"
      description="Book photographers, or run your photography business, on Aworan."
      footer={
        <>
          Already have an account?{' '}
          <Link to="/login" className="font-semibold text-gold-700 hover:underline">
            Log in
          </Link>
        </>
      }
    >
      <SignupForm />
      <SocialSignIn returnTo={DEFAULT_SIGNED_IN_PATH} />
    </AuthLayout>
  );
}
