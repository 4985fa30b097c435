import { formatNaira } from '@shared/money';
import type { Booking } from '@shared/scheduling';
import { BOOKING_STATUS_LABELS, type BookingStatus, SCHEDULING_MESSAGES } from '@shared/scheduling-terms';
import { BadgeCheck, CalendarDays, Clock, MapPin, User } from 'lucide-react';
import type { ReactNode } from 'react';
import { Badge } from '@/components/ui/badge';
import { Card } from '@/components/ui/card';

const BADGE: Record<BookingStatus, 'success' | 'warning' | 'neutral' | 'danger'> = {
  confirmed: 'success',
  pending: 'warning',
  completed: 'neutral',
  cancelled: 'danger',
};

export const dateOf = (b: Booking) =>
  new Intl.DateTimeFormat('en-GB', {
    timeZone: b.timeZone,
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
  }).format(new Date(b.startsAt));
export const timeOf = (b: Booking) =>
  new Intl.DateTimeFormat('en-US', { timeZone: b.timeZone, hour: 'numeric', minute: '2-digit' }).format(
    new Date(b.startsAt),
  );

/**
 * One appointment: type, status (Confirmed green, Pending amber, Cancelled, Completed), the
 * deposit's state (paid, or waiting with the client's Pay link), client, date, time, location,
 * and the actions the viewer may take (`children`).
 */
export function AppointmentCard({
  booking: b,
  viewerIs,
  children,
}: {
  booking: Booking;
  viewerIs: 'photographer' | 'client';
  children?: ReactNode;
}) {
  return (
    <Card className="flex h-full flex-col gap-3 p-5" data-testid="appointment">
      <div className="flex items-start justify-between gap-2">
        <h3 className="font-display text-lg font-semibold">{b.type}</h3>
        <Badge variant={BADGE[b.status]}>{BOOKING_STATUS_LABELS[b.status]}</Badge>
      </div>
      <dl className="space-y-1.5 text-sm">
        <Row icon={<User className="size-4" aria-hidden />} label="Client">
          {viewerIs === 'photographer' ? b.clientName : `${b.clientName} · with ${b.photographerName}`}
        </Row>
        <Row icon={<CalendarDays className="size-4" aria-hidden />} label="Date">
          {dateOf(b)}
        </Row>
        <Row icon={<Clock className="size-4" aria-hidden />} label="Time">
          {timeOf(b)}
        </Row>
        <Row icon={<MapPin className="size-4" aria-hidden />} label="Location">
          {b.location || 'To be agreed'}
        </Row>
      </dl>
      {b.depositPaid ? (
        <p
          className="flex items-center gap-1.5 text-sm font-medium text-green-800"
          data-testid="deposit-paid"
        >
          <BadgeCheck className="size-4" aria-hidden /> Deposit paid ({formatNaira(b.depositKobo)})
        </p>
      ) : b.status === 'pending' && b.depositKobo > 0 && b.holdExpiresAt ? (
        <p className="text-sm text-amber-900">
          Waiting for the {formatNaira(b.depositKobo)} deposit
          {viewerIs === 'client' && b.payUrl ? (
            <>
              {' '}
              <a className="font-semibold text-gold-700 underline" href={b.payUrl}>
                Pay the deposit
              </a>
            </>
          ) : null}
        </p>
      ) : null}
      {b.contactPhotographer ? (
        <p className="rounded-md bg-stone-100 p-2 text-sm">{SCHEDULING_MESSAGES.tooLate}</p>
      ) : null}
      {children ? <div className="mt-auto flex flex-wrap gap-2 pt-2">{children}</div> : null}
    </Card>
  );
}

function Row({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <div className="flex items-center gap-2">
      <dt className="text-gold-700">
        {icon}
        <span className="sr-only">{label}</span>
      </dt>
      <dd>{children}</dd>
    </div>
  );
}
