import { capitalised, remindersBy } from '@shared/site-features';
import {
  ArrowRight,
  Bell,
  CalendarCheck,
  CreditCard,
  Download,
  FileSignature,
  Heart,
  Images,
  MessageCircle,
} from 'lucide-react';
import { Link } from 'react-router';
import { CtaBand, FeatureGrid } from '@/components/marketing/marketing-blocks';
import { PageHero, Section } from '@/components/marketing/page-hero';
import { usePageMeta } from '@/features/seo/use-page-meta';
import { useSiteContent } from '@/lib/site-content-query';

const benefitsFor = (reminders: string) => [
  {
    icon: CalendarCheck,
    title: 'Online booking',
    text: 'See real-time availability and book a session that suits you.',
  },
  {
    icon: Images,
    title: 'Private galleries',
    text: 'View your photos in a beautiful gallery made just for you.',
  },
  {
    icon: CreditCard,
    title: 'Secure payments',
    text: 'Pay by card, transfer or mobile money, with a receipt every time.',
  },
  {
    icon: MessageCircle,
    title: 'Messaging',
    text: 'Talk to your photographer without losing messages in chats.',
  },
  {
    icon: Download,
    title: 'High-resolution downloads',
    text: 'Download every photo in full quality, once or all at once.',
  },
  { icon: Heart, title: 'Share favourites', text: 'Mark favourites and share them with family and friends.' },
  {
    icon: Bell,
    title: 'Appointment reminders',
    text: `${capitalised(reminders)} reminders before your session.`,
  },
  {
    icon: FileSignature,
    title: 'Online contracts',
    text: 'Read and sign your contract on your phone in a minute.',
  },
];

const learnMore = [
  { to: '/features/scheduling', title: 'Booking and scheduling', text: 'How booking a session works.' },
  {
    to: '/features/client-galleries',
    title: 'Client galleries',
    text: 'How you receive and share your photos.',
  },
  { to: '/features/invoicing', title: 'Invoices and payments', text: 'How paying your photographer works.' },
] as const;

export default function FeaturesForClientsPage() {
  // SMS is named only where this instance sends it (decision 272).
  const reminders = remindersBy(useSiteContent().data?.features);
  usePageMeta({
    title: 'For Clients',
    description:
      'Book trusted photographers online, pay securely, sign contracts on your phone and receive your photos in a private gallery.',
  });
  return (
    <>
      <PageHero
        eyebrow="For clients"
        title="Book a photographer with confidence"
        lead="Approved photographers, clear naira prices, secure payments and your photos delivered in a private gallery."
      />
      <Section id="client-benefits" title="Everything in one place for you">
        <FeatureGrid items={benefitsFor(reminders)} columns={4} />
      </Section>
      <Section id="learn-more" tinted title="Learn more">
        <ul className="grid gap-6 md:grid-cols-3">
          {learnMore.map((item) => (
            <li key={item.to}>
              <Link
                to={item.to}
                className="flex h-full flex-col rounded-xl border border-stone-200 bg-white p-6 hover:border-gold-300"
              >
                <span className="font-display text-lg font-semibold text-ink">{item.title}</span>
                <span className="mt-1 flex-1 text-sm text-muted">{item.text}</span>
                <span className="mt-4 inline-flex items-center gap-1 text-sm font-semibold text-gold-700">
                  Learn More <ArrowRight className="size-4" aria-hidden />
                </span>
              </Link>
            </li>
          ))}
        </ul>
      </Section>
      <CtaBand
        title="Find the right photographer for your moment"
        text="Browse our services or tell us what you need."
        primary={{ to: '/services', label: 'Browse Services' }}
        secondary={{ to: '/contact', label: 'Contact Us' }}
      />
    </>
  );
}
