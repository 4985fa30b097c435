import { type Booking, beyondHorizonMessage } from '@shared/scheduling';
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
import { HorizonConfirm, needsHorizonConfirm } from './horizon-confirm';
import { useReschedule, useSchedulingSettings, useSlots } from './scheduling-queries';
import { dayString, SessionCalendar, TimeSelect } from './slot-picker';

/** Reschedule: another free time for the same session (its own time counts as free). */
export function RescheduleDialog({
  booking,
  viewerIs,
  onClose,
}: {
  booking: Booking;
  viewerIs: 'photographer' | 'client';
  onClose: () => void;
}) {
  const [date, setDate] = useState<Date | undefined>();
  const [startsAt, setStartsAt] = useState('');
  // The photographer may move it past their booking window, once they confirm (decision 214).
  const settings = useSchedulingSettings(viewerIs === 'photographer');
  const horizonDays = settings.data?.availability.horizonDays;
  const beyond = needsHorizonConfirm(startsAt, horizonDays);
  const [pastWindow, setPastWindow] = useState(false);
  const [horizonError, setHorizonError] = useState<string>();
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
          {beyond ? (
            <HorizonConfirm
              id="reschedule-beyond-horizon"
              horizonDays={horizonDays!}
              checked={pastWindow}
              onChange={(checked) => {
                setPastWindow(checked);
                setHorizonError(undefined);
              }}
              error={horizonError}
            />
          ) : null}
        </div>
        <DialogFooter>
          <Button variant="outline" onClick={onClose}>
            Keep the current time
          </Button>
          <Button
            disabled={!startsAt || move.isPending}
            onClick={() => {
              if (beyond && !pastWindow) return setHorizonError(beyondHorizonMessage(horizonDays!));
              move.mutate(
                { id: booking.id, startsAt, ...(beyond ? { beyondHorizon: true } : {}) },
                {
                  onSuccess: onClose,
                  onError: (error) => toast.error(errorMessage(error, 'The booking could not be moved.')),
                },
              );
            }}
          >
            {move.isPending ? 'Moving…' : 'Move the session'}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
