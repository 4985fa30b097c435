import { z } from 'zod';
import { blogPostSchema, faqItemSchema, pricingTierSchema, serviceSchema } from './content.ts';

/**
 * The content editor's API (/admin/content, super admin only). Records carry their id so the
 * editor can update them; bodies are the public contract's schemas.
 */

const id = z.uuid();

export const serviceRecordSchema = serviceSchema.extend({ id });
export type ServiceRecord = z.infer<typeof serviceRecordSchema>;
/** The starting price is an int4 column: the largest amount it holds, ₦21,474,836.47. */
export const MAX_SERVICE_PRICE_KOBO = 2_147_483_647;

/**
 * A starting price as the editor sends it. Stricter than the public contract, with messages an
 * editor can act on: an emptied field (null, NaN) or ₦0 is refused, not saved as ₦0.00.
 */
export const serviceStartingPriceSchema = z
  .number({ error: 'Enter a starting price in naira' })
  .int('Prices are whole numbers of kobo')
  .positive('Enter a starting price above ₦0')
  .max(MAX_SERVICE_PRICE_KOBO, 'That price is too high');

/** One service in "Save All Services"; the editor checks its drafts with this too. */
export const serviceInputSchema = serviceSchema.extend({
  id: id.optional(),
  startingPriceKobo: serviceStartingPriceSchema,
});
export type ServiceInput = z.infer<typeof serviceInputSchema>;

/** "Save All Services": rows with an id are updated, rows without are added. */
export const saveServicesSchema = z.object({
  services: z.array(serviceInputSchema).max(50),
});

export const pricingTierRecordSchema = pricingTierSchema.extend({ id });
export type PricingTierRecord = z.infer<typeof pricingTierRecordSchema>;

export const blogPostRecordSchema = blogPostSchema.extend({ id, updatedAt: z.string() });
export type BlogPostRecord = z.infer<typeof blogPostRecordSchema>;
export const blogPostSummaryRecordSchema = blogPostRecordSchema.omit({ content: true });
export type BlogPostSummaryRecord = z.infer<typeof blogPostSummaryRecordSchema>;

export const faqListSchema = z.object({ faq: faqItemSchema.array().max(40) });

export const ADMIN_CONTENT_API = {
  settings: '/api/admin/content/settings',
  hero: '/api/admin/content/hero',
  featured: '/api/admin/content/featured',
  services: '/api/admin/content/services',
  service: (serviceId: string) => `/api/admin/content/services/${serviceId}`,
  pricing: '/api/admin/content/pricing',
  tiers: '/api/admin/content/pricing/tiers',
  tier: (tierId: string) => `/api/admin/content/pricing/tiers/${tierId}`,
  faq: '/api/admin/content/pricing/faq',
  blog: '/api/admin/content/blog',
  blogPost: (postId: string) => `/api/admin/content/blog/${postId}`,
  media: '/api/admin/media',
  mediaItem: (mediaId: string) => `/api/admin/media/${mediaId}`,
  inquiries: '/api/admin/inquiries',
  inquiry: (inquiryId: string) => `/api/admin/inquiries/${inquiryId}`,
  subscribers: '/api/admin/newsletter/subscribers',
  newsletterIssues: '/api/admin/newsletter/issues',
} as const;
