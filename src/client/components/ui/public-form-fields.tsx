import type { ComponentProps } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { FieldFrame } from '@/components/ui/form-field';
import { NativeSelect } from '@/components/ui/native-select';
import { cn } from '@/lib/cn';

/** A native select with the same label, error and screen-reader wiring as the text fields. */
export function SelectField({
  options,
  placeholder,
  registration,
  ...field
}: {
  id: string;
  label: string;
  required?: boolean;
  error?: { message?: string | undefined } | undefined;
  registration: UseFormRegisterReturn;
  options: readonly { value: string; label: string }[];
  placeholder: string;
}) {
  return (
    <FieldFrame
      {...field}
      optional={!field.required}
      control={(control) => (
        <NativeSelect {...control} {...registration}>
          <option value="">{placeholder}</option>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </NativeSelect>
      )}
    />
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
