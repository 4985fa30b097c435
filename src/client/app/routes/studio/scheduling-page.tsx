import { isCategory } from '@shared/marketplace';
import { ChevronDown } from 'lucide-react';
import { Link, Navigate, useSearchParams } from 'react-router';
import { PageLoading } from '@/components/layout/page-loading';
import { PageShell } from '@/components/layout/page-shell';
import { Button, buttonVariants } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Menu, menuItemClass } from '@/components/ui/menu';
import { Skeleton } from '@/components/ui/skeleton';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { useAuth } from '@/features/accounts/use-auth';
import { useMyPhotographers } from '@/features/clients/client-queries';
import { AppointmentGrid } from '@/features/scheduling/appointments';
import { AvailabilitySettings } from '@/features/scheduling/availability-settings';
import { BookSessionDialog } from '@/features/scheduling/book-session-dialog';
import { useBookings, useSchedulingSettings } from '@/features/scheduling/scheduling-queries';

/**
 * /scheduling: an approved photographer's appointments (Book Session, Reschedule, Confirm) and
 * booking settings; anyone else signed in sees the sessions they booked (Cancel, Reschedule
 * under the 48-hour rule). Links with ?photographer=<slug> lead to that photographer's booking
 * page; ?service= and the pricing tiers' Book buttons lead to photographers of that kind.
 */
export default function SchedulingPage() {
  const auth = useAuth();
  const [search] = useSearchParams();
  const photographer = search.get('photographer');
  if (photographer) {
    const pkg = search.get('package');
    return (
      <Navigate
        replace
        to={`/book/${encodeURIComponent(photographer)}${pkg ? `?package=${encodeURIComponent(pkg)}` : ''}`}
      />
    );
  }
  if (auth.status === 'loading') return <PageLoading />;
  const viewer = auth.viewer;
  const photographs = viewer?.role === 'photographer' && viewer.isApproved;
  const service = search.get('service');
  return (
    <PageShell
      title="Scheduling"
      description={
        photographs ? 'Your sessions, bookings and availability.' : 'The sessions you have booked.'
      }
      actions={
        photographs ? <BookSessionDialog /> : viewer?.role === 'photographer' ? null : <ClientBookSession />
      }
    >
      {service !== null || search.has('tier') ? <ChooseAPhotographer service={service ?? ''} /> : null}
      {viewer?.role === 'photographer' && !viewer.isApproved ? (
        <Card className="p-6">
          <p>You can take bookings once your photographer account is approved.</p>
        </Card>
      ) : photographs ? (
        <Tabs defaultValue="appointments">
          <TabsList>
            <TabsTrigger value="appointments">Appointments</TabsTrigger>
            <TabsTrigger value="settings">Session types and availability</TabsTrigger>
          </TabsList>
          <TabsContent value="appointments" className="pt-4">
            <Appointments />
          </TabsContent>
          <TabsContent value="settings" className="pt-4">
            <Settings />
          </TabsContent>
        </Tabs>
      ) : (
        <Appointments />
      )}
    </PageShell>
  );
}

function Appointments() {
  const bookings = useBookings();
  const [search, setSearch] = useSearchParams();
  const linked = search.get('booking');
  if (bookings.isPending) return <Skeleton className="h-48 w-full" />;
  if (bookings.isError)
    return <Card className="p-6">The appointments could not be loaded. Please reload the page.</Card>;
  // A link to one booking (the studio overview's items) shows that booking, with the way back to all.
  const focused = linked ? bookings.data.bookings.filter((b) => b.id === linked) : [];
  return (
    <>
      {focused.length > 0 ? (
        <Button variant="link" className="mb-3 px-0" onClick={() => setSearch({}, { replace: true })}>
          Show all appointments
        </Button>
      ) : null}
      <AppointmentGrid
        bookings={focused.length > 0 ? focused : bookings.data.bookings}
        viewerIs={bookings.data.viewerIs}
      />
    </>
  );
}

function Settings() {
  const settings = useSchedulingSettings(true);
  if (settings.isPending) return <Skeleton className="h-96 w-full" />;
  if (settings.isError)
    return <Card className="p-6">The settings could not be loaded. Please reload the page.</Card>;
  return <AvailabilitySettings settings={settings.data} />;
}

/**
 * A client's Book Session: straight to their photographer's booking page (the photographers who
 * keep their email and are listed), a choice when there are several, the directory when none.
 */
function ClientBookSession() {
  const mine = useMyPhotographers();
  const listed = (mine.data ?? []).filter((p) => p.profileSlug);
  const label = (p: (typeof listed)[number]) => p.businessName || p.name;
  if (listed.length === 1)
    return (
      <Button asChild>
        <Link to={`/book/${listed[0]!.profileSlug}`}>Book Session</Link>
      </Button>
    );
  if (listed.length > 1)
    return (
      <Menu
        label="Book a session with"
        trigger={
          <>
            Book Session <ChevronDown aria-hidden className="size-4" />
          </>
        }
        triggerClassName={buttonVariants()}
        align="right"
      >
        {(close) =>
          listed.map((p) => (
            <Link
              key={p.photographerId}
              role="menuitem"
              tabIndex={-1}
              className={menuItemClass}
              to={`/book/${p.profileSlug}`}
              onClick={close}
            >
              With {label(p)}
            </Link>
          ))
        }
      </Menu>
    );
  return (
    <Button asChild>
      <Link to="/photographers">Book Session</Link>
    </Button>
  );
}

/** From a service page or a pricing tier: sessions are booked with a photographer, so pick one. */
function ChooseAPhotographer({ service }: { service: string }) {
  const category = isCategory(service) ? service : '';
  return (
    <Card className="mb-6 flex flex-col gap-3 border-gold-200 bg-gold-50 p-5 sm:flex-row sm:items-center sm:justify-between">
      <p>Sessions are booked with a photographer: choose one to see their free times.</p>
      <Button asChild>
        <Link to={category ? `/photographers?category=${category}` : '/photographers'}>
          Find a photographer
        </Link>
      </Button>
    </Card>
  );
}
