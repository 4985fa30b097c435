import { PASSWORD_HINT } from '@shared/accounts';
import type { CreateAdminInput } from '@shared/admin';
import type { UseFormReturn } from 'react-hook-form';
import { TextField } from '@/components/ui/form-field';

/**
 * The four fields of a new super admin (names, email, password), shared by the admin area's
 * Create admin form and the first start's setup page. `idPrefix` keeps ids unique per form.
 */
export function AdminFields({
  form,
  idPrefix,
  passwordHint = PASSWORD_HINT,
  emailAutoComplete = 'email',
}: {
  form: UseFormReturn<CreateAdminInput>;
  idPrefix: string;
  passwordHint?: string;
  emailAutoComplete?: string;
}) {
  const { errors } = form.formState;
  return (
    <>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          id={`${idPrefix}-first-name`}
          label="First name"
          error={errors.firstName}
          registration={form.register('firstName')}
        />
        <TextField
          id={`${idPrefix}-last-name`}
          label="Last name"
          error={errors.lastName}
          registration={form.register('lastName')}
        />
      </div>
      <TextField
        id={`${idPrefix}-email`}
        label="Email"
        type="email"
        autoComplete={emailAutoComplete}
        error={errors.email}
        registration={form.register('email')}
      />
      <TextField
        id={`${idPrefix}-password`}
        label="Password"
        type="password"
        autoComplete="new-password"
        hint={passwordHint}
        error={errors.password}
        registration={form.register('password')}
      />
    </>
  );
}
