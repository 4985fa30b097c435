import { zodResolver } from '@hookform/resolvers/zod';
import { ACCOUNTS_API, changePasswordSchema, PASSWORD_HINT } from '@shared/accounts';
import { useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/form-field';
import { api } from '@/lib/api';
import { showError } from '@/lib/form-errors';
import { toast } from '@/lib/toast';
import { accountKeys } from './account-queries';

export function ChangePasswordForm() {
  const queryClient = useQueryClient();
  const form = useForm<z.infer<typeof changePasswordSchema>>({
    resolver: zodResolver(changePasswordSchema),
    defaultValues: { currentPassword: '', newPassword: '', confirmPassword: '' },
  });
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async ({ currentPassword, newPassword }) => {
    try {
      await api.post(ACCOUNTS_API.changePassword, { currentPassword, newPassword });
      form.reset();
      toast.success('Password changed. Your other sessions were signed out.');
      await queryClient.invalidateQueries({ queryKey: accountKeys.sessions });
    } catch (error) {
      showError(error, {
        fallback: 'Your password could not be changed. Please try again.',
        setError: form.setError,
        fields: ['newPassword'],
      });
    }
  });

  return (
    <form onSubmit={submit} noValidate className="space-y-4" aria-label="Change password">
      <TextField
        id="password-current"
        label="Current password"
        type="password"
        autoComplete="current-password"
        error={errors.currentPassword}
        registration={form.register('currentPassword')}
      />
      <TextField
        id="password-new"
        label="New password"
        type="password"
        autoComplete="new-password"
        hint={PASSWORD_HINT}
        error={errors.newPassword}
        registration={form.register('newPassword')}
      />
      <TextField
        id="password-confirm"
        label="Confirm new password"
        type="password"
        autoComplete="new-password"
        error={errors.confirmPassword}
        registration={form.register('confirmPassword')}
      />
      <Button type="submit" disabled={isSubmitting}>
        {isSubmitting ? 'Saving…' : 'Change password'}
      </Button>
    </form>
  );
}
