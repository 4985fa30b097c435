import { BarChart3, CalendarCheck, FileSignature, Images, Receipt, Users } from 'lucide-react';
import { Link } from 'react-router';
import { CtaBand, FeatureGrid, TestimonialCard } from '@/components/marketing/marketing-blocks';
import { PageHero, Section } from '@/components/marketing/page-hero';
import { usePageMeta } from '@/features/seo/use-page-meta';

const featurePages = [
  { to: '/features/scheduling', label: 'Scheduling' },
  { to: '/features/client-galleries', label: 'Client Galleries' },
  { to: '/features/contracts', label: 'Contracts' },
  { to: '/features/invoicing', label: 'Invoicing' },
  { to: '/features/crm', label: 'CRM' },
  { to: '/features/for-clients', label: 'For Clients' },
] as const;

const features = [
  {
    icon: CalendarCheck,
    title: 'Online booking',
    text: 'A booking page with your sessions, prices and real-time availability.',
  },
  { icon: FileSignature, title: 'Contracts', text: 'Templates and e-signatures with a full audit trail.' },
  {
    icon: Receipt,
    title: 'Invoices and payments',
    text: 'Naira invoices with VAT, paid online, with automatic reminders.',
  },
  {
    icon: Images,
    title: 'Client galleries',
    text: 'Private galleries with favourites and high-resolution downloads.',
  },
  { icon: Users, title: 'Client management', text: 'Leads, clients, notes and follow-ups in one list.' },
  {
    icon: BarChart3,
    title: 'Directory listing',
    text: 'Approved photographers are listed in our directory for new clients to find.',
  },
] as const;

export default function FeaturesForPhotographersPage() {
  usePageMeta({
    title: 'For Photographers',
    description:
      'Run your photography business in one place: bookings, contracts, invoices, galleries and clients, built for Nigeria.',
  });
  return (
    <>
      <PageHero
        eyebrow="For photographers"
        title="Run your whole photography business in one place"
        lead="Spend your time behind the camera. Aworan handles bookings, contracts, invoices, galleries and follow-ups, and saves photographers 5+ hours a week."
        primary={{ to: '/demo', label: 'Request a Demo' }}
        secondary={{ to: '/pricing', label: 'See Pricing' }}
      >
        <nav aria-label="Features" className="mt-10">
          <ul className="flex flex-wrap justify-center gap-2">
            {featurePages.map((page) => (
              <li key={page.to}>
                <Link
                  to={page.to}
                  className="inline-block rounded-full border border-gold-200 bg-white px-4 py-1.5 text-sm font-medium text-gold-800 hover:bg-gold-50"
                >
                  {page.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </PageHero>
      <Section id="photographer-features" title="Built for working photographers">
        <FeatureGrid items={features} />
      </Section>
      <section aria-label="Testimonial" className="bg-surface">
        <div className="mx-auto max-w-3xl px-4 py-16 sm:px-6">
          <TestimonialCard
            testimonial={{
              name: 'Yemi Alade-Johnson',
              role: 'Wedding and portrait photographer, Lagos',
              quote:
                'Before Aworan I had bookings in WhatsApp, contracts in Word and payments in three bank apps. Now everything is in one place and my clients say I look twice as professional.',
            }}
          />
        </div>
      </section>
      <CtaBand
        title="Ready to grow your business?"
        text="Join photographers across Nigeria on Aworan."
        primary={{ to: '/signup', label: 'Get Started Free' }}
        secondary={{ to: '/demo', label: 'Request a Demo' }}
      />
    </>
  );
}
