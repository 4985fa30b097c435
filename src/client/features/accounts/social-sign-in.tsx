import { ACCOUNTS_API, type AuthOptions, type SocialProvider } from '@shared/accounts';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { api } from '@/lib/api';
import { showError } from '@/lib/form-errors';
import { accountKeys } from './account-queries';

const LABELS: Record<SocialProvider, string> = {
  google: 'Continue with Google',
  facebook: 'Continue with Facebook',
};

/**
 * Social sign-in, shown only for providers the server has credentials for (GOOGLE_* and
 * FACEBOOK_* settings), so there is never a button that does nothing.
 */
export function SocialSignIn({ returnTo }: { returnTo: string }) {
  const { data } = useQuery({
    queryKey: accountKeys.authOptions,
    queryFn: () => api.get<AuthOptions>(ACCOUNTS_API.authOptions),
    staleTime: Number.POSITIVE_INFINITY,
  });
  const [pending, setPending] = useState<SocialProvider | null>(null);
  const providers = data?.socialProviders ?? [];
  if (providers.length === 0) return null;

  const start = async (provider: SocialProvider) => {
    setPending(provider);
    try {
      const { url } = await api.post<{ url: string }>(ACCOUNTS_API.signInSocial, {
        provider,
        callbackURL: returnTo,
        errorCallbackURL: '/login',
      });
      window.location.assign(url);
    } catch (error) {
      setPending(null);
      showError(error, { fallback: 'Login failed. Please try again.' });
    }
  };

  return (
    <div className="space-y-3">
      <div className="flex items-center gap-3 text-xs text-muted">
        <span className="h-px flex-1 bg-stone-200" />
        or
        <span className="h-px flex-1 bg-stone-200" />
      </div>
      {providers.map((provider) => (
        <Button
          key={provider}
          type="button"
          variant="outline"
          className="w-full"
          disabled={pending !== null}
          onClick={() => void start(provider)}
        >
          {pending === provider ? 'Redirecting…' : LABELS[provider]}
        </Button>
      ))}
    </div>
  );
}
