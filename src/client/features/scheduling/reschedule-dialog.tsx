import type { Booking } from '@shared/scheduling';
import { formatSessionTime } from '@shared/scheduling-terms';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { errorMessage } from '@/lib/form-errors';
import { toast } from '@/lib/toast';
import { dateOfBooking } from './agenda';
import { useReschedule, useSlots } from './scheduling-queries';
import { dayString, localDay, SessionCalendar, TimeSelect } from './slot-picker';

/**
 * Reschedule: another free time for the same session (its own time counts as free). The
 * calendar opens on the session's month, not today's. Used by the photographer, the signed-in
 * client and the client's manage link.
 */
export function RescheduleDialog({
  booking,
  onClose,
  token,
}: {
  booking: Booking;
  onClose: () => void;
  /** The client's manage link, when they are not signed in (decision 206). */
  token?: string | undefined;
}) {
  const [date, setDate] = useState<Date | undefined>();
  const [startsAt, setStartsAt] = useState('');
  const day = date ? dayString(date) : '';
  const slots = useSlots(token ? { kind: 'manage', token } : { kind: 'booking', id: booking.id }, '', day);
  const move = useReschedule(token);
  return (
    <Dialog open onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Reschedule {booking.type}</DialogTitle>
          <DialogDescription>
            {booking.clientName}, now {formatSessionTime(booking.startsAt, booking.timeZone)}: choose a new
            date and time.
          </DialogDescription>
        </DialogHeader>
        <div className="space-y-4">
          <SessionCalendar
            date={date}
            month={localDay(dateOfBooking(booking))}
            current={localDay(dateOfBooking(booking))}
            onSelect={(d) => {
              setDate(d);
              setStartsAt('');
            }}
          />
          <TimeSelect
            id="reschedule-time"
            label="New time"
            slots={slots.data?.slots ?? []}
            value={startsAt}
            disabled={!day}
            onChange={setStartsAt}
            hint={day && slots.data?.slots.length === 0 ? 'No free times that day.' : undefined}
          />
        </div>
        <DialogFooter>
          <Button variant="outline" onClick={onClose}>
            Keep the current time
          </Button>
          <Button
            disabled={!startsAt || move.isPending}
            onClick={() =>
              move.mutate(
                { id: booking.id, startsAt },
                {
                  onSuccess: onClose,
                  onError: (error) => toast.error(errorMessage(error, 'The booking could not be moved.')),
                },
              )
            }
          >
            {move.isPending ? 'Moving…' : 'Move the session'}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
