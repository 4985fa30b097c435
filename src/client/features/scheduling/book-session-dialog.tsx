import { LAGOS_TIME_ZONE } from '@shared/lagos-time';
import { CalendarPlus } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { errorMessage } from '@/lib/form-errors';
import { toast } from '@/lib/toast';
import { BookingForm } from './booking-form';
import { useBookSession, useSchedulingSettings } from './scheduling-queries';

/** Book Session → Book Photography Session: the photographer books a client into a free time. */
export function BookSessionDialog() {
  const [open, setOpen] = useState(false);
  const settings = useSchedulingSettings(true);
  const book = useBookSession();
  const types = (settings.data?.sessionTypes ?? []).filter((t) => t.active);
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (!next) book.reset();
      }}
    >
      <Button onClick={() => setOpen(true)}>
        <CalendarPlus className="size-4" aria-hidden /> Book Session
      </Button>
      <DialogContent className="max-w-3xl">
        <DialogHeader>
          <DialogTitle>Book Photography Session</DialogTitle>
          <DialogDescription>
            Choose a free time; the client gets a confirmation with a calendar file.
          </DialogDescription>
        </DialogHeader>
        <BookingForm
          source={{ kind: 'mine' }}
          types={types}
          submitLabel="Book Appointment"
          busy={book.isPending}
          error={book.error}
          timeZone={settings.data?.availability.timeZone ?? LAGOS_TIME_ZONE}
          horizonDays={settings.data?.availability.horizonDays}
          onSubmit={(input) =>
            book.mutate(input, {
              onSuccess: () => setOpen(false),
              onError: (error) => toast.error(errorMessage(error, 'The session could not be booked.')),
            })
          }
        />
      </DialogContent>
    </Dialog>
  );
}
