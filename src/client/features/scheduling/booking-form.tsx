import { formatNaira } from '@shared/money';
import { type BookingInput, beyondHorizonMessage, SCHEDULING_MESSAGES } from '@shared/scheduling';
import { sessionDeposit, totalForClient } from '@shared/vat';
import { type FormEvent, lazy, Suspense, useEffect, useState } from 'react';
import { Button } from '@/components/ui/button';
import { FieldFrame, FormAlert, TextAreaField, TextField } from '@/components/ui/form-field';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { type FieldMessages, serverFieldErrors } from '@/lib/form-errors';
import { needsHorizonConfirm } from './horizon-rule';
import { type SlotSource, useSlots } from './scheduling-queries';
import { dayString, SessionCalendar, TimeSelect } from './slot-picker';
import { SmsConsent } from './sms-consent';

// Only the photographer's form goes past the booking window: visitors' first view skips its code.
const HorizonConfirm = lazy(() => import('./horizon-confirm').then((m) => ({ default: m.HorizonConfirm })));

export interface TypeChoice {
  id: string;
  name: string;
  durationMinutes: number;
  priceKobo: number;
  depositPercent: number;
}

const hours = (minutes: number) => (minutes % 60 === 0 ? `${minutes / 60} h` : `${minutes} min`);
const typeLabel = (t: TypeChoice) => `${t.name} (${hours(t.durationMinutes)}, ${formatNaira(t.priceKobo)})`;

/**
 * The spec's booking form: a calendar (past dates disabled), a time select filled with the
 * real free starts of that day, the session type, then name, email, phone, location and notes.
 * Used by Book Session (photographers) and by the public booking page (visitors).
 */
type Problems = { pick?: string; name?: string; horizon?: string };
type ClientDetails = ReturnType<typeof useClientDetails>[0];

/**
 * The person's details as typed, starting from a signed-in client's name and email (which arrive
 * with their session: filled in unless typed) and the notes given.
 */
function useClientDetails(initialClient: { name: string; email: string } | undefined, initialNotes?: string) {
  const state = useState({
    clientName: initialClient?.name ?? '',
    clientEmail: initialClient?.email ?? '',
    clientPhone: '',
    location: '',
    notes: initialNotes ?? '',
  });
  const setFields = state[1];
  // biome-ignore lint/correctness/useExhaustiveDependencies: the values, not the object, matter
  useEffect(() => {
    if (!initialClient) return;
    setFields((f) => ({
      ...f,
      clientName: f.clientName || initialClient.name,
      clientEmail: f.clientEmail || initialClient.email,
    }));
  }, [initialClient?.name, initialClient?.email]);
  return state;
}

/** What the form sends: the optional details only when given; SMS only with a phone. */
function bookingInput(
  typeId: string,
  startsAt: string,
  fields: ClientDetails,
  beyond: boolean,
  sms: boolean,
): BookingInput {
  return {
    sessionTypeId: typeId,
    startsAt,
    clientName: fields.clientName,
    clientEmail: fields.clientEmail,
    ...(fields.clientPhone ? { clientPhone: fields.clientPhone } : {}),
    ...(fields.location ? { location: fields.location } : {}),
    ...(fields.notes ? { notes: fields.notes } : {}),
    ...(beyond ? { beyondHorizon: true } : {}),
    ...(sms && fields.clientPhone ? { smsOptIn: true } : {}),
  };
}

export interface BookingFormProps {
  source: SlotSource;
  types: TypeChoice[];
  initialTypeId?: string | undefined;
  initialNotes?: string | undefined;
  /** A signed-in client booking for themselves: their name and email, filled in. */
  initialClient?: { name: string; email: string } | undefined;
  /** The last day the calendar opens (the photographer's horizon), when there is one. */
  lastDay?: Date | undefined;
  /** Whether a paid deposit confirms the booking (the words under the deposit say which). */
  confirmsOnDeposit?: boolean | undefined;
  submitLabel: string;
  busy: boolean;
  onSubmit: (input: BookingInput) => void;
  /** The last failed submission (server messages land on their fields). */
  error: unknown;
  timeZone: string;
  /** The photographer's booking window: a time past it needs their confirmation (unset for visitors). */
  horizonDays?: number | undefined;
  /** The photographer charges VAT: the deposit, a share of the session's invoice, includes it. */
  vatEnabled?: boolean | undefined;
  /** SMS reminders are on: the client may ask for them (with a phone). */
  smsAvailable?: boolean | undefined;
}

