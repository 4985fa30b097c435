import { Download, Heart, Lock, Share2, Smartphone, UploadCloud } from 'lucide-react';
import { ArtImage } from '@/components/marketing/art-image';
import { CheckList, CtaBand, FeatureGrid, TestimonialCard } from '@/components/marketing/marketing-blocks';
import { PageHero, Section } from '@/components/marketing/page-hero';
import { usePageMeta } from '@/features/seo/use-page-meta';
import { cn } from '@/lib/cn';

const features = [
  {
    icon: Lock,
    title: 'Private and secure',
    text: 'Each gallery has its own link; downloads use signed, expiring addresses.',
  },
  {
    icon: Heart,
    title: 'Favourites and proofing',
    text: 'Clients mark favourites and approve their selection for editing.',
  },
  {
    icon: Download,
    title: 'High-resolution downloads',
    text: 'Single photos or the whole gallery in one zip file.',
  },
  {
    icon: Share2,
    title: 'Easy sharing',
    text: 'Share with family and friends without sending heavy files on WhatsApp.',
  },
  {
    icon: UploadCloud,
    title: 'Fast uploads',
    text: 'Upload hundreds of photos; previews are created automatically.',
  },
  {
    icon: Smartphone,
    title: 'Beautiful on phones',
    text: 'Galleries look great on any screen, where most clients view them.',
  },
] as const;

const templates = [
  {
    name: 'Classic Light',
    text: 'Airy white layout that lets wedding and family photos breathe.',
    dark: false,
  },
  { name: 'Modern Dark', text: 'A dramatic dark canvas for events, fashion and night shoots.', dark: true },
  {
    name: 'Portfolio',
    text: 'A large-image grid that doubles as a showcase of your best work.',
    dark: false,
  },
] as const;

const experience = [
  'One link, no account needed to view',
  'Favourite, comment and approve in a few taps',
  'Download in high resolution or order prints',
  'Galleries stay online for as long as the package says',
] as const;

export default function FeaturesClientGalleriesPage() {
  usePageMeta({
    title: 'Client Galleries',
    description:
      'Deliver photos in private, beautiful online galleries with favourites, proofing and high-resolution downloads.',
  });
  return (
    <>
      <PageHero
        eyebrow="Client galleries"
        title="Deliver photos your clients will love"
        lead="Private online galleries with favourites, proofing and high-resolution downloads, in your own style."
        primary={{ to: '/signup', label: 'Start Free' }}
        secondary={{ to: '/demo', label: 'Request a Demo' }}
      />
      <Section id="gallery-features" title="Everything a delivery needs">
        <FeatureGrid items={features} />
      </Section>
      <Section id="templates" tinted title="Gallery templates" lead="Choose a look for each gallery.">
        <ul className="grid gap-6 md:grid-cols-3">
          {templates.map((template) => (
            <li
              key={template.name}
              className={cn(
                'overflow-hidden rounded-xl border',
                template.dark ? 'border-stone-800 bg-stone-900' : 'border-stone-200 bg-white',
              )}
            >
              <div
                className={cn('grid grid-cols-3 gap-1 p-3', template.name === 'Portfolio' && 'grid-cols-2')}
              >
                {[1, 2, 3, 4, 5, 6].slice(0, template.name === 'Portfolio' ? 4 : 6).map((n) => (
                  <ArtImage key={n} seed={`${template.name}-${n}`} className="aspect-square w-full rounded" />
                ))}
              </div>
              <div className="p-5">
                <h3
                  className={cn(
                    'font-display text-lg font-semibold',
                    template.dark ? 'text-white' : 'text-ink',
                  )}
                >
                  {template.name}
                </h3>
                <p className={cn('mt-1 text-sm', template.dark ? 'text-stone-300' : 'text-muted')}>
                  {template.text}
                </p>
              </div>
            </li>
          ))}
        </ul>
      </Section>
      <section aria-labelledby="experience-heading">
        <div className="mx-auto grid max-w-6xl gap-10 px-4 py-16 sm:px-6 lg:grid-cols-2">
          <div>
            <h2 id="experience-heading" className="font-display text-3xl font-bold text-ink">
              The client experience
            </h2>
            <p className="mt-3 text-muted">Your clients open one link and everything just works.</p>
            <CheckList items={experience} className="mt-6" />
          </div>
          <TestimonialCard
            testimonial={{
              name: 'Ifeoma Chukwu',
              role: 'Wedding photographer, Owerri',
              quote:
                'Families used to ask me for flash drives for weeks. Now I send one gallery link and both sides of the family download their favourites the same evening.',
            }}
          />
        </div>
      </section>
      <CtaBand
        title="Make every delivery feel special"
        text="Create your first gallery today."
        primary={{ to: '/signup', label: 'Get Started Free' }}
        secondary={{ to: '/demo', label: 'Request a Demo' }}
      />
    </>
  );
}
