import { useParams } from 'react-router';
import { LinkNotFound } from '@/components/layout/link-not-found';
import { useDocumentTitle } from '@/components/layout/page-shell';
import { Skeleton } from '@/components/ui/skeleton';
import { LoadError } from '@/features/content/load-error';
import { MessageLinkButton } from '@/features/messages/message-link-button';
import { ManageBooking } from '@/features/scheduling/manage-booking';
import { manageBookingQuery, useManagedBooking } from '@/features/scheduling/scheduling-queries';
import { ApiError } from '@/lib/api';
import type { PageData } from '@/lib/page-query';

const isNotFound = (error: unknown) =>
  error instanceof ApiError && (error.status === 404 || error.status === 400);

/**
 * /b/<token>: the client's booking from the link in their emails (decision 206), no account
 * needed. The token is the access; a wrong link shows "not found" (404) and nothing else.
 * Rendered on the server with its data.
 */
export const pageData: PageData = ({ params }) => [manageBookingQuery(params.token ?? '')];

export default function ManageBookingPage() {
  const { token = '' } = useParams();
  const { data, error, isPending, refetch } = useManagedBooking(token);
  useDocumentTitle('Your booking');
  return (
    <div className="mx-auto w-full max-w-2xl px-4 py-10 sm:px-6">
      {isPending ? (
        <Skeleton className="h-72 w-full" />
      ) : isNotFound(error) ? (
        <LinkNotFound what="Booking" />
      ) : data ? (
        <>
          <h1 className="mb-6 font-display text-3xl font-bold text-ink">
            Your booking{data.booking.photographerName ? ` with ${data.booking.photographerName}` : ''}
          </h1>
          <ManageBooking token={token} managed={data} />
          <div className="mt-6 flex justify-center">
            <MessageLinkButton kind="booking" token={token} businessName={data.booking.photographerName} />
          </div>
        </>
      ) : (
        <>
          <h1 className="sr-only">Your booking</h1>
          <LoadError what="your booking" onRetry={() => refetch()} />
        </>
      )}
    </div>
  );
}
