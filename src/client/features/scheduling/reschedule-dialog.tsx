import type { Booking } from '@shared/scheduling';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Calendar } from '@/components/ui/calendar';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { FieldFrame } from '@/components/ui/form-field';
import { errorMessage } from '@/lib/form-errors';
import { toast } from '@/lib/toast';
import { clockLabel, dayString } from './booking-form';
import { NativeSelect } from './native-select';
import { useReschedule, useSlots } from './scheduling-queries';

/** Reschedule: another free time for the same session (its own time counts as free). */
export function RescheduleDialog({ booking, onClose }: { booking: Booking; onClose: () => void }) {
  const [date, setDate] = useState<Date | undefined>();
  const [startsAt, setStartsAt] = useState('');
  const day = date ? dayString(date) : '';
  const slots = useSlots({ kind: 'booking', id: booking.id }, '', day);
  const move = useReschedule();
  const today = new Date();
  today.setHours(0, 0, 0, 0);
  return (
    <Dialog open onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Reschedule {booking.type}</DialogTitle>
          <DialogDescription>{booking.clientName}: choose a new date and time.</DialogDescription>
        </DialogHeader>
        <div className="space-y-4">
          <div className="flex justify-center rounded-md border border-stone-200">
            <Calendar
              mode="single"
              selected={date}
              onSelect={(d) => {
                setDate(d);
                setStartsAt('');
              }}
              disabled={{ before: today }}
              startMonth={today}
            />
          </div>
          <FieldFrame
            id="reschedule-time"
            label="New time"
            hint={day && slots.data?.slots.length === 0 ? 'No free times that day.' : undefined}
            control={(control) => (
              <NativeSelect
                {...control}
                value={startsAt}
                disabled={!day}
                onChange={(e) => setStartsAt(e.target.value)}
              >
                <option value="">Choose a time</option>
                {(slots.data?.slots ?? []).map((s) => (
                  <option key={s.startsAt} value={s.startsAt}>
                    {clockLabel(s.time)}
                  </option>
                ))}
              </NativeSelect>
            )}
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
