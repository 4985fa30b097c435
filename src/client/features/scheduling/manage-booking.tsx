import type { ManagedBooking } from '@shared/scheduling';
import { CalendarPlus } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { useConfirm } from '@/components/ui/use-confirm';
import { AppointmentCard, dateOf, timeOf } from './appointment-card';
import { useCancelBooking } from './scheduling-queries';

/** Loaded when Reschedule is pressed: the calendar stays out of the page's first view. */
const RescheduleDialog = lazy(() =>
  import('./reschedule-dialog').then((m) => ({ default: m.RescheduleDialog })),
);

/**
 * The client's own booking at their manage link (/b/<token>, decision 206): the session, its
 * deposit, and Reschedule and Cancel while they are free (more than 48 hours before), else
 * the note to contact the photographer. No account needed.
 */
export function ManageBooking({ token, managed }: { token: string; managed: ManagedBooking }) {
  const { booking } = managed;
  const [moving, setMoving] = useState(false);
  const cancel = useCancelBooking(token);
  const ask = useConfirm();
  const askCancel = async () => {
    const ok = await ask({
      title: 'Cancel this session?',
      question: `Cancel ${booking.type} on ${dateOf(booking)} at ${timeOf(booking)}? ${booking.photographerName || 'Your photographer'} is told by email.`,
      confirmLabel: 'Cancel the session',
      cancelLabel: 'Keep the session',
      destructive: true,
    });
    if (ok) cancel.mutate({ id: booking.id, input: {} });
  };
  return (
    <div className="space-y-6">
      <AppointmentCard booking={booking} viewerIs="client">
        {booking.can.reschedule ? (
          <Button variant="outline" onClick={() => setMoving(true)}>
            Reschedule
          </Button>
        ) : null}
        {booking.can.cancel ? (
          <Button variant="destructive" disabled={cancel.isPending} onClick={() => void askCancel()}>
            Cancel
          </Button>
        ) : null}
      </AppointmentCard>
      <p className="text-sm text-muted">
        Free rescheduling and cancelling up to 48 hours before the session. Keep this link to yourself: it
        opens this booking without an account.
      </p>
      {managed.bookAgainPath ? (
        <Button asChild variant="ghost" className="h-auto py-2 whitespace-normal text-left">
          <Link to={managed.bookAgainPath}>
            <CalendarPlus aria-hidden /> Book another session with {booking.photographerName || 'them'}
          </Link>
        </Button>
      ) : null}
      {moving ? (
        <Suspense fallback={null}>
          <RescheduleDialog
            booking={booking}
            viewerIs="client"
            token={token}
            onClose={() => setMoving(false)}
          />
        </Suspense>
      ) : null}
    </div>
  );
}
