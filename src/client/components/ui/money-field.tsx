import { type Kobo, parseNaira } from '@shared/money';
import { type ReactNode, useState } from 'react';
import { formatNairaInput } from '@/lib/money-input';
import { FieldFrame } from './form-field';
import { Input } from './input';

interface MoneyFieldProps {
  label: string;
  /** Kobo; null when empty (optional fields); NaN while the text is not an amount. */
  valueKobo: Kobo | null;
  /**
   * Called on every keystroke with kobo, null for an empty optional field, or NaN when the text
   * is not a valid amount: the form's schema then refuses to save it (z.number() rejects NaN),
   * so a bad price is never saved as ₦0 or silently replaced by the previous one.
   */
  onChange: (kobo: Kobo | null) => void;
  onBlur?: () => void;
  /** The form's or the server's message; the field's own reading of the text comes first. */
  error?: string | { message?: string | undefined } | undefined;
  /** Empty means "no price" rather than a missing one. */
  optional?: boolean;
  required?: boolean;
  maxKobo?: Kobo;
  hint?: ReactNode;
  id?: string;
  name?: string;
  placeholder?: string;
}

/**
 * The one price input: naira typed in (₦15,000.50), integer kobo out, en-NG grouping on blur.
 * The text is the field's own once mounted (so half-typed input is never rewritten under the
 * cursor): give it a new `key` to load a different value.
 */
export function MoneyField({
  label,
  valueKobo,
  onChange,
  onBlur,
  error,
  optional = false,
  required,
  maxKobo,
  hint,
  id,
  name,
  placeholder,
}: MoneyFieldProps) {
  const [text, setText] = useState(() => formatNairaInput(valueKobo));
  const [problem, setProblem] = useState<string>();
  return (
    <FieldFrame
      {...{ id, label, hint, required }}
      optional={optional && !required}
      error={problem ?? error}
      control={(control) => (
        <div className="relative">
          <span
            className="pointer-events-none absolute top-1/2 left-3 -translate-y-1/2 text-sm text-muted"
            aria-hidden
          >
            ₦
          </span>
          <Input
            {...control}
            name={name}
            inputMode="decimal"
            autoComplete="off"
            className="pl-7"
            value={text}
            placeholder={placeholder ?? (optional ? 'No price' : '0')}
            onChange={(e) => {
              setText(e.target.value);
              const read = parseNaira(e.target.value, { optional, maxKobo });
              setProblem(read.ok ? undefined : read.problem);
              onChange(read.ok ? read.kobo : Number.NaN);
            }}
            onBlur={() => {
              const read = parseNaira(text, { optional, maxKobo });
              if (read.ok) setText(formatNairaInput(read.kobo));
              onBlur?.();
            }}
          />
        </div>
      )}
    />
  );
}
