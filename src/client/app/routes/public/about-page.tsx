import { Camera, HeartHandshake, ShieldCheck, Sparkles } from 'lucide-react';
import { Link } from 'react-router';
import { ArtImage } from '@/components/marketing/art-image';
import { FeatureGrid } from '@/components/marketing/marketing-blocks';
import { PageHero, Section } from '@/components/marketing/page-hero';
import { Button } from '@/components/ui/button';
import { usePageMeta } from '@/features/seo/use-page-meta';

const values = [
  {
    icon: Camera,
    title: 'Craft first',
    text: 'Photographers should spend their time creating, not chasing payments and paperwork.',
  },
  {
    icon: ShieldCheck,
    title: 'Trust on both sides',
    text: 'Approved photographers, written contracts and secure payments protect everyone.',
  },
  {
    icon: HeartHandshake,
    title: 'Made for Nigeria',
    text: 'Naira pricing, local payment methods and support in our working hours.',
  },
  {
    icon: Sparkles,
    title: 'Simple by design',
    text: 'Every screen works on a phone, because that is where business happens.',
  },
] as const;

const team = [
  {
    name: 'Adewale Ogunleye',
    role: 'Co-founder & CEO',
    bio: 'A wedding photographer for twelve years, Adewale built Aworan after losing one too many weekends to unpaid invoices.',
  },
  {
    name: 'Ngozi Eze',
    role: 'Co-founder & CTO',
    bio: 'Ngozi led engineering teams at two Lagos fintechs and makes sure every payment and signature is secure.',
  },
  {
    name: 'Ibrahim Musa',
    role: 'Head of Photographer Success',
    bio: 'Ibrahim onboards photographers from Kano to Calabar and turns their feedback into the next features.',
  },
] as const;

const initials = (name: string) =>
  name
    .split(' ')
    .map((part) => part[0])
    .join('');

export default function AboutPage() {
  usePageMeta({
    title: 'About Us',
    description:
      'Aworan is a Lagos-built platform that helps Nigerian photographers run their business and helps clients book them with confidence.',
  });
  return (
    <>
      <PageHero
        eyebrow="About Aworan"
        title="We help photographers do their best work"
        lead="Aworan means “picture” in Yoruba. We are building the platform Nigerian photographers and their clients deserve."
      />
      <section aria-labelledby="story-heading">
        <div className="mx-auto grid max-w-6xl items-center gap-12 px-4 py-12 sm:px-6 lg:grid-cols-2">
          <div>
            <h2 id="story-heading" className="font-display text-3xl font-bold text-ink">
              Our story
            </h2>
            <p className="mt-4 text-muted">
              It started at a wedding in Ibadan. Our founder had delivered beautiful photos, but three months
              later he was still sending WhatsApp reminders for the balance, and the couple could not find the
              gallery link he had sent by email.
            </p>
            <p className="mt-4 text-muted">
              Talking to other photographers, we heard the same story everywhere: great work held back by
              scattered bookings, handwritten contracts, bank transfers without references and hard drives
              passed around by hand. So we built one place for all of it, priced in naira and designed for the
              way business is done here.
            </p>
            <p className="mt-4 text-muted">
              Today photographers across Lagos, Abuja, Port Harcourt, Enugu and Kano use Aworan to take
              bookings, send contracts and invoices, and deliver galleries their clients love.
            </p>
          </div>
          <ArtImage seed="aworan-story" className="aspect-[4/3] w-full rounded-2xl shadow-lg" />
        </div>
      </section>
      <Section
        id="mission"
        tinted
        title="Our mission"
        lead="To give every Nigerian photographer the tools of a professional studio, and every client a booking they can trust: clear prices, written agreements, secure payments and photos delivered on time."
      >
        <FeatureGrid items={values} columns={4} />
      </Section>
      <Section id="team" title="Meet the team" lead="A small team of photographers and engineers in Lagos.">
        <ul className="grid gap-6 md:grid-cols-3">
          {team.map((member) => (
            <li key={member.name} className="rounded-xl border border-stone-200 bg-white p-6 text-center">
              <span
                className="mx-auto flex size-20 items-center justify-center rounded-full bg-gold-100 font-display text-2xl font-bold text-gold-800"
                aria-hidden
              >
                {initials(member.name)}
              </span>
              <h3 className="mt-4 font-display text-lg font-semibold text-ink">{member.name}</h3>
              <p className="text-sm font-medium text-gold-700">{member.role}</p>
              <p className="mt-3 text-sm text-muted">{member.bio}</p>
            </li>
          ))}
        </ul>
      </Section>
      <section aria-labelledby="join-heading" className="bg-surface">
        <div className="mx-auto max-w-3xl px-4 py-16 text-center sm:px-6">
          <h2 id="join-heading" className="font-display text-3xl font-bold text-ink">
            Join us
          </h2>
          <p className="mt-3 text-muted">
            Whether you are a photographer ready to grow or a client looking for the right photographer, we
            would love to hear from you.
          </p>
          <div className="mt-8 flex flex-wrap justify-center gap-3">
            <Button asChild size="lg">
              <Link to="/signup">Create your account</Link>
            </Button>
            <Button asChild size="lg" variant="outline">
              <Link to="/contact">Contact us</Link>
            </Button>
          </div>
        </div>
      </section>
    </>
  );
}
