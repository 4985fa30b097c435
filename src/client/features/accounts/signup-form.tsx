import { zodResolver } from '@hookform/resolvers/zod';
import {
  ACCOUNTS_API,
  PASSWORD_HINT,
  ROLE_LABELS,
  SIGN_UP_ROLES,
  type SignUpInput,
  signUpSchema,
} from '@shared/accounts';
import { RadioGroup } from 'radix-ui';
import { useState } from 'react';
import { type Control, Controller, useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { FormAlert, TextField } from '@/components/ui/form-field';
import { FieldError, Label } from '@/components/ui/label';
import { api } from '@/lib/api';
import { cn } from '@/lib/cn';
import { errorMessage, showError } from '@/lib/form-errors';
import { toast } from '@/lib/toast';

const FIELDS = ['firstName', 'lastName', 'email', 'password', 'role'] as const;
const ROLE_HINTS = {
  customer: 'Book and pay for sessions, see your photos',
  photographer: 'Run your photography business',
};

/** Where the verification link lands: the login page, then the step the person was heading to. */
function verificationCallback(role: SignUpInput['role']): string {
  return role === 'photographer' ? '/login?verified=1&from=%2Fphotographer-approval' : '/login?verified=1';
}

export function SignupForm() {
  const navigate = useNavigate();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<SignUpInput>({
    resolver: zodResolver(signUpSchema),
    defaultValues: { firstName: '', lastName: '', email: '', password: '', role: 'customer' },
  });
  const { errors, isSubmitting } = form.formState;
  const agreed = form.watch('acceptTerms') === true;

  const submit = form.handleSubmit(async (values) => {
    setFailure(null);
    const role = values.role ?? 'customer';
    try {
      await api.post(ACCOUNTS_API.signUp, { ...values, role, callbackURL: verificationCallback(role) });
      toast.success('Registration successful! Check your email to verify your account.');
      await navigate(role === 'photographer' ? '/photographer-approval' : '/login', {
        state: { signedUpEmail: values.email },
      });
    } catch (error) {
      setFailure(errorMessage(error, 'Failed to create account. Please try again.'));
      showError(error, {
        fallback: 'Signup failed. Please try again.',
        setError: form.setError,
        fields: FIELDS,
      });
    }
  });

  return (
    <form onSubmit={submit} noValidate className="space-y-4" aria-label="Sign up">
      {failure ? <FormAlert tone="error">{failure}</FormAlert> : null}
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          id="signup-first-name"
          label="First name"
          autoComplete="given-name"
          error={errors.firstName}
          registration={form.register('firstName')}
        />
        <TextField
          id="signup-last-name"
          label="Last name"
          autoComplete="family-name"
          error={errors.lastName}
          registration={form.register('lastName')}
        />
      </div>
      <TextField
        id="signup-email"
        label="Email"
        type="email"
        autoComplete="email"
        error={errors.email}
        registration={form.register('email')}
      />
      <TextField
        id="signup-password"
        label="Password"
        type="password"
        autoComplete="new-password"
        hint={PASSWORD_HINT}
        error={errors.password}
        registration={form.register('password')}
      />
      <AccountTypeChoice control={form.control} error={errors.role?.message} />
      <TermsConsent control={form.control} error={errors.acceptTerms?.message} />
      <Button type="submit" className="w-full" disabled={!agreed || isSubmitting}>
        {isSubmitting ? 'Creating account…' : 'Create account'}
      </Button>
    </form>
  );
}

/** Client or Photographer/Vendor, as two large radio cards. */
function AccountTypeChoice({ control, error }: { control: Control<SignUpInput>; error: string | undefined }) {
  return (
    <fieldset className="space-y-2">
      <legend className="text-sm font-medium text-ink">Account type</legend>
      <Controller
        control={control}
        name="role"
        render={({ field }) => (
          <RadioGroup.Root
            value={field.value ?? 'customer'}
            onValueChange={field.onChange}
            className="grid gap-2 sm:grid-cols-2"
            aria-label="Account type"
          >
            {SIGN_UP_ROLES.map((role) => (
              <label
                key={role}
                htmlFor={`signup-role-${role}`}
                className={cn(
                  'flex cursor-pointer items-start gap-3 rounded-md border p-3 text-sm',
                  field.value === role ? 'border-gold-600 bg-gold-50' : 'border-stone-300',
                )}
              >
                <RadioGroup.Item
                  id={`signup-role-${role}`}
                  value={role}
                  className="mt-0.5 size-4 shrink-0 rounded-full border border-stone-400 data-[state=checked]:border-gold-600 focus-visible:outline-2 focus-visible:outline-gold-600"
                >
                  <RadioGroup.Indicator className="flex size-full items-center justify-center after:size-2 after:rounded-full after:bg-gold-600" />
                </RadioGroup.Item>
                {/* min-w-0 and a break after the slash: "Photographer/Vendor" is one long word to a browser. */}
                <span className="min-w-0 [overflow-wrap:anywhere]">
                  <span className="block font-semibold">{ROLE_LABELS[role].replace('/', '/\u200B')}</span>
                  <span className="text-muted">{ROLE_HINTS[role]}</span>
                </span>
              </label>
            ))}
          </RadioGroup.Root>
        )}
      />
      <FieldError>{error}</FieldError>
    </fieldset>
  );
}

/** The terms and privacy checkbox the account is created under. */
function TermsConsent({ control, error }: { control: Control<SignUpInput>; error: string | undefined }) {
  return (
    <div className="space-y-1.5">
      <div className="flex items-start gap-2">
        <Controller
          control={control}
          name="acceptTerms"
          render={({ field }) => (
            <Checkbox
              id="signup-terms"
              className="mt-0.5"
              checked={field.value === true}
              aria-describedby={error ? 'signup-terms-error' : undefined}
              onCheckedChange={(checked) => field.onChange(checked === true ? true : undefined)}
            />
          )}
        />
        <Label htmlFor="signup-terms" className="font-normal leading-snug">
          I agree to the{' '}
          <Link to="/terms" className="font-medium text-gold-700 hover:underline">
            Terms of Service
          </Link>{' '}
          and{' '}
          <Link to="/privacy" className="font-medium text-gold-700 hover:underline">
            Privacy Policy
          </Link>
        </Label>
      </div>
      <FieldError id="signup-terms-error">{error}</FieldError>
    </div>
  );
}
