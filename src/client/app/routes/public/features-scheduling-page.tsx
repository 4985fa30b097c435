import { LAGOS_TIME_ZONE } from '@shared/lagos-time';
import { capitalised, remindersBy } from '@shared/site-features';
import { Bell, CalendarClock, CalendarX2, Clock, Globe, Smartphone } from 'lucide-react';
import {
  CheckList,
  CtaBand,
  FeatureGrid,
  Steps,
  TestimonialCard,
} from '@/components/marketing/marketing-blocks';
import { PageHero, Section } from '@/components/marketing/page-hero';
import { usePageMeta } from '@/features/seo/use-page-meta';
import { useSiteContent } from '@/lib/site-content-query';

/** The steps and features name SMS only where this instance sends it (decision 272). */
const stepsFor = (reminders: string) => [
  {
    title: 'Set your availability',
    text: 'Choose your working days and hours and the sessions you offer, with durations and naira prices.',
  },
  {
    title: 'Clients book online',
    text: 'Clients pick a free slot from your booking page, at any time of day, from any phone.',
  },
  {
    title: 'Reminders do the rest',
    text: `Both of you get a confirmation and ${reminders} reminders before the session. No more no-shows.`,
  },
];

const benefits = [
  'No more back-and-forth messages to find a date',
  'Real-time availability, so you are never double-booked',
  'Automatic email confirmations and reminders',
  'Reschedule or cancel in a click, with the client informed',
  'Every booking linked to its client, contract and invoice',
  'Saves photographers 5+ hours a week on admin',
] as const;

const featuresFor = (reminders: string) => [
  {
    icon: Globe,
    title: 'Your booking page',
    text: 'A public page with your sessions and free slots, ready to share on Instagram and WhatsApp.',
  },
  {
    icon: CalendarClock,
    title: 'Session types',
    text: 'Portrait, family, event or wedding, each with its own duration and price.',
  },
  {
    icon: Bell,
    title: 'Automatic reminders',
    text: `${capitalised(reminders)} reminders before every session cut no-shows dramatically.`,
  },
  {
    icon: CalendarX2,
    title: 'Blocked dates',
    text: 'Block holidays and busy days, and past dates are never offered.',
  },
  {
    icon: Clock,
    title: `${LAGOS_TIME_ZONE} time`,
    text: 'Times shown in your time zone, stored precisely, never off by an hour.',
  },
  {
    icon: Smartphone,
    title: 'Works on any phone',
    text: 'You and your clients book and manage sessions from a phone.',
  },
];

export default function FeaturesSchedulingPage() {
  const reminders = remindersBy(useSiteContent().data?.features);
  usePageMeta({
    title: 'Online Scheduling for Photographers',
    description:
      'Let clients book photography sessions online from your real-time availability, with automatic confirmations and reminders.',
  });
  return (
    <>
      <PageHero
        eyebrow="Scheduling"
        title="Bookings that fill your calendar, not your inbox"
        lead="Clients book free slots online, and confirmations and reminders go out automatically."
        primary={{ to: '/signup', label: 'Start Free' }}
        secondary={{ to: '/demo', label: 'Request a Demo' }}
      />
      <Section
        id="how-it-works"
        title="How it works"
        lead="Three steps from open calendar to confirmed session."
      >
        <Steps items={stepsFor(reminders)} />
      </Section>
      <Section id="scheduling-features" tinted title="Built for photography sessions">
        <FeatureGrid items={featuresFor(reminders)} />
      </Section>
      <section aria-labelledby="benefits-heading">
        <div className="mx-auto grid max-w-6xl gap-10 px-4 py-16 sm:px-6 lg:grid-cols-2">
          <div>
            <h2 id="benefits-heading" className="font-display text-3xl font-bold text-ink">
              Why photographers switch
            </h2>
            <CheckList items={benefits} className="mt-6" />
          </div>
          <TestimonialCard
            testimonial={{
              name: 'Bisi Ogunbanjo',
              role: 'Family photographer, Abeokuta',
              quote:
                'I used to spend evenings answering “are you free on Saturday?”. Now I send my booking link and wake up to confirmed sessions with deposits paid.',
            }}
          />
        </div>
      </section>
      <CtaBand
        title="Let clients book you while you shoot"
        text="Set up your booking page in minutes."
        primary={{ to: '/signup', label: 'Get Started Free' }}
        secondary={{ to: '/demo', label: 'Request a Demo' }}
      />
    </>
  );
}
