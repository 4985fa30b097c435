import { formatNaira } from '@shared/money';
import {
  type AvailabilityInput,
  type SchedulingSettings,
  type SessionType,
  TIME_ZONES,
  WEEKDAYS,
} from '@shared/scheduling';
import { Pencil, Plus, RefreshCw, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { CopyLink } from '@/components/ui/copy-link';
import { FieldFrame, TextField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { useConfirm } from '@/components/ui/use-confirm';
import { showError } from '@/lib/form-errors';
import { useOverrides, useRegenerateFeed, useSaveAvailability } from './scheduling-queries';
import { SessionTypeDialog } from './session-type-dialog';
import { clockLabel } from './slot-picker';

/** The photographer's booking settings: session types, weekly hours, dates off, the calendar feed. */
export function AvailabilitySettings({ settings }: { settings: SchedulingSettings }) {
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <SessionTypes types={settings.sessionTypes} />
      <WeeklyHours key={JSON.stringify(settings.availability)} settings={settings} />
      <DateOverrides settings={settings} />
      <CalendarFeed feedUrl={settings.availability.feedUrl} />
    </div>
  );
}

function SessionTypes({ types }: { types: SessionType[] }) {
  const [editing, setEditing] = useState<SessionType | null | 'new'>(null);
  return (
    <Card className="space-y-3 p-5">
      <div className="flex items-center justify-between">
        <h2 className="font-display text-lg font-semibold">Session types</h2>
        <Button size="sm" variant="secondary" onClick={() => setEditing('new')}>
          <Plus className="size-4" aria-hidden /> Add
        </Button>
      </div>
      <ul className="divide-y divide-stone-100">
        {types.map((t) => (
          <li key={t.id} className="flex items-center justify-between gap-2 py-2 text-sm">
            <span>
              <span className="font-medium">{t.name}</span>
              <span className="text-muted">
                {' '}
                · {t.durationMinutes} min · {formatNaira(t.priceKobo)}
                {t.depositPercent ? ` · ${t.depositPercent}% deposit` : ''}
                {t.bufferMinutes ? ` · ${t.bufferMinutes} min buffer` : ''}
                {t.active ? '' : ' · not offered'}
              </span>
            </span>
            <Button size="icon" variant="ghost" aria-label={`Edit ${t.name}`} onClick={() => setEditing(t)}>
              <Pencil className="size-4" aria-hidden />
            </Button>
          </li>
        ))}
      </ul>
      {editing ? (
        <SessionTypeDialog type={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />
      ) : null}
    </Card>
  );
}

function WeeklyHours({ settings }: { settings: SchedulingSettings }) {
  const { feedUrl: _f, ...initial } = settings.availability;
  const [value, setValue] = useState<AvailabilityInput>(initial as AvailabilityInput);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const save = useSaveAvailability();
  const setDay = (day: number, span: { start: string; end: string } | null) =>
    setValue((v) => ({
      ...v,
      weeklyHours: v.weeklyHours.map((spans, i) => (i === day ? (span ? [span] : []) : spans)),
    }));
  const int =
    (name: 'minNoticeHours' | 'horizonDays' | 'slotMinutes') => (e: { target: { value: string } }) =>
      setValue((v) => ({ ...v, [name]: e.target.value === '' ? Number.NaN : Number(e.target.value) }));
  return (
    <Card className="space-y-4 p-5">
      <h2 className="font-display text-lg font-semibold">Working hours</h2>
      <p className="text-sm text-muted">Sessions may start from the first to the last time of each day.</p>
      <ul className="space-y-2">
        {WEEKDAYS.map((name, day) => {
          const span = value.weeklyHours[day]?.[0];
          return <DayHours key={name} name={name} span={span} onSpan={(next) => setDay(day, next)} />;
        })}
      </ul>
      <div className="grid gap-3 sm:grid-cols-2">
        <FieldFrame
          id="tz"
          label="Time zone"
          control={(control) => (
            <NativeSelect
              {...control}
              value={value.timeZone}
              onChange={(e) =>
                setValue((v) => ({ ...v, timeZone: e.target.value as AvailabilityInput['timeZone'] }))
              }
            >
              {TIME_ZONES.map((z) => (
                <option key={z}>{z}</option>
              ))}
            </NativeSelect>
          )}
        />
        <TextField
          label="Start times every (minutes)"
          type="number"
          value={Number.isNaN(value.slotMinutes) ? '' : value.slotMinutes}
          error={errors.slotMinutes}
          onChange={int('slotMinutes')}
        />
        <TextField
          label="Minimum notice (hours)"
          type="number"
          value={Number.isNaN(value.minNoticeHours) ? '' : value.minNoticeHours}
          error={errors.minNoticeHours}
          onChange={int('minNoticeHours')}
        />
        <TextField
          label="Clients may book up to (days ahead)"
          type="number"
          value={Number.isNaN(value.horizonDays) ? '' : value.horizonDays}
          error={errors.horizonDays}
          onChange={int('horizonDays')}
        />
      </div>
      <label className="flex items-start gap-2 text-sm">
        <input
          type="checkbox"
          className="mt-0.5 size-4 accent-gold-700"
          checked={value.autoConfirmOnDeposit ?? true}
          onChange={(e) => setValue((v) => ({ ...v, autoConfirmOnDeposit: e.target.checked }))}
        />
        <span>
          Confirm a booking as soon as its deposit is paid
          <span className="block text-muted">
            Off: a paid booking waits, Pending, for you to confirm it (clients are told so).
          </span>
        </span>
      </label>
      <div className="flex justify-end">
        <Button
          disabled={save.isPending}
          onClick={() =>
            save.mutate(value, {
              onError: (error) =>
                showError(error, { fallback: 'The hours could not be saved.', setFieldErrors: setErrors }),
            })
          }
        >
          Save hours and rules
        </Button>
      </div>
    </Card>
  );
}

/** One weekday: open or closed, and the first and last start times when open. */
function DayHours({
  name,
  span,
  onSpan,
}: {
  name: string;
  span: { start: string; end: string } | undefined;
  onSpan: (span: { start: string; end: string } | null) => void;
}) {
  return (
    <li className="flex flex-wrap items-center gap-2 text-sm">
      <label className="flex w-32 items-center gap-2">
        <input
          type="checkbox"
          className="size-4 accent-gold-700"
          checked={Boolean(span)}
          onChange={(e) => onSpan(e.target.checked ? { start: '09:00', end: '17:00' } : null)}
        />
        {name}
      </label>
      {span ? (
        <>
          <Input
            type="time"
            aria-label={`${name} first start`}
            className="w-32"
            value={span.start}
            onChange={(e) => onSpan({ ...span, start: e.target.value })}
          />
          <span>to</span>
          <Input
            type="time"
            aria-label={`${name} last start`}
            className="w-32"
            value={span.end}
            onChange={(e) => onSpan({ ...span, end: e.target.value })}
          />
        </>
      ) : (
        <span className="text-muted">Closed</span>
      )}
    </li>
  );
}

function DateOverrides({ settings }: { settings: SchedulingSettings }) {
  const [date, setDate] = useState('');
  const [start, setStart] = useState('09:00');
  const [end, setEnd] = useState('17:00');
  const { add, remove } = useOverrides();
  const today = new Date().toISOString().slice(0, 10);
  return (
    <Card className="space-y-3 p-5">
      <h2 className="font-display text-lg font-semibold">Days off and special hours</h2>
      <div className="flex flex-wrap items-end gap-2">
        <div className="space-y-1">
          <label htmlFor="override-date" className="text-sm font-medium">
            Date
          </label>
          <Input
            id="override-date"
            type="date"
            min={today}
            value={date}
            onChange={(e) => setDate(e.target.value)}
          />
        </div>
        <Input
          type="time"
          aria-label="First start"
          className="w-28"
          value={start}
          onChange={(e) => setStart(e.target.value)}
        />
        <Input
          type="time"
          aria-label="Last start"
          className="w-28"
          value={end}
          onChange={(e) => setEnd(e.target.value)}
        />
        <Button
          size="sm"
          variant="secondary"
          disabled={!date || add.isPending}
          onClick={() => add.mutate({ date, spans: [{ start, end }] })}
        >
          Set hours
        </Button>
        <Button
          size="sm"
          variant="outline"
          disabled={!date || add.isPending}
          onClick={() => add.mutate({ date, spans: [] })}
        >
          Day off
        </Button>
      </div>
      {settings.overrides.length ? (
        <ul className="divide-y divide-stone-100 text-sm">
          {settings.overrides.map((o) => (
            <li key={o.id} className="flex items-center justify-between py-2">
              <span>
                <span className="font-medium">{o.date}</span>{' '}
                <span className="text-muted">
                  {o.spans.length
                    ? o.spans.map((s) => `${clockLabel(s.start)} – ${clockLabel(s.end)}`).join(', ')
                    : 'Day off'}
                </span>
              </span>
              <Button
                size="icon"
                variant="ghost"
                aria-label={`Remove ${o.date}`}
                onClick={() => remove.mutate(o.id)}
              >
                <Trash2 className="size-4" aria-hidden />
              </Button>
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-sm text-muted">No dates set: the weekly hours apply.</p>
      )}
    </Card>
  );
}

function CalendarFeed({ feedUrl }: { feedUrl: string }) {
  const regenerate = useRegenerateFeed();
  const ask = useConfirm();
  return (
    <Card className="space-y-3 p-5">
      <h2 className="font-display text-lg font-semibold">Calendar feed</h2>
      <p className="text-sm text-muted">
        Subscribe to this private address in Google Calendar (Other calendars → From URL) or Apple Calendar
        (File → New Calendar Subscription) to see your bookings there. Anyone with it can see your bookings.
      </p>
      <Input readOnly value={feedUrl} aria-label="Calendar feed address" onFocus={(e) => e.target.select()} />
      <div className="flex flex-wrap gap-2">
        <CopyLink text={feedUrl} copied="Address copied" size="sm" variant="secondary">
          Copy
        </CopyLink>
        <Button
          size="sm"
          variant="outline"
          onClick={async () => {
            if (
              await ask({
                title: 'Make a new address?',
                question:
                  'The current address stops working at once: calendars subscribed to it stop updating.',
                confirmLabel: 'Make a new address',
              })
            )
              regenerate.mutate();
          }}
        >
          <RefreshCw className="size-4" aria-hidden /> New address
        </Button>
      </div>
    </Card>
  );
}
