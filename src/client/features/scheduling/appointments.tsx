import { formatNaira } from '@shared/money';
import {
  BOOKING_STATUS_LABELS,
  type Booking,
  type BookingStatus,
  SCHEDULING_MESSAGES,
} from '@shared/scheduling';
import { CalendarDays, Clock, MapPin, User } from 'lucide-react';
import { useState } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { useConfirm } from '@/components/ui/use-confirm';
import { CancelDialog } from './cancel-dialog';
import { RescheduleDialog } from './reschedule-dialog';
import { useBookingAction } from './scheduling-queries';

const BADGE: Record<BookingStatus, 'success' | 'warning' | 'neutral' | 'danger'> = {
  confirmed: 'success',
  pending: 'warning',
  completed: 'neutral',
  cancelled: 'danger',
};

const dateOf = (b: Booking) =>
  new Intl.DateTimeFormat('en-GB', {
    timeZone: b.timeZone,
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
  }).format(new Date(b.startsAt));
const timeOf = (b: Booking) =>
  new Intl.DateTimeFormat('en-US', { timeZone: b.timeZone, hour: 'numeric', minute: '2-digit' }).format(
    new Date(b.startsAt),
  );

/**
 * The card grid of appointments: type, client, date, time, location and a status badge
 * (Confirmed green, Pending amber, Cancelled, Completed). Photographers see Reschedule and
 * Confirm; clients see Cancel (and Reschedule while it is free), or, inside 48 hours, a note
 * to contact the photographer.
 */
export function AppointmentGrid({
  bookings,
  viewerIs,
}: {
  bookings: Booking[];
  viewerIs: 'photographer' | 'client';
}) {
  const [moving, setMoving] = useState<Booking | null>(null);
  const [cancelling, setCancelling] = useState<Booking | null>(null);
  const confirmBooking = useBookingAction('confirm');
  const cancelBooking = useBookingAction('cancel');
  const ask = useConfirm();
  if (bookings.length === 0) {
    return (
      <Card className="p-8 text-center text-muted">
        <p>{SCHEDULING_MESSAGES.empty}</p>
      </Card>
    );
  }
  const cancel = async (b: Booking) => {
    // The photographer says who caused it and what goes back (the refund follows the contract).
    if (viewerIs === 'photographer') {
      setCancelling(b);
      return;
    }
    const ok = await ask({
      title: 'Cancel this session?',
      question: `Cancel ${b.type} on ${dateOf(b)} at ${timeOf(b)}? The photographer is told by email.`,
      confirmLabel: 'Cancel the session',
      destructive: true,
    });
    if (ok) cancelBooking.mutate(b.id);
  };
  return (
    <>
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3" aria-label="Appointments">
        {bookings.map((b) => (
          <li key={b.id}>
            <Card className="flex h-full flex-col gap-3 p-5" data-testid="appointment">
              <div className="flex items-start justify-between gap-2">
                <h2 className="font-display text-lg font-semibold">{b.type}</h2>
                <Badge variant={BADGE[b.status]}>{BOOKING_STATUS_LABELS[b.status]}</Badge>
              </div>
              <dl className="space-y-1.5 text-sm">
                <Row icon={<User className="size-4" aria-hidden />} label="Client">
                  {viewerIs === 'photographer'
                    ? b.clientName
                    : `${b.clientName} · with ${b.photographerName}`}
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
              {b.status === 'pending' && b.depositKobo > 0 && b.holdExpiresAt ? (
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
              <div className="mt-auto flex flex-wrap gap-2 pt-2">
                {viewerIs === 'photographer' && b.can.reschedule ? (
                  <Button size="sm" variant="outline" onClick={() => setMoving(b)}>
                    Reschedule
                  </Button>
                ) : null}
                {viewerIs === 'photographer' && b.can.confirm ? (
                  <Button
                    size="sm"
                    disabled={confirmBooking.isPending}
                    onClick={() => confirmBooking.mutate(b.id)}
                  >
                    Confirm
                  </Button>
                ) : null}
                {viewerIs === 'client' && b.can.reschedule ? (
                  <Button size="sm" variant="outline" onClick={() => setMoving(b)}>
                    Reschedule
                  </Button>
                ) : null}
                {b.can.cancel && (viewerIs === 'client' || b.status !== 'cancelled') ? (
                  <Button
                    size="sm"
                    variant={viewerIs === 'client' ? 'destructive' : 'ghost'}
                    onClick={() => cancel(b)}
                  >
                    Cancel
                  </Button>
                ) : null}
              </div>
            </Card>
          </li>
        ))}
      </ul>
      {moving ? (
        <RescheduleDialog booking={moving} viewerIs={viewerIs} onClose={() => setMoving(null)} />
      ) : null}
      {cancelling ? (
        <CancelDialog
          booking={cancelling}
          when={`${dateOf(cancelling)} at ${timeOf(cancelling)}`}
          onClose={() => setCancelling(null)}
        />
      ) : null}
    </>
  );
}

function Row({ icon, label, children }: { icon: React.ReactNode; label: string; children: React.ReactNode }) {
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
