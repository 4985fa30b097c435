import { koboToNaira, nairaToKobo } from '@shared/money';
import { useId, useState } from 'react';
import { Input } from '@/components/ui/input';
import { FieldError, Label } from '@/components/ui/label';

interface NairaFieldProps {
  label: string;
  /** Kobo; null when the field is empty. */
  valueKobo: number | null;
  onChange: (kobo: number | null) => void;
  error?: string | undefined;
  allowEmpty?: boolean;
}

/** A price typed in naira (₦15,000 → 15000) and stored in kobo. */
export function NairaField({ label, valueKobo, onChange, error, allowEmpty = false }: NairaFieldProps) {
  const id = useId();
  const [text, setText] = useState(valueKobo === null ? '' : String(koboToNaira(valueKobo)));
  const [local, setLocal] = useState<string>();
  const message = local ?? error;
  return (
    <div className="space-y-1.5">
      <Label htmlFor={id}>{label}</Label>
      <div className="relative">
        <span
          className="pointer-events-none absolute top-1/2 left-3 -translate-y-1/2 text-sm text-muted"
          aria-hidden
        >
          ₦
        </span>
        <Input
          id={id}
          inputMode="decimal"
          className="pl-7"
          value={text}
          aria-invalid={message ? true : undefined}
          aria-describedby={message ? `${id}-error` : undefined}
          placeholder={allowEmpty ? 'No price (e.g. Custom)' : '0'}
          onChange={(e) => {
            const raw = e.target.value;
            setText(raw);
            const cleaned = raw.replaceAll(',', '').trim();
            if (cleaned === '') {
              setLocal(allowEmpty ? undefined : 'Enter a price');
              onChange(allowEmpty ? null : 0);
              return;
            }
            const naira = Number(cleaned);
            if (!Number.isFinite(naira) || naira < 0) {
              setLocal('Enter a price in naira, e.g. 15000');
              return;
            }
            setLocal(undefined);
            onChange(nairaToKobo(naira));
          }}
        />
      </div>
      <FieldError id={`${id}-error`}>{message}</FieldError>
    </div>
  );
}
