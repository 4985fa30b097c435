import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  BLOG_CATEGORIES,
  blogPostSchema,
  faqItemSchema,
  featuredContentSchema,
  heroSchema,
  pricingTierSchema,
  serviceSchema,
  serviceSummarySchema,
  siteFeaturesSchema,
  siteSettingsSchema,
} from '../../../shared/content.ts';
import { safeText } from '../../../shared/text.ts';
import { getBlogListing, getPublishedPost } from './blog.service.ts';
import { getPricingTiers, getService, getServiceSummaries } from './catalog.service.ts';
import { siteRead } from './content-reads.ts';
import { getSiteDocuments } from './site-content.service.ts';

const blogSummarySchema = blogPostSchema.omit({ content: true });
const errorDoc = z.object({ statusCode: z.number(), error: z.string(), message: z.string() });

/**
 * The public read API of the site's content (CONTENT_API in src/shared/content.ts). No
 * sign-in; answers are revalidated on every use so an admin's edit shows immediately.
 */
export const contentRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-cache');
  });

  app.get(
    '/content/site',
    {
      schema: {
        tags: ['content'],
        summary: 'Site settings, homepage hero and featured content',
        response: {
          200: z.object({
            settings: siteSettingsSchema,
            hero: heroSchema,
            featured: featuredContentSchema,
            features: siteFeaturesSchema,
          }),
        },
      },
    },
    async () => siteRead(app.db, { smsReminders: app.sms.configured }),
  );

  app.get(
    '/content/services',
    {
      schema: {
        tags: ['content'],
        summary: 'All services, in display order',
        response: { 200: z.object({ services: serviceSummarySchema.array() }) },
      },
    },
    async () => ({ services: await getServiceSummaries(app.db) }),
  );

  app.get(
    '/content/services/:slug',
    {
      schema: {
        tags: ['content'],
        summary: 'One service with its packages',
        params: z.object({ slug: safeText().max(200) }),
        response: { 200: z.object({ service: serviceSchema }), 404: errorDoc },
      },
    },
    async (request) => ({ service: await getService(app.db, request.params.slug) }),
  );

  app.get(
    '/content/pricing',
    {
      schema: {
        tags: ['content'],
        summary: 'Pricing tiers and the pricing FAQ',
        response: { 200: z.object({ tiers: pricingTierSchema.array(), faq: faqItemSchema.array() }) },
      },
    },
    async () => {
      const [tiers, { faq }] = await Promise.all([getPricingTiers(app.db), getSiteDocuments(app.db)]);
      return { tiers, faq };
    },
  );

  app.get(
    '/content/blog',
    {
      schema: {
        tags: ['content'],
        summary: 'Featured and recent published blog posts, optionally of one category',
        querystring: z.object({
          category: z.enum(BLOG_CATEGORIES, { error: 'Unknown blog category' }).optional(),
          page: z.coerce.number().int().min(1).max(1000).default(1),
        }),
        response: {
          200: z.object({
            featured: blogSummarySchema.array(),
            posts: blogSummarySchema.array(),
            total: z.number().int(),
            page: z.number().int(),
            pageSize: z.number().int(),
          }),
        },
      },
    },
    async (request) => getBlogListing(app.db, request.query.category, request.query.page),
  );

  app.get(
    '/content/blog/:slug',
    {
      schema: {
        tags: ['content'],
        summary: 'A published blog post and posts to continue reading',
        params: z.object({ slug: safeText().max(200) }),
        response: {
          200: z.object({ post: blogPostSchema, related: blogSummarySchema.array() }),
          404: errorDoc,
        },
      },
    },
    async (request) => getPublishedPost(app.db, request.params.slug),
  );
};
