import { matchSessionType } from '@shared/book-links';
import { formatNaira } from '@shared/money';
import { type PublicBookingInfo, SCHEDULING_MESSAGES } from '@shared/scheduling';
import { CheckCircle2 } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { errorMessage } from '@/lib/form-errors';
import { toast } from '@/lib/toast';
import { BookingForm } from './booking-form';
import { type PublicBookingResult, usePublicBook } from './scheduling-queries';

/**
 * Booking a listed photographer: pick a session type, a free time, fill the spec's form. With a
 * deposit the time is held 30 minutes and the client pays at the deposit invoice's link; without,
 * the booking waits for the photographer to confirm.
 */
export function PublicBooking({
  slug,
  info,
  packageId,
  typeHints = [],
  client,
}: {
  slug: string;
  info: PublicBookingInfo;
  packageId: string | null;
  /** From a marketing page's Book link (?type=, ?package=, ?service=): the session type they name. */
  typeHints?: readonly (string | null)[];
  /** The signed-in person booking for themselves: their name and email fill the form. */
  client?: { name: string; email: string } | undefined;
}) {
  const book = usePublicBook(slug);
  const [done, setDone] = useState<PublicBookingResult | null>(null);
  const lastDay = new Date();
  lastDay.setHours(0, 0, 0, 0);
  lastDay.setDate(lastDay.getDate() + info.horizonDays);
  const pkg = info.packages.find((p) => p.id === packageId);
  const hinted = matchSessionType(info.sessionTypes, pkg ? [pkg.name, ...typeHints] : typeHints);
  if (done) return <Booked result={done} name={info.name} />;
  return (
    <div className="space-y-6">
      {pkg ? (
        <Card className="border-gold-200 bg-gold-50 p-4 text-sm">
          You chose the package <strong>{pkg.name}</strong> ({formatNaira(pkg.priceKobo)}). Pick the session
          type that fits it; the package is noted on your booking.
        </Card>
      ) : null}
      <Card className="p-5 sm:p-6">
        <BookingForm
          source={{ kind: 'public', slug }}
          types={info.sessionTypes}
          initialTypeId={hinted?.id}
          initialNotes={pkg ? `Package: ${pkg.name}` : undefined}
          initialClient={client}
          lastDay={lastDay}
          confirmsOnDeposit={info.confirmsOnDeposit}
          submitLabel="Book Appointment"
          busy={book.isPending}
          error={book.error}
          timeZone={info.timeZone}
          vatEnabled={info.vatEnabled}
          smsAvailable={info.smsAvailable}
          onSubmit={(input) =>
            book.mutate(input, {
              onSuccess: (result) => {
                toast.success(SCHEDULING_MESSAGES.booked);
                setDone(result);
              },
              onError: (error) => toast.error(errorMessage(error, 'The session could not be booked.')),
            })
          }
        />
      </Card>
    </div>
  );
}

function Booked({ result, name }: { result: PublicBookingResult; name: string }) {
  return (
    <Card className="flex flex-col items-center gap-4 p-8 text-center">
      <CheckCircle2 className="size-12 text-green-700" aria-hidden />
      <h2 className="font-display text-2xl font-semibold">{SCHEDULING_MESSAGES.booked}</h2>
      {result.payUrl ? (
        <>
          <p className="max-w-md text-muted">
            Your time with {name} is held for 30 minutes while you pay the deposit.{' '}
            {result.confirmsOnDeposit
              ? 'It is confirmed as soon as the deposit is paid;'
              : `Once it is paid, ${name} confirms the booking;`}{' '}
            we have emailed you the link too.
          </p>
          <Button asChild size="lg">
            <a href={result.payUrl}>Pay the deposit</a>
          </Button>
        </>
      ) : (
        <p className="max-w-md text-muted">
          {name} will confirm your session; you will get an email with a calendar file.
        </p>
      )}
      <p className="max-w-md text-sm text-muted">
        You can see, move or cancel it (more than 48 hours before) from the link in your emails, no account
        needed:
      </p>
      <Button asChild variant="outline">
        <a href={result.manageUrl}>Manage my booking</a>
      </Button>
    </Card>
  );
}
