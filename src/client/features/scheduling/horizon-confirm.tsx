import { isBeyondHorizon } from '@shared/scheduling';
import { Checkbox } from '@/components/ui/checkbox';
import { Label } from '@/components/ui/label';

/**
 * Whether the picked start needs the photographer's confirmation: past their booking window
 * (decision 214). Undefined `horizonDays`: a visitor's form, whose times never go past it.
 */
export const needsHorizonConfirm = (startsAt: string, horizonDays: number | undefined) =>
  horizonDays !== undefined && startsAt !== '' && isBeyondHorizon(startsAt, horizonDays, new Date());

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
