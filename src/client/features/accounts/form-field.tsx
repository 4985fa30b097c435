import type { ComponentProps, ReactNode } from 'react';
import type { FieldError as FormFieldError, UseFormRegisterReturn } from 'react-hook-form';
import { Input, Textarea } from '@/components/ui/input';
import { FieldError, Label } from '@/components/ui/label';

interface FieldProps {
  id: string;
  label: string;
  error?: FormFieldError | undefined;
  hint?: ReactNode;
  optional?: boolean;
  registration: UseFormRegisterReturn;
}

/** A labelled input with its hint and error wired for screen readers. */
export function TextField({
  id,
  label,
  error,
  hint,
  optional,
  registration,
  ...input
}: FieldProps & Omit<ComponentProps<'input'>, 'id'>) {
  const describedBy = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ');
  return (
    <div className="space-y-1.5">
      <Label htmlFor={id}>
        {label}
        {optional ? <span className="font-normal text-muted"> (optional)</span> : null}
      </Label>
      <Input
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
        {...input}
        {...registration}
      />
      {hint ? (
        <p id={`${id}-hint`} className="text-xs text-muted">
          {hint}
        </p>
      ) : null}
      <FieldError id={`${id}-error`}>{error?.message}</FieldError>
    </div>
  );
}

export function TextAreaField({
  id,
  label,
  error,
  hint,
  optional,
  registration,
  ...input
}: FieldProps & Omit<ComponentProps<'textarea'>, 'id'>) {
  return (
    <div className="space-y-1.5">
      <Label htmlFor={id}>
        {label}
        {optional ? <span className="font-normal text-muted"> (optional)</span> : null}
      </Label>
      <Textarea
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : hint ? `${id}-hint` : undefined}
        {...input}
        {...registration}
      />
      {hint ? (
        <p id={`${id}-hint`} className="text-xs text-muted">
          {hint}
        </p>
      ) : null}
      <FieldError id={`${id}-error`}>{error?.message}</FieldError>
    </div>
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
