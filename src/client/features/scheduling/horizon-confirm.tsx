import { Checkbox } from '@/components/ui/checkbox';
import { Label } from '@/components/ui/label';

/** The photographer's confirmation to book (or move) a session past their booking window. */
export function HorizonConfirm({
  id,
  horizonDays,
  checked,
  onChange,
  error,
}: {
  id: string;
  horizonDays: number;
  checked: boolean;
  onChange: (checked: boolean) => void;
  /** Shown when they tried without ticking it (the form's or the server's message). */
  error?: string | undefined;
}) {
  return (
    <div className="space-y-2 rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950">
      <p id={`${id}-why`}>
        This date is more than {horizonDays} days ahead: past the booking window your clients can book in.
      </p>
      <div className="flex items-center gap-2">
        <Checkbox
          id={id}
          checked={checked}
          aria-describedby={`${id}-why`}
          aria-invalid={error ? true : undefined}
          onCheckedChange={(value) => onChange(value === true)}
        />
        <Label htmlFor={id}>Book past my booking window</Label>
      </div>
      {error ? (
        <p role="alert" className="font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}
