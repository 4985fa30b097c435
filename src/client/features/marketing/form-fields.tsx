import type { ComponentProps, ReactNode } from 'react';
import type { FieldError as FormFieldError, UseFormRegisterReturn } from 'react-hook-form';
import { Input, Textarea } from '@/components/ui/input';
import { FieldError, Label } from '@/components/ui/label';
import { cn } from '@/lib/cn';

interface FieldProps {
  id: string;
  label: string;
  required?: boolean;
  error?: FormFieldError | undefined;
  registration: UseFormRegisterReturn;
}

function FieldFrame({
  id,
  label,
  required,
  error,
  children,
}: Omit<FieldProps, 'registration'> & { children: ReactNode }) {
  return (
    <div className="space-y-1.5">
      <Label htmlFor={id}>
        {label}
        {required ? (
          <span className="text-red-700" aria-hidden>
            {' '}
            *
          </span>
        ) : (
          <span className="font-normal text-muted"> (optional)</span>
        )}
      </Label>
      {children}
      <FieldError id={`${id}-error`}>{error?.message}</FieldError>
    </div>
  );
}

const a11y = (id: string, error: FormFieldError | undefined, required?: boolean) => ({
  id,
  'aria-invalid': error ? true : undefined,
  'aria-describedby': error ? `${id}-error` : undefined,
  'aria-required': required || undefined,
});

export function TextField({
  type = 'text',
  autoComplete,
  ...props
}: FieldProps & { type?: string; autoComplete?: string }) {
  return (
    <FieldFrame {...props}>
      <Input
        type={type}
        autoComplete={autoComplete}
        {...a11y(props.id, props.error, props.required)}
        {...props.registration}
      />
    </FieldFrame>
  );
}

export function TextAreaField({ rows = 5, ...props }: FieldProps & { rows?: number }) {
  return (
    <FieldFrame {...props}>
      <Textarea rows={rows} {...a11y(props.id, props.error, props.required)} {...props.registration} />
    </FieldFrame>
  );
}

export function SelectField({
  options,
  placeholder,
  ...props
}: FieldProps & { options: readonly { value: string; label: string }[]; placeholder: string }) {
  return (
    <FieldFrame {...props}>
      <select
        className="flex h-10 w-full rounded-md border border-stone-300 bg-white px-3 py-2 text-sm text-ink focus-visible:border-gold-600 focus-visible:outline-2 focus-visible:outline-gold-600/40"
        {...a11y(props.id, props.error, props.required)}
        {...props.registration}
      >
        <option value="">{placeholder}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </FieldFrame>
  );
}

/**
 * The spam trap: people never see or reach this field, so only bots fill it in and the server
 * drops their submissions quietly.
 */
export function HoneypotField({
  registration,
  className,
}: { registration: UseFormRegisterReturn } & ComponentProps<'div'>) {
  return (
    <div aria-hidden className={cn('absolute -left-[10000px] h-px w-px overflow-hidden', className)}>
      <label>
        Website
        <input type="text" tabIndex={-1} autoComplete="off" {...registration} />
      </label>
    </div>
  );
}

/** An empty choice in a select means "not given", not the empty string. */
export const emptyToUndefined = (value: unknown) => (value === '' ? undefined : value);
