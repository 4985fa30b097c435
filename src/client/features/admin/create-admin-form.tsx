import { zodResolver } from '@hookform/resolvers/zod';
import { PASSWORD_HINT } from '@shared/accounts';
import { ADMIN_API, type CreateAdminInput, createAdminSchema } from '@shared/admin';
import { useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { api } from '@/lib/api';
import { showError } from '@/lib/form-errors';
import { toast } from '@/lib/toast';
import { AdminFields } from './admin-fields';
import { adminKeys } from './admin-queries';

/** Adds another super admin. Nothing is prefilled: there are no default credentials. */
export function CreateAdminForm() {
  const queryClient = useQueryClient();
  const form = useForm<CreateAdminInput>({
    resolver: zodResolver(createAdminSchema),
    defaultValues: { email: '', password: '', firstName: '', lastName: '' },
  });
  const { isSubmitting } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    try {
      await api.post(ADMIN_API.admins, values);
      toast.success(`Admin user ${values.email} created successfully!`);
      form.reset();
      await queryClient.invalidateQueries({ queryKey: adminKeys.all });
    } catch (error) {
      showError(error, {
        fallback: 'Failed to create admin user',
        setError: form.setError,
        fields: ['email', 'password', 'firstName', 'lastName'],
      });
    }
  });

  return (
    <form
      onSubmit={submit}
      noValidate
      className="space-y-4"
      aria-label="Create admin user"
      autoComplete="off"
    >
      <AdminFields
        form={form}
        idPrefix="admin"
        emailAutoComplete="off"
        passwordHint={`${PASSWORD_HINT} Share it with the new admin privately; they can change it in Account settings.`}
      />
      <Button type="submit" disabled={isSubmitting}>
        {isSubmitting ? 'Creating…' : 'Create admin user'}
      </Button>
    </form>
  );
}
