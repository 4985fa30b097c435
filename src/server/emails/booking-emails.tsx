/** @jsxRuntime automatic @jsxImportSource react */
import { Action, Footnote, Greeting, Paragraph, Title } from './layout.tsx';
import { Opening } from './opening.tsx';
import type { EmailContent } from './render.tsx';

/** The facts of a booking as both sides read them; React escapes every value. */
export interface BookingFacts {
  name: string;
  type: string;
  when: string;
  location: string;
  photographer: string;
  client: string;
  url: string;
}

export type BookingEmailKind =
  | 'requested'
  | 'deposit-paid'
  | 'deposit-confirmed'
  | 'confirmed'
  | 'rescheduled'
  | 'cancelled'
  | 'released'
  | 'expired'
  | 'reminder';

const where = (f: BookingFacts) => (f.location ? ` at ${f.location}` : '');

/** The session still takes place after this email: the rescheduling rule applies to it. */
const STILL_ON: Record<BookingEmailKind, boolean> = {
  requested: true,
  'deposit-paid': true,
  'deposit-confirmed': true,
  confirmed: true,
  rescheduled: true,
  reminder: true,
  cancelled: false,
  released: false,
  expired: false,
};

/** To the client: what happened to their booking (the .ics is attached). */
export function bookingClientEmail(
  kind: BookingEmailKind,
  f: BookingFacts & {
    payUrl?: string | null;
    previous?: string;
    hoursBefore?: number;
    /** A cancellation's money, in a sentence ("₦15,000.00 of the ₦30,000.00 you paid is refunded…"). */
    refund?: string;
    /** The photographer confirms bookings as soon as their deposit is paid (decision 205). */
    confirmsOnDeposit?: boolean;
    /** The photographer's own opening of this email (decision 283). */
    opening?: string | undefined;
  },
): EmailContent {
  const lines: Record<BookingEmailKind, { subject: string; title: string; text: string }> = {
    requested: {
      subject: `Booking request: ${f.type}, ${f.when}`,
      title: 'Your booking request is in',
      text: f.payUrl
        ? `${f.type} with ${f.photographer} on ${f.when}${where(f)} is held for you for 30 minutes while you pay the deposit. ${f.confirmsOnDeposit ? 'It is confirmed as soon as the deposit is paid.' : `Once it is paid, ${f.photographer} confirms it and you get an email.`}`
        : `${f.type} with ${f.photographer} on ${f.when}${where(f)} is waiting for ${f.photographer} to confirm it. You will get an email when they do.`,
    },
    'deposit-paid': {
      subject: `Deposit received: ${f.type}, ${f.when}`,
      title: 'Your deposit is in',
      text: `Thank you. ${f.type} with ${f.photographer} on ${f.when}${where(f)} is held for you, and ${f.photographer} will confirm it shortly.`,
    },
    'deposit-confirmed': {
      subject: `Confirmed: ${f.type}, ${f.when}`,
      title: 'Your deposit is in: your session is confirmed',
      text: `Thank you. ${f.type} with ${f.photographer} on ${f.when}${where(f)} is confirmed. Add it to your calendar with the attached file.`,
    },
    confirmed: {
      subject: `Confirmed: ${f.type}, ${f.when}`,
      title: 'Your session is confirmed',
      text: `${f.type} with ${f.photographer} on ${f.when}${where(f)}. Add it to your calendar with the attached file.`,
    },
    rescheduled: {
      subject: `New time: ${f.type}, ${f.when}`,
      title: 'Your session has a new time',
      text: `${f.type} with ${f.photographer} has moved${f.previous ? ` from ${f.previous}` : ''} to ${f.when}${where(f)}. The attached file updates your calendar.`,
    },
    cancelled: {
      subject: `Cancelled: ${f.type}, ${f.when}`,
      title: 'Your session was cancelled',
      text: `${f.type} with ${f.photographer} on ${f.when} is cancelled. ${f.refund ? `${f.refund} ` : ''}The attached file removes it from your calendar.`,
    },
    released: {
      subject: `Not booked: ${f.type}, ${f.when}`,
      title: 'The time you chose was released',
      text: `The deposit for ${f.type} with ${f.photographer} on ${f.when} was not paid within 30 minutes, so the time was released. You are welcome to book again.`,
    },
    expired: {
      subject: `Not confirmed: ${f.type}, ${f.when}`,
      title: 'Your booking request has lapsed',
      text: `${f.photographer} did not confirm ${f.type} on ${f.when} in time, so the request is cancelled and nothing is owed. You are welcome to book another time.`,
    },
    reminder: {
      subject: `Reminder: ${f.type} ${f.hoursBefore === 2 ? 'in 2 hours' : 'tomorrow'}, ${f.when}`,
      title: `Your session is ${f.hoursBefore === 2 ? 'in 2 hours' : 'coming up'}`,
      text: `${f.type} with ${f.photographer} on ${f.when}${where(f)}.`,
    },
  };
  const l = lines[kind];
  return {
    subject: l.subject,
    preview: `${f.type} · ${f.when}`,
    body: (
      <>
        <Greeting name={f.name} />
        <Title>{l.title}</Title>
        <Opening opening={f.opening} builtIn={l.text} facts={`${f.type}, ${f.when}${where(f)}.`} />
        {f.payUrl ? (
          <Action label="Pay the deposit" url={f.payUrl} />
        ) : (
          <Action label={STILL_ON[kind] ? 'Manage my booking' : 'See the booking'} url={f.url} />
        )}
        {f.payUrl ? <Paragraph>Manage your booking at any time: {f.url}</Paragraph> : null}
        {STILL_ON[kind] ? (
          <Footnote>
            Free rescheduling up to 48 hours before the session. Within 48 hours, please contact{' '}
            {f.photographer} directly.
          </Footnote>
        ) : null}
      </>
    ),
  };
}

/** To the photographer: a booking came in, changed or was cancelled (the .ics is attached). */
export function bookingPhotographerEmail(kind: BookingEmailKind, f: BookingFacts): EmailContent {
  const titles: Record<BookingEmailKind, string> = {
    requested: `New booking request: ${f.type}`,
    'deposit-paid': `Deposit paid, please confirm: ${f.type}`,
    'deposit-confirmed': `Deposit paid, booking confirmed: ${f.type}`,
    confirmed: `Booking confirmed: ${f.type}`,
    rescheduled: `Booking moved: ${f.type}`,
    cancelled: `Booking cancelled: ${f.type}`,
    released: `Booking released (deposit not paid): ${f.type}`,
    expired: `Booking request lapsed (not confirmed in time): ${f.type}`,
    reminder: `Coming up: ${f.type}`,
  };
  return {
    subject: `${titles[kind]}, ${f.when}`,
    preview: `${f.client} · ${f.when}`,
    body: (
      <>
        <Title>{titles[kind]}</Title>
        <Paragraph>
          {f.client}, {f.when}
          {where(f)}.
        </Paragraph>
        <Action label="Open Scheduling" url={f.url} />
      </>
    ),
  };
}
