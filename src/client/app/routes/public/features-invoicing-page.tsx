import { BarChart3, BellRing, CreditCard, FileText, Layers, ReceiptText } from 'lucide-react';
import {
  CheckList,
  CtaBand,
  FeatureGrid,
  Steps,
  TestimonialCard,
} from '@/components/marketing/marketing-blocks';
import { PageHero, Section } from '@/components/marketing/page-hero';
import { SampleInvoice } from '@/features/marketing/sample-invoice';
import { usePageMeta } from '@/features/seo/use-page-meta';

const features = [
  {
    icon: FileText,
    title: 'Professional Invoices',
    text: 'Branded invoices in naira with sequential numbers, VAT and your TIN.',
  },
  {
    icon: CreditCard,
    title: 'Multiple Payment Options',
    text: 'Cards, bank transfer and mobile money, paid online from the invoice.',
  },
  {
    icon: BellRing,
    title: 'Automated Reminders',
    text: 'Polite reminders before and after the due date, so you never chase.',
  },
  {
    icon: Layers,
    title: 'Payment Plans',
    text: 'Split weddings and big jobs into a deposit and instalments.',
  },
  {
    icon: ReceiptText,
    title: 'Receipt Generation',
    text: 'Every payment produces a receipt for you and your client.',
  },
  {
    icon: BarChart3,
    title: 'Financial Reports',
    text: 'See paid, outstanding and overdue amounts at a glance.',
  },
] as const;

const steps = [
  { title: 'Create Invoice', text: 'Start from a booking or a blank invoice; VAT at 7.5% is added for you.' },
  { title: 'Send to Client', text: 'Your client receives the invoice by email with a secure payment link.' },
  { title: 'Client Pays Online', text: 'Card, bank transfer or mobile money, from any phone.' },
  { title: 'Track Payment', text: 'The invoice is marked paid and a receipt goes out automatically.' },
] as const;

const paymentOptions = [
  'Cards: Visa, Mastercard and Verve',
  'Bank transfer with automatic matching',
  'Mobile money',
  'Payment plans and instalments',
] as const;

export default function FeaturesInvoicingPage() {
  usePageMeta({
    title: 'Invoicing and Payments',
    description:
      'Send professional naira invoices with VAT, get paid online by card, transfer or mobile money, and stop chasing payments.',
  });
  return (
    <>
      <PageHero
        eyebrow="Invoicing"
        title="Seamless Invoicing & Payments"
        lead="Professional invoices in naira, online payments and automatic reminders. Photographers on Aworan see 80% fewer unpaid invoices."
        primary={{ to: '/signup', label: 'Get Started' }}
        secondary={{ to: '/demo', label: 'Request Demo' }}
      />
      <Section id="invoicing-features" title="Get paid faster">
        <FeatureGrid items={features} />
      </Section>
      <section aria-labelledby="showcase-heading" className="bg-surface">
        <div className="mx-auto grid max-w-6xl items-center gap-12 px-4 py-16 sm:px-6 lg:grid-cols-2">
          <div>
            <h2 id="showcase-heading" className="font-display text-3xl font-bold text-ink">
              Invoices that look as good as your photos
            </h2>
            <p className="mt-4 text-muted">
              Clean, professional templates with your studio's name, clear line items, VAT where it applies
              and a payment button your client cannot miss.
            </p>
          </div>
          <SampleInvoice />
        </div>
      </section>
      <Section id="invoice-flow" title="From invoice to paid in four steps">
        <Steps items={steps} />
      </Section>
      <section aria-labelledby="payment-options-heading" className="bg-surface">
        <div className="mx-auto grid max-w-6xl gap-10 px-4 py-16 sm:px-6 lg:grid-cols-2">
          <div>
            <h2 id="payment-options-heading" className="font-display text-3xl font-bold text-ink">
              Payment options your clients already use
            </h2>
            <CheckList items={paymentOptions} className="mt-6" />
          </div>
          <TestimonialCard
            testimonial={{
              name: 'Segun Alabi',
              role: 'Event photographer, Lagos',
              quote:
                'Clients pay the deposit from the invoice link the same day. I have not sent a “please pay” message in months.',
            }}
          />
        </div>
      </section>
      <CtaBand
        title="Stop chasing payments"
        text="Send your first invoice in minutes."
        primary={{ to: '/signup', label: 'Start Your Free Trial' }}
        secondary={{ to: '/contact', label: 'Contact Sales' }}
      />
    </>
  );
}
