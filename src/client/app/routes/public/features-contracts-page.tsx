import { FilePen } from 'lucide-react';
import { CheckList, CtaBand, Steps } from '@/components/marketing/marketing-blocks';
import { PageHero, Section } from '@/components/marketing/page-hero';
import { usePageMeta } from '@/features/seo/use-page-meta';

const templates = [
  { name: 'Portrait Session', text: '50% retainer, cancellation terms and image usage.' },
  {
    name: 'Wedding Photography',
    text: 'Coverage hours, second shooter, refunds by notice period and meals.',
  },
  {
    name: 'Commercial Photography Agreement',
    text: 'Deliverables, licensing, deposit and rescheduling fee.',
  },
  { name: 'Event Photography', text: 'Coverage, deposit and the 14-day cancellation window.' },
  { name: 'Model Release', text: 'Permission to use a person’s image, with guardian consent for minors.' },
  { name: 'Custom Contract Builder', text: 'Start from scratch or adapt any template to your own terms.' },
] as const;

const benefits = [
  'Professional templates written for Nigerian photographers',
  'Clients sign on any phone, no printing or scanning',
  'Typed name and drawn signature, with consent recorded',
  'Full audit trail: time, IP address and a fingerprint of the signed text',
  'Signed PDF with a certificate page, emailed to both sides',
  'Automatic reminders for unsigned contracts',
  'Contracts linked to the client, the booking and the invoice',
  'Countersign as the photographer when you are ready',
] as const;

const steps = [
  { title: 'Choose a template', text: 'Pick a template and fill in the client, the date and the fee.' },
  {
    title: 'Send for signature',
    text: 'Your client receives a secure link by email and signs on any device.',
  },
  {
    title: 'Both keep a copy',
    text: 'The signed PDF with its certificate is stored and sent to both of you.',
  },
] as const;

export default function FeaturesContractsPage() {
  usePageMeta({
    title: 'Contracts and E-Signatures',
    description:
      'Send photography contracts from ready-made templates and get them signed online, with a full audit trail.',
  });
  return (
    <>
      <PageHero
        eyebrow="Contracts"
        title="Contracts signed in minutes, not weeks"
        lead="Professional templates, online signatures and a full audit trail protect you and your clients."
        primary={{ to: '/signup', label: 'Start Free' }}
        secondary={{ to: '/contact', label: 'Talk to Us' }}
      />
      <Section
        id="templates"
        title="Ready-made templates"
        lead="Start from a template that already covers the important terms."
      >
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {templates.map((template) => (
            <li key={template.name} className="flex gap-4 rounded-xl border border-stone-200 bg-white p-5">
              <FilePen className="size-6 shrink-0 text-gold-700" aria-hidden />
              <div>
                <h3 className="font-display text-lg font-semibold text-ink">{template.name}</h3>
                <p className="mt-1 text-sm text-muted">{template.text}</p>
              </div>
            </li>
          ))}
        </ul>
      </Section>
      <Section id="benefits" tinted title="Why use online contracts">
        <CheckList items={benefits} className="mx-auto grid max-w-4xl gap-x-10 sm:grid-cols-2" />
      </Section>
      <Section id="how-it-works" title="How it works">
        <Steps items={steps} />
      </Section>
      <CtaBand
        title="Protect every booking with a contract"
        text="Send your first contract today, or ask us anything about templates and terms."
        primary={{ to: '/signup', label: 'Get Started Free' }}
        secondary={{ to: '/contact', label: 'Contact Us' }}
      />
    </>
  );
}
