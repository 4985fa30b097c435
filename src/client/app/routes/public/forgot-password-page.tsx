import { zodResolver } from '@hookform/resolvers/zod';
import { ACCOUNTS_API, forgotPasswordSchema } from '@shared/accounts';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { FormAlert, TextField } from '@/components/ui/form-field';
import { AuthLayout } from '@/features/accounts/auth-layout';
import { api } from '@/lib/api';
import { showError } from '@/lib/form-errors';

export default function ForgotPasswordPage() {
  const [sentTo, setSentTo] = useState<string | null>(null);
  const form = useForm<{ email: string }>({
    resolver: zodResolver(forgotPasswordSchema),
    defaultValues: { email: '' },
  });
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async ({ email }) => {
    try {
      await api.post(ACCOUNTS_API.requestPasswordReset, { email, redirectTo: '/reset-password' });
      setSentTo(email);
    } catch (error) {
      showError(error, { fallback: 'We could not send the email. Please try again.' });
    }
  });

  return (
    <AuthLayout
      title="Reset your password"
      description="Enter the email of your account and we will send you a link to choose a new password."
      footer={
        <Link to="/login" className="font-semibold text-gold-700 hover:underline">
          Back to log in
        </Link>
      }
    >
      {sentTo ? (
        // The same answer whether or not the address has an account, so nobody can probe for one.
        <FormAlert tone="success">
          If an account exists for {sentTo}, we have sent it a link to reset the password. The link works
          once, for 30 minutes.
        </FormAlert>
      ) : (
        <form onSubmit={submit} noValidate className="space-y-4" aria-label="Reset your password">
          <TextField
            id="forgot-email"
            label="Email"
            type="email"
            autoComplete="email"
            error={errors.email}
            registration={form.register('email')}
          />
          <Button type="submit" className="w-full" disabled={isSubmitting}>
            {isSubmitting ? 'Sending…' : 'Send reset link'}
          </Button>
        </form>
      )}
    </AuthLayout>
  );
}
