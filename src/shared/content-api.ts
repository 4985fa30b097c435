/**
 * Public read API (no sign-in), all GET, JSON:
 *   /api/content/site              → { settings: SiteSettings, hero: Hero, featured: FeaturedContent }
 *   /api/content/services          → { services: Service[] }            (sorted by sortOrder)
 *   /api/content/services/:slug    → { service: Service }               404 when unknown
 *   /api/content/pricing           → { tiers: PricingTier[], faq: FaqItem[] }
 *   /api/content/blog?category=&page= → { featured: BlogPostSummary[], posts: BlogPostSummary[], total, page, pageSize }
 *   /api/content/blog/:slug        → { post: BlogPost, related: BlogPostSummary[] }   404 when unknown or draft
 * Public forms, POST JSON: /api/inquiries/contact, /api/inquiries/demo, /api/newsletter/subscribe.
 */
export const CONTENT_API = {
  site: '/api/content/site',
  services: '/api/content/services',
  service: (slug: string) => `/api/content/services/${encodeURIComponent(slug)}`,
  pricing: '/api/content/pricing',
  blog: '/api/content/blog',
  blogPost: (slug: string) => `/api/content/blog/${encodeURIComponent(slug)}`,
  contact: '/api/inquiries/contact',
  demo: '/api/inquiries/demo',
  newsletter: '/api/newsletter/subscribe',
} as const;
