import type { FaqItem, PricingTier } from '../../../../shared/content.ts';

/** Pricing tiers and FAQ seeded on first start. Prices are kobo per session; Custom has none. */
export const seedPricingTiers: PricingTier[] = [
  {
    name: 'Basic',
    priceKobo: 2_500_000,
    description: 'Perfect for individual portraits and short sessions.',
    features: ['1 hour session', '10 edited photos', 'Online gallery for 30 days', '1 location'],
    mostPopular: false,
    buttonText: 'Book Basic',
    buttonLink: '/book?package=Basic',
    sortOrder: 1,
  },
  {
    name: 'Standard',
    priceKobo: 7_500_000,
    description: 'Great for families, couples and small events.',
    features: ['3 hour session', '30 edited photos', 'Online gallery for 60 days', 'Up to 2 locations'],
    mostPopular: true,
    buttonText: 'Book Standard',
    buttonLink: '/book?package=Standard',
    sortOrder: 2,
  },
  {
    name: 'Premium',
    priceKobo: 15_000_000,
    description: 'Full-day coverage for large events and celebrations.',
    features: [
      '8 hour session',
      'All edited photos',
      'Online gallery for 90 days',
      '2 photographers',
      'Same-week sneak peek',
    ],
    mostPopular: false,
    buttonText: 'Book Premium',
    buttonLink: '/book?package=Premium',
    sortOrder: 3,
  },
  {
    name: 'Wedding',
    priceKobo: 35_000_000,
    description: 'Traditional and white wedding, from preparations to the last dance.',
    features: [
      '12 hour coverage',
      'All edited photos',
      'Online gallery for 1 year',
      '2 photographers',
      'Pre-wedding consultation',
    ],
    mostPopular: false,
    buttonText: 'Book Wedding',
    buttonLink: '/book?package=Wedding',
    sortOrder: 4,
  },
  {
    name: 'Commercial',
    priceKobo: 20_000_000,
    description: 'Product, food, fashion and corporate shoots for brands.',
    features: [
      '4 hour session',
      'Creative brief and shot list',
      'Retouched images to brand standards',
      'Commercial usage licence',
    ],
    mostPopular: false,
    buttonText: 'Book Commercial',
    buttonLink: '/book?package=Commercial',
    sortOrder: 5,
  },
  {
    name: 'Custom',
    priceKobo: null,
    description: 'Tell us what you need and we will put together a package for you.',
    features: [
      'Flexible hours',
      'Any number of photographers',
      'Tailored deliverables',
      'Multi-day projects',
    ],
    mostPopular: false,
    buttonText: 'Contact Us',
    buttonLink: '/contact?subject=general',
    sortOrder: 6,
  },
];

export const seedFaq: FaqItem[] = [
  {
    question: 'Can I get more edited photos than my package includes?',
    answer:
      'Yes. Additional edited photos cost ₦2,500 each; choose them from your online gallery after the session.',
  },
  {
    question: 'Can I reschedule my session?',
    answer: 'Yes. You can reschedule free of charge up to 48 hours before your session.',
  },
  {
    question: 'How long until I receive my photos?',
    answer:
      'Delivery typically takes 2-3 weeks, depending on the package. Weddings include a sneak peek within the first week.',
  },
  {
    question: 'Do you offer payment plans?',
    answer:
      'Yes. We offer payment plans for larger packages: pay a deposit to secure your date and the balance in instalments before the session.',
  },
  {
    question: 'Do prices include VAT?',
    answer:
      'Prices are shown per session in naira. VAT at 7.5% is added on the invoice where the photographer is VAT-registered.',
  },
];
