import { CalendarCheck, FileSignature, Images, Receipt } from 'lucide-react';
import { FeatureGrid, TestimonialGrid } from '@/components/marketing/marketing-blocks';
import { PageHero, Section } from '@/components/marketing/page-hero';
import { Card, CardContent } from '@/components/ui/card';
import { DemoRequestForm } from '@/features/marketing/demo-request-form';
import { usePageMeta } from '@/features/seo/use-page-meta';

const demoFeatures = [
  {
    icon: CalendarCheck,
    title: 'Smart Scheduling',
    text: 'Clients book free slots online; reminders go out by email so nobody forgets.',
  },
  {
    icon: Images,
    title: 'Client Galleries',
    text: 'Deliver photos in private galleries with favourites and full-resolution downloads.',
  },
  {
    icon: Receipt,
    title: 'Invoicing & Payments',
    text: 'Naira invoices with VAT, paid by card, bank transfer or in instalments.',
  },
  {
    icon: FileSignature,
    title: 'Contracts & E-Signatures',
    text: 'Send ready-made contracts and get them signed from any phone.',
  },
] as const;

const demoTestimonials = [
  {
    name: 'Kemi Adebayo',
    role: 'Wedding photographer, Lagos',
    quote:
      'The demo took twenty minutes and I moved my whole studio over that weekend. My clients now pay deposits before I even ask.',
  },
  {
    name: 'Emeka Obi',
    role: 'Studio owner, Enugu',
    quote:
      'Seeing contracts, invoices and galleries connected for one real client convinced my partners. We have not looked back.',
  },
  {
    name: 'Zainab Lawal',
    role: 'Event photographer, Abuja',
    quote:
      'The team showed me how to set up my packages in naira and my booking page during the call. Very practical.',
  },
] as const;

export default function DemoPage() {
  usePageMeta({
    title: 'Request a Demo',
    description:
      'See how Aworan runs bookings, galleries, contracts and invoices for your studio in a free 30-minute demo.',
  });
  return (
    <>
      <PageHero
        eyebrow="Free demo"
        title="See Aworan in action"
        lead="Book a free 30-minute walkthrough with our team. We will set up your packages, show you a real client journey and answer every question."
      />
      <div className="mx-auto grid max-w-6xl gap-10 px-4 pb-16 sm:px-6 lg:grid-cols-5">
        <Card className="lg:col-span-3">
          <CardContent className="pt-6">
            <h2 className="font-display text-2xl font-semibold text-ink">Request your demo</h2>
            <p className="mt-1 mb-6 text-sm text-muted">
              Fields marked * are required. We reply within one working day, Monday to Friday.
            </p>
            <DemoRequestForm />
          </CardContent>
        </Card>
        <div className="space-y-4 lg:col-span-2">
          <h2 className="font-display text-2xl font-semibold text-ink">What you will see</h2>
          <ul className="space-y-3 text-stone-800">
            <li>• How clients find you, book a slot and pay a deposit</li>
            <li>• Sending a contract and getting it signed on a phone</li>
            <li>• Invoices in naira with VAT and automatic reminders</li>
            <li>• Delivering a gallery and tracking client favourites</li>
          </ul>
          <p className="rounded-lg bg-gold-50 p-4 text-sm text-gold-900">
            Photographers on Aworan report 80% fewer unpaid invoices, 40% more repeat bookings and 5+ hours
            saved every week.
          </p>
        </div>
      </div>
      <Section id="demo-features" tinted title="Everything in one platform">
        <FeatureGrid items={demoFeatures} columns={4} />
      </Section>
      <Section id="demo-testimonials" title="What photographers say after their demo">
        <TestimonialGrid items={demoTestimonials} />
      </Section>
    </>
  );
}
