import { BellRing, History, LayoutDashboard, Mail, MessagesSquare, Users } from 'lucide-react';
import { CheckList, CtaBand, FeatureGrid } from '@/components/marketing/marketing-blocks';
import { PageHero, Section } from '@/components/marketing/page-hero';
import { Badge } from '@/components/ui/badge';
import { usePageMeta } from '@/features/seo/use-page-meta';

const features = [
  {
    icon: Users,
    title: 'Client management',
    text: 'Every client with contact details, status, notes and history.',
  },
  {
    icon: MessagesSquare,
    title: 'Communication tracking',
    text: 'Emails, contracts and invoices logged on the client’s record.',
  },
  {
    icon: BellRing,
    title: 'Follow-up reminders',
    text: 'Reminders to follow up with leads and past clients at the right time.',
  },
  {
    icon: LayoutDashboard,
    title: 'Client portal',
    text: 'Clients see their galleries, invoices, contracts and sessions in one place.',
  },
] as const;

/** Illustrative rows of the sample client database (spec: 25 clients in total). */
const sampleClients = [
  { name: 'Chioma Eze', email: 'chioma@example.com', status: 'Active', last: '2 days ago' },
  { name: 'Olumide Balogun', email: 'olumide@example.com', status: 'Lead', last: '5 days ago' },
  { name: 'Hauwa Sani', email: 'hauwa@example.com', status: 'Active', last: '1 week ago' },
  { name: 'Daniel Okon', email: 'daniel@example.com', status: 'Inactive', last: '3 months ago' },
] as const;

const tools = [
  {
    icon: Mail,
    title: 'Email templates',
    text: 'Saved replies for enquiries, booking confirmations, delivery and thank-you notes.',
  },
  {
    icon: BellRing,
    title: 'Follow-up system',
    text: 'Leads that went quiet and anniversaries coming up, listed for you every week.',
  },
  {
    icon: History,
    title: 'Communication history',
    text: 'A timeline of every message, contract and payment for each client.',
  },
] as const;

const portal = [
  'View galleries and download photos',
  'View and pay invoices',
  'E-sign contracts',
  'Schedule appointments',
  'Send messages to their photographer',
] as const;

const statusVariant = { Active: 'success', Lead: 'warning', Inactive: 'neutral' } as const;

export default function FeaturesCrmPage() {
  usePageMeta({
    title: 'Client Management (CRM)',
    description:
      'Keep every client, message, follow-up and booking in one place, with a client portal for galleries, invoices and contracts.',
  });
  return (
    <>
      <PageHero
        eyebrow="Client management"
        title="Know every client, never miss a follow-up"
        lead="A simple CRM built for photographers: leads, clients, notes and a portal your clients will actually use."
        primary={{ to: '/demo', label: 'Request a Demo' }}
        secondary={{ to: '/signup', label: 'Start Free' }}
      />
      <Section id="crm-features" title="Everything about your clients, in one place">
        <FeatureGrid items={features} columns={4} />
      </Section>
      <Section
        id="client-database"
        tinted
        title="Your client database"
        lead="Search, filter and act on any client in seconds."
      >
        <figure className="mx-auto max-w-3xl overflow-hidden rounded-xl border border-stone-200 bg-white shadow-sm">
          <figcaption className="flex items-center justify-between border-b border-stone-200 px-5 py-3 text-sm">
            <span className="font-semibold text-ink">Clients</span>
            <span className="text-muted">25 total clients</span>
          </figcaption>
          <table className="w-full text-left text-sm">
            <thead className="bg-stone-50 text-xs text-stone-600">
              <tr>
                <th className="px-5 py-2 font-medium">Name</th>
                <th className="hidden px-5 py-2 font-medium sm:table-cell">Email</th>
                <th className="px-5 py-2 font-medium">Status</th>
                <th className="px-5 py-2 font-medium">Last contact</th>
              </tr>
            </thead>
            <tbody>
              {sampleClients.map((client) => (
                <tr key={client.name} className="border-t border-stone-100">
                  <td className="px-5 py-3 font-medium text-ink">{client.name}</td>
                  <td className="hidden px-5 py-3 text-muted sm:table-cell">{client.email}</td>
                  <td className="px-5 py-3">
                    <Badge variant={statusVariant[client.status]}>{client.status}</Badge>
                  </td>
                  <td className="px-5 py-3 text-muted">{client.last}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </figure>
      </Section>
      <Section id="crm-tools" title="Stay in touch without the effort">
        <FeatureGrid items={tools} />
      </Section>
      <section aria-labelledby="portal-heading" className="bg-surface">
        <div className="mx-auto max-w-3xl px-4 py-16 text-center sm:px-6">
          <h2 id="portal-heading" className="font-display text-3xl font-bold text-ink">
            A portal for your clients
          </h2>
          <p className="mt-3 text-muted">With one sign-in, your clients can:</p>
          <CheckList items={portal} className="mx-auto mt-6 max-w-md text-left" />
        </div>
      </section>
      <CtaBand
        title="Turn one-time clients into regulars"
        text="Photographers who follow up with Aworan see 40% more repeat bookings. Questions? Our team is happy to help."
        primary={{ to: '/signup', label: 'Get Started Free' }}
        secondary={{ to: '/contact', label: 'Contact Us' }}
      />
    </>
  );
}
