import { z } from 'zod';
import { calendarDate } from './calendar-dates.ts';
import { isSitePath, isWebAddress } from './site-path.ts';
import { INT32_MAX, safeText, sortOrderSchema } from './text.ts';

/**
 * Contract of the public site's content: what the super admin edits at /admin/content,
 * what is seeded on first start and what the public pages read. Money is integer kobo.
 */

const text = (max: number) => safeText().trim().max(max);
const required = (max: number, message: string) => safeText().trim().min(1, message).max(max);
/** Content prices are stored in `integer` columns: at most ₦21,474,836.47. */
const kobo = z.number().int().min(0).max(INT32_MAX, 'That price is too high');
/**
 * A link inside the site ("/contact") or an absolute http(s) address. `//host` and `/\host`
 * look like paths but leave the site, so they are refused (see `isSitePath`).
 */
const link = safeText()
  .trim()
  .refine((v) => isSitePath(v) || isWebAddress(v), 'Enter a path starting with / or a full web address');
/** An image: a media-library URL (/media/...) or an absolute address. Empty when none. */
const imageUrl = z.union([z.literal(''), link]);

export const siteSettingsSchema = z.object({
  siteName: required(80, 'Site name is required'),
  tagline: text(160),
  contactEmail: z.email('Enter a valid email address'),
  contactPhone: text(40),
  footerText: text(300),
  officeAddress: text(300),
  officeHours: text(120),
  /** Shown on the contact page's office card; no map service is called. */
  officeCoordinates: text(60),
});
export type SiteSettings = z.infer<typeof siteSettingsSchema>;

export const heroSchema = z.object({
  title: required(160, 'Heading is required'),
  subtitle: text(400),
  ctaText: required(60, 'Button text is required'),
  ctaLink: link,
  imageUrl,
});
export type Hero = z.infer<typeof heroSchema>;

export const testimonialSchema = z.object({
  name: required(80, 'Name is required'),
  role: text(120),
  quote: required(600, 'Quote is required'),
});
export type Testimonial = z.infer<typeof testimonialSchema>;

export const featuredGallerySchema = z.object({
  title: required(120, 'Title is required'),
  photographer: text(120),
  imageUrl,
  link: z.union([z.literal(''), link]),
});
export type FeaturedGallery = z.infer<typeof featuredGallerySchema>;

export const aboutSectionSchema = z.object({
  heading: required(160, 'Heading is required'),
  body: text(4000),
  imageUrl,
});
export type AboutSection = z.infer<typeof aboutSectionSchema>;

/**
 * What this instance offers that public pages speak of: without SMS configured the pages
 * promise email reminders only (decision 272).
 */
export const siteFeaturesSchema = z.object({ smsReminders: z.boolean() });
export type SiteFeatures = z.infer<typeof siteFeaturesSchema>;

export const featuredContentSchema = z.object({
  testimonials: z.array(testimonialSchema).max(24),
  featuredGalleries: z.array(featuredGallerySchema).max(24),
  about: aboutSectionSchema,
});
export type FeaturedContent = z.infer<typeof featuredContentSchema>;

export const servicePackageSchema = z.object({
  name: required(80, 'Package name is required'),
  priceKobo: kobo,
  description: text(400),
  highlights: z.array(text(200)).max(20),
});
export type ServicePackage = z.infer<typeof servicePackageSchema>;

export const slugSchema = safeText()
  .trim()
  .min(1, 'Slug is required')
  .max(80)
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'Use lowercase letters, numbers and dashes');

export const serviceSchema = z.object({
  slug: slugSchema,
  title: required(120, 'Service name is required'),
  description: text(600),
  startingPriceKobo: kobo,
  heroImage: imageUrl,
  /** Long text of the detail page, markdown ('## ' headings, '- ' lists, **bold**, *italic*). */
  content: text(20000),
  features: z.array(text(200)).max(30),
  packages: z.array(servicePackageSchema).max(6),
  sortOrder: sortOrderSchema,
});
export type Service = z.infer<typeof serviceSchema>;

