import { zodResolver } from '@hookform/resolvers/zod';
import { type CreateAdminInput, createAdminSchema } from '@shared/admin';
import { SETUP_API } from '@shared/setup';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/form-field';
import { AuthLayout } from '@/features/accounts/auth-layout';
import { AdminFields } from '@/features/admin/admin-fields';
import { ApiError, api } from '@/lib/api';
import { showError } from '@/lib/form-errors';
import { toast } from '@/lib/toast';

const USED =
  'This setup link was already used or has expired. Restart the server for a new link, or run npm run admin:create.';

/**
 * Aworan: the one-time setup link the server prints at the first start (first super admin).
 * The token is in the URL's fragment, which browsers never send, so no log records it.
 */
export default function SetupPage() {
  const token = typeof window === 'undefined' ? '' : window.location.hash.slice(1);
  const navigate = useNavigate();
  const [state, setState] = useState<'checking' | 'ready' | 'used'>(token ? 'checking' : 'used');
  const form = useForm<CreateAdminInput>({
    resolver: zodResolver(createAdminSchema),
    defaultValues: { email: '', password: '', firstName: '', lastName: '' },
  });
  const { isSubmitting } = form.formState;

  useEffect(() => {
    if (!token) return;
    api.post(SETUP_API.check, { token }).then(
      () => setState('ready'),
      () => setState('used'),
    );
  }, [token]);

  const submit = form.handleSubmit(async (values) => {
    try {
      await api.post(SETUP_API.create, { ...values, token });
      toast.success(`Super admin ${values.email} created. Log in to continue.`);
      await navigate('/login', { replace: true });
    } catch (error) {
      if (error instanceof ApiError && error.status === 410) {
        setState('used');
        return;
      }
      showError(error, {
        fallback: 'Failed to create the super admin',
        setError: form.setError,
        fields: ['email', 'password', 'firstName', 'lastName'],
      });
    }
  });

  return (
    <AuthLayout
      title="Create the first super admin"
      footer={
        <Link to="/login" className="font-semibold text-gold-700 hover:underline">
          Go to log in
        </Link>
      }
    >
      {state === 'used' ? <FormAlert tone="error">{USED}</FormAlert> : null}
      {state === 'checking' ? <p className="text-sm text-muted">Checking the link…</p> : null}
      {state === 'ready' ? (
        <form onSubmit={submit} noValidate className="space-y-4" aria-label="Create the first super admin">
          <AdminFields form={form} idPrefix="setup" />
          <Button type="submit" className="w-full" disabled={isSubmitting}>
            {isSubmitting ? 'Creating…' : 'Create super admin'}
          </Button>
        </form>
      ) : null}
    </AuthLayout>
  );
}
