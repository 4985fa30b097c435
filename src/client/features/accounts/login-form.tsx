import { zodResolver } from '@hookform/resolvers/zod';
import { ACCOUNTS_API, type MeResponse, type SignInInput, signInSchema } from '@shared/accounts';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { FormAlert, TextField } from '@/components/ui/form-field';
import { Label } from '@/components/ui/label';
import { api } from '@/lib/api';
import { errorMessage } from '@/lib/form-errors';
import { toast } from '@/lib/toast';
import { accountKeys } from './account-queries';
import { fetchMe } from './use-auth';

/** Email and password sign-in; `onSignedIn` runs once the new session's profile is loaded. */
export function LoginForm({ onSignedIn }: { onSignedIn: (me: MeResponse) => void }) {
  const queryClient = useQueryClient();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<SignInInput>({
    resolver: zodResolver(signInSchema),
    defaultValues: { email: '', password: '', rememberMe: true },
  });
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      await api.post(ACCOUNTS_API.signIn, values);
      const me = await fetchMe();
      // The page decides where to go before the signed-in state re-renders it.
      onSignedIn(me);
      queryClient.setQueryData(accountKeys.me, me);
      toast.success('Signed in successfully!');
    } catch (error) {
      setFailure(errorMessage(error, 'Invalid email or password. Please try again.'));
      toast.error(errorMessage(error, 'Login failed. Please try again.'));
    }
  });

  return (
    <form onSubmit={submit} noValidate className="space-y-4" aria-label="Log in">
      {failure ? <FormAlert tone="error">{failure}</FormAlert> : null}
      <TextField
        id="login-email"
        label="Email"
        type="email"
        autoComplete="email"
        error={errors.email}
        registration={form.register('email')}
      />
      <TextField
        id="login-password"
        label="Password"
        type="password"
        autoComplete="current-password"
        error={errors.password}
        registration={form.register('password')}
      />
      <div className="flex items-center justify-between gap-4">
        <div className="flex items-center gap-2">
          <Controller
            control={form.control}
            name="rememberMe"
            render={({ field }) => (
              <Checkbox
                id="login-remember"
                checked={field.value}
                onCheckedChange={(checked) => field.onChange(checked === true)}
              />
            )}
          />
          <Label htmlFor="login-remember" className="font-normal">
            Remember me
          </Label>
        </div>
        <Link to="/forgot-password" className="text-sm font-medium text-gold-700 hover:underline">
          Forgot password?
        </Link>
      </div>
      <Button type="submit" className="w-full" disabled={isSubmitting}>
        {isSubmitting ? 'Logging in…' : 'Log in'}
      </Button>
    </form>
  );
}
