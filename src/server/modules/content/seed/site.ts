import type { FeaturedContent, Hero, SiteSettings } from '../../../../shared/content.ts';

/** Site settings, hero and featured content seeded on first start; the admin edits them afterwards. */

export const seedSettings: SiteSettings = {
  siteName: 'Aworan',
  tagline: 'Book, manage and streamline photography services in Nigeria',
  contactEmail: 'hello@aworan.ng',
  contactPhone: '+234 801 234 5678',
  footerText: 'The all-in-one platform to book, manage and streamline photography services.',
  officeAddress: '12 Admiralty Way, Lekki Phase 1, Lagos, Nigeria',
  officeHours: 'Monday to Friday, 9:00 AM to 5:00 PM',
  officeCoordinates: '6.4474° N, 3.4723° E',
};

export const seedHero: Hero = {
  title: 'Capture every moment, run every booking',
  subtitle:
    'Aworan connects clients with trusted Nigerian photographers and gives photographers one place for bookings, galleries, contracts and invoices.',
  ctaText: 'Book a Session',
  ctaLink: '/scheduling',
  imageUrl: '',
};

export const seedFeatured: FeaturedContent = {
  testimonials: [
    {
      name: 'Adaeze Nwosu',
      role: 'Bride, Enugu',
      quote:
        'Our photographer sent the gallery link two weeks after the wedding and both families downloaded their favourites the same night. Booking and paying the deposit took five minutes.',
    },
    {
      name: 'Tunde Bakare',
      role: 'Studio owner, Ibadan',
      quote:
        'Since we moved invoices and contracts to Aworan, clients pay on time and nobody argues about what the package included. It saves my team hours every week.',
    },
    {
      name: 'Halima Yusuf',
      role: 'Event planner, Abuja',
      quote:
        'I book photographers for corporate events every month. Seeing their packages in naira and their real portfolios in one place makes the choice easy.',
    },
  ],
  featuredGalleries: [
    {
      title: 'Owambe in Lekki',
      photographer: 'Chinedu Okafor',
      imageUrl: '',
      link: '/services/events',
    },
    {
      title: 'Durbar colours in Kano',
      photographer: 'Aisha Bello',
      imageUrl: '',
      link: '/services/cultural',
    },
    {
      title: 'Golden hour portraits at Tarkwa Bay',
      photographer: 'Femi Adeyemi',
      imageUrl: '',
      link: '/services/portrait',
    },
  ],
  about: {
    heading: 'Built for Nigerian photographers and the people who hire them',
    body: 'Aworan means "picture" in Yoruba. We started in Lagos with a simple idea: a photographer should spend their time behind the camera, not chasing invoices on WhatsApp. Clients find approved photographers, book and pay securely, sign their contract online and receive their photos in a private gallery.',
    imageUrl: '',
  },
};
