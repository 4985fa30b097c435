import { zodResolver } from '@hookform/resolvers/zod';
import { ACCOUNTS_API, type UpdateNameInput, updateNameSchema, type Viewer } from '@shared/accounts';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/form-field';
import { api } from '@/lib/api';
import { showError } from '@/lib/form-errors';
import { toast } from '@/lib/toast';
import { useAuth } from './use-auth';

export function NameForm({ viewer }: { viewer: Viewer }) {
  const { refresh } = useAuth();
  const form = useForm<UpdateNameInput>({
    resolver: zodResolver(updateNameSchema),
    defaultValues: { firstName: viewer.firstName, lastName: viewer.lastName },
  });
  const { errors, isSubmitting, isDirty } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    try {
      await api.put(ACCOUNTS_API.name, values);
      form.reset(values);
      await refresh();
      toast.success('Your name was updated.');
    } catch (error) {
      showError(error, { fallback: 'Your name could not be saved. Please try again.' });
    }
  });

  return (
    <form onSubmit={submit} noValidate className="space-y-4" aria-label="Your name">
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          id="name-first"
          label="First name"
          autoComplete="given-name"
          error={errors.firstName}
          registration={form.register('firstName')}
        />
        <TextField
          id="name-last"
          label="Last name"
          autoComplete="family-name"
          error={errors.lastName}
          registration={form.register('lastName')}
        />
      </div>
      <Button type="submit" disabled={isSubmitting || !isDirty}>
        {isSubmitting ? 'Saving…' : 'Save name'}
      </Button>
    </form>
  );
}
