import { type ComponentProps, type ReactNode, useId } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { Input, Textarea } from './input';
import { FieldError, Label } from './label';

interface FieldProps {
  label: string;
  /** A message, or react-hook-form's field error. */
  error?: string | { message?: string | undefined } | undefined;
  hint?: ReactNode;
  /** Marks the label "(optional)". */
  optional?: boolean;
  /** Marks the label with an asterisk; the server's message, not the browser's, says what is missing. */
  required?: boolean;
  /** react-hook-form's `register('name')`, for forms that use it. */
  registration?: UseFormRegisterReturn;
}

export interface ControlProps {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
  'aria-required': true | undefined;
}

/** Label, hint and error around one control, wired for screen readers. */
export function FieldFrame({
  id,
  label,
  error,
  hint,
  optional,
  required,
  control,
}: Omit<FieldProps, 'registration'> & {
  id: string | undefined;
  control: (props: ControlProps) => ReactNode;
}) {
  const autoId = useId();
  const fieldId = id ?? autoId;
  const message = typeof error === 'string' ? error : error?.message;
  const describedBy = [hint ? `${fieldId}-hint` : null, message ? `${fieldId}-error` : null]
    .filter(Boolean)
    .join(' ');
  return (
    <div className="space-y-1.5">
      <Label htmlFor={fieldId}>
        {label}
        {required ? (
          <span className="text-red-700" aria-hidden>
            {' *'}
          </span>
        ) : null}
        {optional ? <span className="font-normal text-muted"> (optional)</span> : null}
      </Label>
      {control({
        id: fieldId,
        'aria-invalid': message ? true : undefined,
        'aria-describedby': describedBy || undefined,
        'aria-required': required || undefined,
      })}
      {hint ? (
        <p id={`${fieldId}-hint`} className="text-xs text-muted">
          {hint}
        </p>
      ) : null}
      <FieldError id={`${fieldId}-error`}>{message}</FieldError>
    </div>
  );
}

export function TextField({
  id,
  label,
  error,
  hint,
  optional,
  required,
  registration,
  ...input
}: FieldProps & ComponentProps<'input'>) {
  return (
    <FieldFrame
      {...{ id, label, error, hint, optional, required }}
      control={(control) => <Input {...control} {...input} {...registration} />}
    />
  );
}

export function TextAreaField({
  id,
  label,
  error,
  hint,
  optional,
  required,
  registration,
  ...input
}: FieldProps & ComponentProps<'textarea'>) {
  return (
    <FieldFrame
      {...{ id, label, error, hint, optional, required }}
      control={(control) => <Textarea {...control} {...input} {...registration} />}
    />
  );
}

/** A message above a form: errors are announced, notices are polite. */
export function FormAlert({ tone, children }: { tone: 'error' | 'info' | 'success'; children: ReactNode }) {
  const styles = {
    error: 'border-red-200 bg-red-50 text-red-800',
    info: 'border-gold-200 bg-gold-50 text-gold-900',
    success: 'border-green-200 bg-green-50 text-green-800',
  }[tone];
  return (
    <div
      role={tone === 'error' ? 'alert' : 'status'}
      className={`rounded-md border px-4 py-3 text-sm ${styles}`}
    >
      {children}
    </div>
  );
}
