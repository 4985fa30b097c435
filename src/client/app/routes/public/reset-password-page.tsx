import { zodResolver } from '@hookform/resolvers/zod';
import { ACCOUNTS_API, PASSWORD_HINT, resetPasswordSchema } from '@shared/accounts';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate, useSearchParams } from 'react-router';
import type { z } from 'zod';
import { Button } from '@/components/ui/button';
import { FormAlert, TextField } from '@/components/ui/form-field';
import { AuthLayout } from '@/features/accounts/auth-layout';
import { ApiError, api } from '@/lib/api';
import { errorMessage } from '@/lib/form-errors';
import { toast } from '@/lib/toast';

const INVALID_LINK = 'This reset link is invalid, has expired or was already used. Ask for a new one.';

export default function ResetPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get('token');
  const navigate = useNavigate();
  const [failure, setFailure] = useState<string | null>(token ? null : INVALID_LINK);
  const form = useForm<z.infer<typeof resetPasswordSchema>>({
    resolver: zodResolver(resetPasswordSchema),
    defaultValues: { newPassword: '', confirmPassword: '' },
  });
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async ({ newPassword }) => {
    setFailure(null);
    try {
      await api.post(ACCOUNTS_API.resetPassword, { token, newPassword });
      toast.success('Your password has been reset.');
      await navigate('/login?reset=1', { replace: true });
    } catch (error) {
      const invalid = error instanceof ApiError && error.status === 400 && !error.fields.newPassword;
      setFailure(
        invalid ? INVALID_LINK : errorMessage(error, 'We could not reset your password. Please try again.'),
      );
    }
  });

  return (
    <AuthLayout
      title="Choose a new password"
      footer={
        <Link to="/forgot-password" className="font-semibold text-gold-700 hover:underline">
          Ask for a new link
        </Link>
      }
    >
      {failure ? <FormAlert tone="error">{failure}</FormAlert> : null}
      {token ? (
        <form onSubmit={submit} noValidate className="space-y-4" aria-label="Choose a new password">
          <TextField
            id="reset-password"
            label="New password"
            type="password"
            autoComplete="new-password"
            hint={PASSWORD_HINT}
            error={errors.newPassword}
            registration={form.register('newPassword')}
          />
          <TextField
            id="reset-confirm"
            label="Confirm new password"
            type="password"
            autoComplete="new-password"
            error={errors.confirmPassword}
            registration={form.register('confirmPassword')}
          />
          <Button type="submit" className="w-full" disabled={isSubmitting}>
            {isSubmitting ? 'Saving…' : 'Save new password'}
          </Button>
        </form>
      ) : null}
    </AuthLayout>
  );
}
