/**
 * Every public route of the spec with the content a visitor must find there (seeded data).
 * Shared by the content and accessibility journeys.
 */
export interface PublicRoute {
  path: string;
  h1: string | RegExp;
  texts: (string | RegExp)[];
}

export const SERVICE_SLUGS = [
  'portrait',
  'wedding',
  'events',
  'wildlife',
  'cultural',
  'family',
  'commercial',
  'real-estate',
] as const;

export const BLOG_SLUGS = [
  'essential-equipment-for-photographers',
  'create-professional-portfolio',
  'capturing-cultural-ceremonies',
  'pricing-photography-services',
  'lighting-techniques-portraits',
  'client-management-tips',
  'wildlife-photography-nigeria',
  'using-aworan-platform',
  'wedding-photography-checklist',
] as const;

export const publicRoutes: PublicRoute[] = [
  {
    path: '/',
    h1: 'Capture every moment, run every booking',
    texts: [
      'Photography for every occasion',
      'Featured galleries',
      'Loved by photographers and their clients',
    ],
  },
  { path: '/services', h1: 'Our Services', texts: ['₦15,000.00', '₦250,000.00', 'Request Custom Package'] },
  { path: '/services/portrait', h1: 'Portrait Photography', texts: ['Basic Portrait', '₦45,000.00'] },
  {
    path: '/pricing',
    h1: 'Simple, transparent pricing',
    texts: ['Most Popular', 'Frequently asked questions'],
  },
  {
    path: '/about',
    h1: 'We help photographers do their best work',
    texts: ['Our story', 'Our mission', 'Meet the team'],
  },
  { path: '/contact', h1: 'Get in touch', texts: ['Send us a message', 'Our office', 'hello@aworan.ng'] },
  {
    path: '/blog',
    h1: 'The Aworan Blog',
    texts: ['Featured articles', 'Recent articles', 'Subscribe to our newsletter'],
  },
  {
    path: '/blog/using-aworan-platform',
    h1: 'Getting Started with the Aworan Platform',
    texts: ['Written by', 'Continue Reading'],
  },
  { path: '/demo', h1: 'See Aworan in action', texts: ['Request your demo', 'Everything in one platform'] },
  {
    path: '/features/scheduling',
    h1: /Bookings that fill your calendar/,
    texts: ['How it works', 'Why photographers switch'],
  },
  {
    path: '/features/client-galleries',
    h1: 'Deliver photos your clients will love',
    texts: ['Classic Light', 'Modern Dark', 'Portfolio', 'The client experience'],
  },
  {
    path: '/features/contracts',
    h1: /Contracts signed in minutes/,
    texts: ['Commercial Photography Agreement', 'Custom Contract Builder', 'Model Release'],
  },
  {
    path: '/features/invoicing',
    h1: 'Seamless Invoicing & Payments',
    texts: ['Professional Invoices', 'Financial Reports', '₦60,000.00', 'Visa, Mastercard and Verve'],
  },
  {
    path: '/features/crm',
    h1: /Know every client/,
    texts: ['25 total clients', 'A portal for your clients'],
  },
  {
    path: '/features/for-clients',
    h1: 'Book a photographer with confidence',
    texts: ['Online booking', 'Learn more'],
  },
  {
    path: '/features/for-photographers',
    h1: 'Run your whole photography business in one place',
    texts: ['Built for working photographers'],
  },
  // The sign-in forms are server-rendered public pages too.
  { path: '/login', h1: 'Log in', texts: ['Forgot password?'] },
  { path: '/signup', h1: 'Create your account', texts: ['At least 8 characters with letters and numbers.'] },
  { path: '/terms', h1: 'Terms of Service', texts: ['Governing law', 'Federal Republic of Nigeria'] },
  {
    path: '/privacy',
    h1: 'Privacy Policy',
    texts: ['Nigeria Data Protection Act 2023', 'Nigeria Data Protection Commission'],
  },
];