/** A service as lists show it (cards on `/` and `/services`): the detail page reads the rest. */
export const serviceSummarySchema = serviceSchema.pick({
  slug: true,
  title: true,
  description: true,
  startingPriceKobo: true,
  heroImage: true,
  sortOrder: true,
});
export type ServiceSummary = z.infer<typeof serviceSummarySchema>;

export const pricingTierSchema = z.object({
  name: required(80, 'Package name is required'),
  /** null for Custom: no price, no per-session suffix. */
  priceKobo: kobo.nullable(),
  description: text(400),
  features: z.array(text(200)).max(30),
  mostPopular: z.boolean(),
  buttonText: required(60, 'Button text is required'),
  buttonLink: link,
  sortOrder: sortOrderSchema,
});
export type PricingTier = z.infer<typeof pricingTierSchema>;

export const faqItemSchema = z.object({
  question: required(300, 'Question is required'),
  answer: text(2000),
});
export type FaqItem = z.infer<typeof faqItemSchema>;

export const BLOG_CATEGORIES = [
  'Business Tips',
  'Photography Tips',
  'Equipment',
  'Tutorials',
  'Weddings',
  'Locations',
  'Platform Tips',
] as const;
export type BlogCategory = (typeof BLOG_CATEGORIES)[number];

export const blogAuthorSchema = z.object({
  name: required(80, 'Author name is required'),
  role: text(120),
  bio: text(600),
});

export const blogPostSchema = z.object({
  slug: slugSchema,
  title: required(200, 'Title is required'),
  excerpt: text(500),
  author: blogAuthorSchema,
  /** ISO date (YYYY-MM-DD) shown on the post. */
  publishedOn: calendarDate(),
  image: imageUrl,
  category: z.enum(BLOG_CATEGORIES),
  /** Markdown: '## ' headings, '- ' list items, **bold**, *italic*; raw HTML is shown as text. */
  content: text(50000),
  featured: z.boolean(),
  status: z.enum(['draft', 'published']),
});
export type BlogPost = z.infer<typeof blogPostSchema>;
export type BlogPostSummary = Omit<BlogPost, 'content'>;

// Forms from the public site.

export const CONTACT_SUBJECTS = ['general', 'support', 'billing', 'partnership', 'feedback'] as const;
export const DEMO_ROLES = ['photographer', 'studio_owner', 'manager', 'client', 'other'] as const;
export const DEMO_INTERESTS = ['scheduling', 'galleries', 'invoicing', 'contracts', 'all'] as const;

/** A field real people never see; bots fill it in. Submissions with it set are dropped quietly. */
const honeypot = { website: safeText().max(200).optional() };

export const contactMessageSchema = z.object({
  name: required(120, 'Name is required'),
  email: z.email('Enter a valid email address'),
  phone: text(40).optional(),
  subject: z.enum(CONTACT_SUBJECTS).optional(),
  message: required(5000, 'Message is required'),
  ...honeypot,
});
export type ContactMessageInput = z.infer<typeof contactMessageSchema>;

export const demoRequestSchema = z.object({
  name: required(120, 'Name is required'),
  email: z.email('Enter a valid email address'),
  phone: text(40).optional(),
  company: text(160).optional(),
  role: z.enum(DEMO_ROLES).optional(),
  interest: z.enum(DEMO_INTERESTS).optional(),
  message: text(5000).optional(),
  ...honeypot,
});
export type DemoRequestInput = z.infer<typeof demoRequestSchema>;

export const newsletterSubscribeSchema = z.object({
  email: z.email('Enter a valid email address'),
  ...honeypot,
});

// The API paths live in a module without zod, so the pages that only fetch (navbar, footer,
// home page) do not pull zod into the entry bundle. See docs/decisions/030-public-bundle-budget.md.
export { CONTENT_API } from './content-api.ts';
