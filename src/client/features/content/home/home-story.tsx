import type { AboutSection, Testimonial } from '@shared/content';
import { CalendarCheck, FileSignature, Images, Receipt, Users, Wallet } from 'lucide-react';
import { Link } from 'react-router';
import { ArtImage } from '@/components/marketing/art-image';
import { TestimonialGrid } from '@/components/marketing/marketing-blocks';
import { Section } from '@/components/marketing/page-hero';

const platformFeatures = [
  {
    icon: CalendarCheck,
    title: 'Online booking',
    text: 'Clients pick a free slot and book in minutes.',
    to: '/features/scheduling',
  },
  {
    icon: Receipt,
    title: 'Invoices in naira',
    text: 'Professional invoices with VAT, paid online.',
    to: '/features/invoicing',
  },
  {
    icon: FileSignature,
    title: 'Contracts',
    text: 'Send contracts and collect e-signatures.',
    to: '/features/contracts',
  },
  {
    icon: Images,
    title: 'Client galleries',
    text: 'Deliver photos securely, with favourites and downloads.',
    to: '/features/client-galleries',
  },
  {
    icon: Users,
    title: 'Client management',
    text: 'Every client, message and follow-up in one place.',
    to: '/features/crm',
  },
  {
    icon: Wallet,
    title: 'For clients',
    text: 'Book, pay, sign and download from one link.',
    to: '/features/for-clients',
  },
] as const;

/** Section 3: what the platform does, each item leading to its feature page. */
export function HomeFeatures() {
  return (
    <Section
      id="home-features"
      title="Everything your photography business needs"
      lead="Stop juggling WhatsApp, spreadsheets and bank alerts. Aworan keeps bookings, paperwork and photos together."
    >
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {platformFeatures.map(({ icon: Icon, title, text, to }) => (
          <li key={to}>
            <Link
              to={to}
              className="flex h-full gap-4 rounded-xl border border-stone-200 bg-white p-6 transition-colors hover:border-gold-300 hover:bg-gold-50/40"
            >
              <span className="inline-flex size-11 shrink-0 items-center justify-center rounded-lg bg-gold-50">
                <Icon className="size-6 text-gold-700" aria-hidden />
              </span>
              <span>
                <span className="block font-display text-lg font-semibold text-ink">{title}</span>
                <span className="mt-1 block text-sm text-muted">{text}</span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </Section>
  );
}

const claims = [
  { figure: '80%', label: 'fewer unpaid invoices' },
  { figure: '40%', label: 'more repeat bookings' },
  { figure: '5+ hours', label: 'saved every week' },
] as const;

/** Section 5: the about block from the store, with the platform's headline results. */
export function HomeAbout({ about }: { about: AboutSection }) {
  const paragraphs = about.body.split(/\n\s*\n/).filter(Boolean);
  return (
    <section aria-labelledby="home-about-heading">
      <div className="mx-auto grid max-w-6xl items-center gap-12 px-4 py-16 sm:px-6 lg:grid-cols-2">
        <ArtImage src={about.imageUrl} seed="aworan-about" className="aspect-[4/3] w-full rounded-2xl" />
        <div>
          <h2 id="home-about-heading" className="font-display text-3xl font-bold text-ink">
            {about.heading}
          </h2>
          {paragraphs.map((paragraph) => (
            <p key={paragraph.slice(0, 40)} className="mt-4 text-muted">
              {paragraph}
            </p>
          ))}
          <dl className="mt-8 grid grid-cols-3 gap-4">
            {claims.map((claim) => (
              <div key={claim.label} className="flex flex-col rounded-lg bg-gold-50 p-4 text-center">
                <dt className="order-2 text-xs text-stone-700">{claim.label}</dt>
                <dd className="font-display text-2xl font-bold text-gold-800">{claim.figure}</dd>
              </div>
            ))}
          </dl>
          <Link to="/about" className="mt-6 inline-block font-semibold text-gold-700 hover:text-gold-800">
            Read our story
          </Link>
        </div>
      </div>
    </section>
  );
}

/** Section 6: what clients and photographers say (edited by the super admin). */
export function HomeTestimonials({ testimonials }: { testimonials: Testimonial[] }) {
  if (testimonials.length === 0) return null;
  return (
    <Section id="home-testimonials" tinted title="Loved by photographers and their clients">
      <TestimonialGrid items={testimonials} />
    </Section>
  );
}
