import { type Booking, beyondHorizonMessage } from '@shared/scheduling';
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
import { HorizonConfirm } from './horizon-confirm';
import { needsHorizonConfirm } from './horizon-rule';
import { useReschedule, useSchedulingSettings, useSlots } from './scheduling-queries';
import { dayString, localDay, SessionCalendar, TimeSelect } from './slot-picker';

/**
 * Reschedule: another free time for the same session (its own time counts as free). The
 * calendar opens on the session's month, not today's. Used by the photographer, the signed-in
 * client and the client's manage link.
 */
export function RescheduleDialog({
  booking,
  viewerIs,
  onClose,
  token,
}: {
  booking: Booking;
  viewerIs: 'photographer' | 'client';
  onClose: () => void;
  /** The client's manage link, when they are not signed in (decision 206). */
  token?: string | undefined;
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
