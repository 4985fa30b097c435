import type { Booking } from '@shared/scheduling';
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
import { useReschedule, useSlots } from './scheduling-queries';
import { dayString, SessionCalendar, TimeSelect } from './slot-picker';

/** Reschedule: another free time for the same session (its own time counts as free). */
export function RescheduleDialog({ booking, onClose }: { booking: Booking; onClose: () => void }) {
  const [date, setDate] = useState<Date | undefined>();
  const [startsAt, setStartsAt] = useState('');
  const day = date ? dayString(date) : '';
  const slots = useSlots({ kind: 'booking', id: booking.id }, '', day);
  const move = useReschedule();
  return (
    <Dialog open onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Reschedule {booking.type}</DialogTitle>
          <DialogDescription>{booking.clientName}: choose a new date and time.</DialogDescription>
        </DialogHeader>
        <div className="space-y-4">
          <SessionCalendar
            date={date}
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
