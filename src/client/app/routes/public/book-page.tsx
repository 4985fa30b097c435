import { UserX } from 'lucide-react';
import { Link, useParams, useSearchParams } from 'react-router';
import { useDocumentTitle } from '@/components/layout/page-shell';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { useAuth } from '@/features/accounts/use-auth';
import { PublicBooking } from '@/features/scheduling/public-booking';
import { publicBookingInfoQuery, usePublicBookingInfo } from '@/features/scheduling/scheduling-queries';
import { ApiError } from '@/lib/api';
import type { PageData } from '@/lib/page-query';

/**
 * /book/<slug> (Aworan): book a session with a listed photographer, no account needed. The
 * profile's Book buttons and links with ?photographer= lead here (?package= names the package).
 */
/** Rendered on the server with the photographer's session types: the form shows at once. */
export const pageData: PageData = ({ params }) => [publicBookingInfoQuery(params.slug ?? '')];

export default function BookPage() {
  const { slug = '' } = useParams();
  const [search] = useSearchParams();
  const info = usePublicBookingInfo(slug);
  const { viewer } = useAuth();
  useDocumentTitle(info.data ? `Book ${info.data.name}` : 'Book a session');
  return (
    <div className="mx-auto w-full max-w-4xl px-4 py-10 sm:px-6">
      {info.isPending ? (
        <Skeleton className="h-96 w-full" />
      ) : info.isError ? (
        <div className="flex flex-col items-center gap-4 py-16 text-center">
          <UserX className="size-10 text-stone-400" aria-hidden />
          {info.error instanceof ApiError && info.error.status === 404 ? (
            <>
              <h1 className="font-display text-3xl font-bold text-ink">Photographer not found</h1>
              <p>We could not find that photographer. They may no longer be listed.</p>
            </>
          ) : (
            <>
              <h1 className="font-display text-3xl font-bold text-ink">Booking unavailable</h1>
              <p>The booking page could not be loaded. Please try again.</p>
            </>
          )}
          <Button asChild variant="outline">
            <Link to="/photographers">Find a photographer</Link>
          </Button>
        </div>
      ) : (
        <>
          <h1 className="font-display text-3xl font-bold text-ink">Book a session with {info.data.name}</h1>
          <p className="mt-2 mb-6 text-muted">
            Choose a session type, a date and a free time. Free rescheduling up to 48 hours before the
            session.{' '}
            <Link className="text-gold-700 underline" to={`/photographers/${slug}`}>
              Back to the profile
            </Link>
          </p>
          <PublicBooking
            slug={slug}
            info={info.data}
            packageId={search.get('package')}
            typeHints={[search.get('type'), search.get('package'), search.get('service')]}
            client={
              viewer && viewer.userId !== info.data.photographerId
                ? { name: `${viewer.firstName} ${viewer.lastName}`.trim(), email: viewer.email }
                : undefined
            }
          />
        </>
      )}
    </div>
  );
}
