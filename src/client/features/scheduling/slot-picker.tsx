import type { Slot } from '@shared/scheduling';
import type { ReactNode } from 'react';
import { Calendar } from '@/components/ui/calendar';
import { FieldFrame } from '@/components/ui/form-field';
import { NativeSelect } from '@/components/ui/native-select';
import { useHydrated } from '@/lib/use-hydrated';

/** The browser's local date as YYYY-MM-DD (the calendar shows local days). */
export const dayString = (d: Date) =>
  `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;

/** "09:00" → "9:00 AM", as the spec's time slots read. */
export function clockLabel(time: string): string {
  const [h, m] = time.split(':').map(Number) as [number, number];
  return `${h % 12 === 0 ? 12 : h % 12}:${String(m).padStart(2, '0')} ${h < 12 ? 'AM' : 'PM'}`;
}

const DAY_LABEL = new Intl.DateTimeFormat('en-GB', {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
});

/**
 * "7 December 2026, Monday": the day's number comes first, so the button's name contains the
 * number it shows (WCAG 2.5.3; react-day-picker's "Monday, December 7th, 2026" does not).
 */
function labelDayButton(date: Date, modifiers: { today?: boolean; selected?: boolean }): string {
  const parts = DAY_LABEL.formatToParts(date);
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  const label = `${get('day')} ${get('month')} ${get('year')}, ${get('weekday')}`;
  return `${modifiers.today ? 'Today, ' : ''}${label}${modifiers.selected ? ', selected' : ''}`;
}

/** A YYYY-MM-DD calendar date as the browser's local midnight (the calendar's days are local). */
export const localDay = (date: string) => {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return new Date(y, m - 1, d);
};

/**
 * The date calendar of booking and rescheduling: past dates disabled, and the days after
 * `lastDay` (the photographer's horizon) when it is given; `month` is the month it opens on.
 * Its days follow the browser's clock, so a server-rendered booking page shows it once
 * hydrated, in a box of the same height (six weeks always) so nothing moves when it appears.
 */
export function SessionCalendar({
  date,
  onSelect,
  month,
  lastDay,
  current,
}: {
  date: Date | undefined;
  onSelect: (d: Date | undefined) => void;
  month?: Date | undefined;
  lastDay?: Date | undefined;
  /** The day the session is on now (rescheduling), ringed so the new one is chosen beside it. */
  current?: Date | undefined;
}) {
  const hydrated = useHydrated();
  const today = new Date();
  today.setHours(0, 0, 0, 0);
  return (
    <div className="flex min-h-80 justify-center rounded-md border border-stone-200">
      {hydrated ? (
        <Calendar
          mode="single"
          selected={date}
          onSelect={onSelect}
          disabled={lastDay ? [{ before: today }, { after: lastDay }] : { before: today }}
          startMonth={today}
          {...(lastDay ? { endMonth: lastDay } : {})}
          {...(month ? { defaultMonth: month } : {})}
          {...(current
            ? { modifiers: { current }, modifiersClassNames: { current: 'rounded-md ring-1 ring-gold-600' } }
            : {})}
          fixedWeeks
          labels={{ labelDayButton }}
        />
      ) : null}
    </div>
  );
}

/** The time select, filled with the free starts of the chosen day. */
export function TimeSelect({
  id,
  label,
  slots,
  value,
  disabled,
  onChange,
  hint,
  error,
  required,
}: {
  id: string;
  label: string;
  slots: Slot[];
  value: string;
  disabled: boolean;
  onChange: (startsAt: string) => void;
  hint?: ReactNode;
  error?: string | undefined;
  required?: boolean;
}) {
  return (
    <FieldFrame
      id={id}
      label={label}
      hint={hint}
      error={error}
      required={required ?? false}
      control={(control) => (
        <NativeSelect
          {...control}
          value={value}
          disabled={disabled}
          onChange={(e) => onChange(e.target.value)}
        >
          <option value="">Choose a time</option>
          {slots.map((s) => (
            <option key={s.startsAt} value={s.startsAt}>
              {clockLabel(s.time)}
            </option>
          ))}
        </NativeSelect>
      )}
    />
  );
}