export function BookingForm({
  source,
  types,
  initialTypeId,
  initialNotes,
  initialClient,
  lastDay,
  confirmsOnDeposit,
  submitLabel,
  busy,
  onSubmit,
  error,
  timeZone,
  horizonDays,
  vatEnabled = false,
  smsAvailable = false,
}: BookingFormProps) {
  const [date, setDate] = useState<Date | undefined>();
  const [typeId, setTypeId] = useState(initialTypeId ?? '');
  const [startsAt, setStartsAt] = useState('');
  const [fields, setFields] = useClientDetails(initialClient, initialNotes);
  const [problem, setProblem] = useState<Problems>({});
  const [pastWindow, setPastWindow] = useState(false);
  const [smsOptIn, setSmsOptIn] = useState(false);
  const day = date ? dayString(date) : '';
  const slots = useSlots(source, typeId, day);
  const server = serverFieldErrors(error);
  const chosenType = types.find((t) => t.id === typeId);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const next: Problems = {};
    if (!day || !startsAt || !typeId) next.pick = SCHEDULING_MESSAGES.pickSlot;
    if (!fields.clientName.trim() || !fields.clientEmail.trim()) next.name = SCHEDULING_MESSAGES.nameEmail;
    const beyond = needsHorizonConfirm(startsAt, horizonDays);
    if (beyond && !pastWindow) next.horizon = beyondHorizonMessage(horizonDays!);
    setProblem(next);
    if (next.pick || next.name || next.horizon) return;
    onSubmit(bookingInput(typeId, startsAt, fields, beyond, smsAvailable && smsOptIn));
  };
  // A message goes once the person starts to put it right.
  const set = (name: keyof typeof fields) => (e: { target: { value: string } }) => {
    setFields((f) => ({ ...f, [name]: e.target.value }));
    if (problem.name) setProblem((p) => ({ ...p, name: undefined }));
  };
  const picked = () => {
    if (problem.pick) setProblem((p) => ({ ...p, pick: undefined }));
  };

  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      {problem.pick ? <FormAlert tone="error">{problem.pick}</FormAlert> : null}
      <div className="grid gap-4 md:grid-cols-2">
        <div className="space-y-1.5">
          <Label>Date</Label>
          <SessionCalendar
            date={date}
            lastDay={lastDay}
            onSelect={(d) => {
              setDate(d);
              setStartsAt('');
              picked();
            }}
          />
        </div>
        <div className="space-y-4">
          <SlotChoice
            types={types}
            typeId={typeId}
            onType={(id) => {
              setTypeId(id);
              setStartsAt('');
              picked();
            }}
            slots={slots}
            ready={Boolean(day && typeId)}
            startsAt={startsAt}
            onTime={(value) => {
              setStartsAt(value);
              picked();
            }}
            timeZone={timeZone}
            serverError={server.startsAt}
          />
          {needsHorizonConfirm(startsAt, horizonDays) ? (
            <Suspense fallback={null}>
              <HorizonConfirm
                id="booking-beyond-horizon"
                horizonDays={horizonDays!}
                checked={pastWindow}
                onChange={(checked) => {
                  setPastWindow(checked);
                  setProblem((p) => ({ ...p, horizon: undefined }));
                }}
                error={problem.horizon ?? server.beyondHorizon}
              />
            </Suspense>
          ) : null}
          {chosenType && chosenType.depositPercent > 0 ? (
            <DepositNote type={chosenType} confirmsOnDeposit={confirmsOnDeposit} vatEnabled={vatEnabled} />
          ) : null}
        </div>
      </div>
      {problem.name ? <FormAlert tone="error">{problem.name}</FormAlert> : null}
      <ClientFields
        fields={fields}
        set={set}
        server={server}
        sms={smsAvailable ? { checked: smsOptIn, onChange: setSmsOptIn } : undefined}
      />
      <div className="flex justify-end">
        <Button type="submit" disabled={busy}>
          {busy ? 'Booking…' : submitLabel}
        </Button>
      </div>
    </form>
  );
}

