/**
 * Title and description of each fixed public page: the server writes them into the HTML it
 * serves (for search engines and link previews) and lists the pages in sitemap.xml; pages may
 * pass the same entry to usePageMeta. Titles are without the site name ("Pricing").
 */
export interface StaticPageMeta {
  title: string;
  description: string;
  /** Sitemap hint: how often the page tends to change. */
  changefreq: 'daily' | 'weekly' | 'monthly' | 'yearly';
  priority: number;
}

export const STATIC_PAGE_META = {
  '/': {
    title: '',
    description:
      'Book trusted Nigerian photographers, pay securely in naira and receive your photos in a private gallery. Photographers run bookings, contracts and invoices in one place.',
    changefreq: 'weekly',
    priority: 1,
  },
  '/services': {
    title: 'Photography Services',
    description:
      'Portrait, wedding, event, wildlife, cultural, family, commercial and real estate photography across Nigeria, with clear starting prices in naira.',
    changefreq: 'monthly',
    priority: 0.9,
  },
  '/pricing': {
    title: 'Pricing',
    description:
      'Photography packages from Basic to Wedding and Commercial, priced per session in naira, with answers to common questions on photos, rescheduling and payment plans.',
    changefreq: 'monthly',
    priority: 0.9,
  },
  '/photographers': {
    title: 'Find a Photographer',
    description:
      'Browse approved photographers across Nigeria by city, category and budget, see their portfolios and packages, and book online.',
    changefreq: 'daily',
    priority: 0.9,
  },
  '/about': {
    title: 'About Us',
    description:
      'Our story and mission: helping Nigerian photographers spend more time behind the camera and giving their clients a simple way to book and pay.',
    changefreq: 'yearly',
    priority: 0.6,
  },
  '/contact': {
    title: 'Contact Us',
    description:
      'Questions, support or partnerships: send us a message, call or visit our Lagos office. We answer Monday to Friday, 9:00 AM to 5:00 PM.',
    changefreq: 'yearly',
    priority: 0.6,
  },
  '/blog': {
    title: 'Blog',
    description:
      'Photography tips, business advice, equipment guides and location ideas for photographers in Nigeria, plus news about the platform.',
    changefreq: 'weekly',
    priority: 0.8,
  },
  '/demo': {
    title: 'Request a Demo',
    description:
      'See how scheduling, client galleries, contracts and invoicing work together. Request a personal demo for you or your studio.',
    changefreq: 'yearly',
    priority: 0.6,
  },
  '/features/scheduling': {
    title: 'Online Scheduling',
    description:
      'Let clients book sessions online with real-time availability, automatic confirmations and reminders.',
    changefreq: 'monthly',
    priority: 0.7,
  },
  '/features/client-galleries': {
    title: 'Client Galleries',
    description:
      'Deliver photos in beautiful private galleries where clients view, favourite, approve and download in high resolution.',
    changefreq: 'monthly',
    priority: 0.7,
  },
  '/features/contracts': {
    title: 'Photography Contracts',
    description:
      'Ready-made contract templates for portraits, weddings, events and commercial work, signed online with a full audit trail.',
    changefreq: 'monthly',
    priority: 0.7,
  },
  '/features/invoicing': {
    title: 'Invoicing & Payments',
    description:
      'Professional invoices in naira, card, bank transfer and mobile money payments, automated reminders and payment plans.',
    changefreq: 'monthly',
    priority: 0.7,
  },
  '/features/crm': {
    title: 'Client Management',
    description:
      'Keep every client, conversation and follow-up in one place, with a client portal for galleries, invoices and contracts.',
    changefreq: 'monthly',
    priority: 0.7,
  },
  '/features/for-clients': {
    title: 'For Clients',
    description:
      'Book photographers online, pay securely, sign contracts and download your photos, with reminders before every session.',
    changefreq: 'monthly',
    priority: 0.7,
  },
  '/features/for-photographers': {
    title: 'For Photographers',
    description:
      'Everything a Nigerian photography business needs: bookings, galleries, contracts, invoices and client management in one platform.',
    changefreq: 'monthly',
    priority: 0.7,
  },
  '/terms': {
    title: 'Terms of Service',
    description: 'The terms that apply when you use the platform as a client or as a photographer.',
    changefreq: 'yearly',
    priority: 0.3,
  },
  '/privacy': {
    title: 'Privacy Policy',
    description:
      'How we collect, use and protect your personal data, in line with the Nigeria Data Protection Act 2023.',
    changefreq: 'yearly',
    priority: 0.3,
  },
} as const satisfies Record<string, StaticPageMeta>;

export type StaticPagePath = keyof typeof STATIC_PAGE_META;
