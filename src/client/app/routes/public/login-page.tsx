import { safeReturnPath, signedInHome } from '@shared/accounts';
import { useRef } from 'react';
import { Link, Navigate, useLocation, useNavigate, useSearchParams } from 'react-router';
import { FormAlert } from '@/components/ui/form-field';
import { AuthLayout } from '@/features/accounts/auth-layout';
import { LoginForm } from '@/features/accounts/login-form';
import { SocialSignIn } from '@/features/accounts/social-sign-in';
import { useAuth } from '@/features/accounts/use-auth';

/** What the login page says after a redirect from an email link or a social provider. */
function notice(params: URLSearchParams): { tone: 'error' | 'info' | 'success'; text: string } | null {
  const error = params.get('error');
  if (error === 'INVALID_TOKEN' || error === 'TOKEN_EXPIRED' || error === 'USER_NOT_FOUND') {
    return {
      tone: 'error',
      text: 'That verification link is invalid or has expired. Log in and we will send you a new one.',
    };
  }
  if (error)
    return { tone: 'error', text: 'Social sign-in did not work. Please try again or use your email.' };
  if (params.get('verified')) return { tone: 'success', text: 'Your email is verified. You can now log in.' };
  if (params.get('reset'))
    return { tone: 'success', text: 'Your password was reset. Log in with the new one.' };
  return null;
}

export default function LoginPage() {
  const auth = useAuth();
  const location = useLocation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const signingIn = useRef(false);
  const from = (location.state as { from?: string } | null)?.from ?? params.get('from');
  const returnTo = safeReturnPath(from);
  const message = notice(params);

  // The form shows while the session loads (the server renders it without one); someone
  // already signed in has nothing to do here.
  if (auth.viewer && !signingIn.current) return <Navigate to={signedInHome(auth.viewer)} replace />;

  return (
    <AuthLayout
      title="Log in"
      description={from ? 'Log in to continue.' : 'Welcome back to Aworan.'}
      footer={
        <>
          New to Aworan?{' '}
          <Link to="/signup" className="font-semibold text-gold-700 hover:underline">
            Create an account
          </Link>
        </>
      }
    >
      {message ? <FormAlert tone={message.tone}>{message.text}</FormAlert> : null}
      <LoginForm
        onSignedIn={(me) => {
          signingIn.current = true;
          void navigate(safeReturnPath(from, signedInHome(me.viewer)), { replace: true });
        }}
      />
      <SocialSignIn returnTo={returnTo} />
    </AuthLayout>
  );
}