/** What the deposit does: holds the time while it is paid, then confirms or awaits the photographer. */
function DepositNote({
  type,
  confirmsOnDeposit,
  vatEnabled,
}: {
  type: TypeChoice;
  confirmsOnDeposit: boolean | undefined;
  vatEnabled: boolean;
}) {
  return (
    <p className="rounded-md bg-gold-50 p-3 text-sm text-gold-900">
      A {type.depositPercent}% deposit (
      {totalForClient(sessionDeposit(type.priceKobo, type.depositPercent, vatEnabled), vatEnabled)}) secures
      this session: the time is held for 30 minutes while it is paid online
      {confirmsOnDeposit === false
        ? ', then the photographer confirms the booking.'
        : ', and the booking is confirmed as soon as it is paid.'}
    </p>
  );
}

/** The person's details: name and email (required), phone, location, SMS consent and notes. */
function ClientFields({
  fields,
  set,
  server,
  sms,
}: {
  fields: ClientDetails;
  set: (name: keyof ClientDetails) => (e: { target: { value: string } }) => void;
  server: FieldMessages;
  /** SMS reminders are on: the consent shows once a phone is typed. */
  sms: { checked: boolean; onChange: (checked: boolean) => void } | undefined;
}) {
  return (
    <>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label="Name"
          required
          value={fields.clientName}
          onChange={set('clientName')}
          error={server.clientName}
          autoComplete="name"
        />
        <TextField
          label="Email"
          type="email"
          required
          value={fields.clientEmail}
          onChange={set('clientEmail')}
          error={server.clientEmail}
          autoComplete="email"
        />
        <TextField
          label="Phone"
          optional
          type="tel"
          value={fields.clientPhone}
          onChange={set('clientPhone')}
          error={server.clientPhone}
          autoComplete="tel"
        />
        <TextField
          label="Location"
          optional
          value={fields.location}
          onChange={set('location')}
          error={server.location}
        />
      </div>
      {sms && fields.clientPhone ? <SmsConsent checked={sms.checked} onChange={sms.onChange} /> : null}
      <TextAreaField
        label="Additional notes"
        optional
        value={fields.notes}
        onChange={set('notes')}
        error={server.notes}
      />
    </>
  );
}

/** The session type and the free times of the chosen day for it. */
function SlotChoice({
  types,
  typeId,
  onType,
  slots,
  ready,
  startsAt,
  onTime,
  timeZone,
  serverError,
}: {
  types: TypeChoice[];
  typeId: string;
  onType: (typeId: string) => void;
  slots: ReturnType<typeof useSlots>;
  /** A date and a type are chosen: the times can show. */
  ready: boolean;
  startsAt: string;
  onTime: (startsAt: string) => void;
  timeZone: string;
  serverError: string | undefined;
}) {
  return (
    <>
      <FieldFrame
        id="booking-type"
        label="Session type"
        required
        control={(control) => (
          <NativeSelect {...control} value={typeId} onChange={(e) => onType(e.target.value)}>
            <option value="">Choose a session type</option>
            {types.map((t) => (
              <option key={t.id} value={t.id}>
                {typeLabel(t)}
              </option>
            ))}
          </NativeSelect>
        )}
      />
      <TimeSelect
        id="booking-time"
        label="Time"
        required
        slots={slots.data?.slots ?? []}
        value={startsAt}
        disabled={!ready || slots.isFetching}
        onChange={onTime}
        error={serverError}
        hint={
          ready
            ? slots.data && slots.data.slots.length === 0
              ? 'No free times that day: please choose another date.'
              : `Times are in ${timeZone.replace('_', ' ')} time.`
            : 'Choose a date and a session type to see the free times.'
        }
      />
    </>
  );
}
