import { type Booking, SCHEDULING_MESSAGES } from '@shared/scheduling';
import { CalendarRange, List } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { ShareLink } from '@/components/ui/share-link';
import { useConfirm } from '@/components/ui/use-confirm';
import { agendaOf, dayHeading } from './agenda';
import { AppointmentCard, dateOf, timeOf } from './appointment-card';
import { CancelDialog } from './cancel-dialog';
import { MonthView } from './month-view';
import { RescheduleDialog } from './reschedule-dialog';
import { useBookingAction } from './scheduling-queries';

type ViewerIs = 'photographer' | 'client';

/**
 * The appointments, by session date: an agenda (coming sessions soonest first, by day, then
 * earlier ones) and, for the photographer, a month view. Photographers see Reschedule, Confirm
 * and Cancel; clients Cancel (and Reschedule while it is free) or, inside 48 hours, a note to
 * contact the photographer.
 */
export function AppointmentGrid({ bookings, viewerIs }: { bookings: Booking[]; viewerIs: ViewerIs }) {
  const [view, setView] = useState<'agenda' | 'month'>('agenda');
  const [moving, setMoving] = useState<Booking | null>(null);
  const [cancelling, setCancelling] = useState<Booking | null>(null);
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
    if (viewerIs === 'photographer') return setCancelling(b);
    const ok = await ask({
      title: 'Cancel this session?',
      question: `Cancel ${b.type} on ${dateOf(b)} at ${timeOf(b)}? The photographer is told by email.`,
      confirmLabel: 'Cancel the session',
      cancelLabel: 'Keep the session',
      destructive: true,
    });
    if (ok) cancelBooking.mutate(b.id);
  };
  const card = (b: Booking) => (
    <AppointmentCard booking={b} viewerIs={viewerIs}>
      <AppointmentActions booking={b} viewerIs={viewerIs} onMove={setMoving} onCancel={cancel} />
    </AppointmentCard>
  );
  return (
    <>
      {viewerIs === 'photographer' ? (
        <fieldset className="mb-4 flex gap-2">
          <legend className="sr-only">Show the appointments as</legend>
          <Button
            size="sm"
            variant={view === 'agenda' ? 'default' : 'outline'}
            aria-pressed={view === 'agenda'}
            onClick={() => setView('agenda')}
          >
            <List aria-hidden /> Agenda
          </Button>
          <Button
            size="sm"
            variant={view === 'month' ? 'default' : 'outline'}
            aria-pressed={view === 'month'}
            onClick={() => setView('month')}
          >
            <CalendarRange aria-hidden /> Month
          </Button>
        </fieldset>
      ) : null}
      {view === 'agenda' ? (
        <Agenda bookings={bookings} card={card} />
      ) : (
        <MonthView bookings={bookings} card={card} />
      )}
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

/** Coming sessions by day, soonest first; then the ones that have ended, latest first. */
function Agenda({ bookings, card }: { bookings: Booking[]; card: (b: Booking) => React.ReactNode }) {
  const { coming, past } = agendaOf(bookings, new Date());
  const days = (list: typeof coming) =>
    list.map((day) => (
      <section
        key={day.date}
        aria-label={dayHeading(day.date)}
        className="space-y-3"
        data-testid="agenda-day"
      >
        <h2 className="font-semibold text-ink">{dayHeading(day.date)}</h2>
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {day.bookings.map((b) => (
            <li key={b.id}>{card(b)}</li>
          ))}
        </ul>
      </section>
    ));
  return (
    <div className="space-y-8">
      {coming.length === 0 ? <p className="text-muted">No sessions coming up.</p> : days(coming)}
      {past.length > 0 ? (
        <details className="space-y-6">
          <summary className="cursor-pointer font-display text-lg font-semibold">
            Earlier sessions ({past.reduce((n, d) => n + d.bookings.length, 0)})
          </summary>
          <div className="mt-4 space-y-8">{days(past)}</div>
        </details>
      ) : null}
    </div>
  );
}

function AppointmentActions({
  booking: b,
  viewerIs,
  onMove,
  onCancel,
}: {
  booking: Booking;
  viewerIs: ViewerIs;
  onMove: (b: Booking) => void;
  onCancel: (b: Booking) => void;
}) {
  const confirmBooking = useBookingAction('confirm');
  return (
    <>
      {b.can.reschedule ? (
        <Button size="sm" variant="outline" onClick={() => onMove(b)}>
          Reschedule
        </Button>
      ) : null}
      {viewerIs === 'photographer' && b.can.confirm ? (
        <Button size="sm" disabled={confirmBooking.isPending} onClick={() => confirmBooking.mutate(b.id)}>
          Confirm
        </Button>
      ) : null}
      {b.can.cancel && (viewerIs === 'client' || b.status !== 'cancelled') ? (
        <Button
          size="sm"
          variant={viewerIs === 'client' ? 'destructive' : 'ghost'}
          onClick={() => onCancel(b)}
        >
          Cancel
        </Button>
      ) : null}
      {viewerIs === 'photographer' && b.manageUrl ? (
        <ShareLink
          kind="booking"
          link={b.manageUrl}
          what={`${b.type}, ${dateOf(b)} at ${timeOf(b)}`}
          phone={b.clientPhone}
          copyLabel="Copy confirmation link"
          className="[&_a]:h-8 [&_a]:px-3 [&_button]:h-8 [&_button]:px-3"
        />
      ) : null}
    </>
  );
}
