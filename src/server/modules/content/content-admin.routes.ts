import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  blogPostSchema,
  featuredContentSchema,
  heroSchema,
  pricingTierSchema,
  siteSettingsSchema,
} from '../../../shared/content.ts';
import {
  blogPostRecordSchema,
  blogPostSummaryRecordSchema,
  faqListSchema,
  pricingTierRecordSchema,
  saveServicesSchema,
  serviceRecordSchema,
} from '../../../shared/content-admin.ts';
import { createPost, editPost, getPostForEditing, listAllPosts, removePost } from './blog.service.ts';
import {
  createPricingTier,
  editPricingTier,
  getPricingTiers,
  getServices,
  removePricingTier,
  removeService,
  saveServices,
} from './catalog.service.ts';
import { authorId } from './change-author.ts';
import { getSiteDocuments, saveFaq, saveFeatured, saveHero, saveSettings } from './site-content.service.ts';

const idParams = z.object({ id: z.uuid('Unknown record') });
const tags = ['content admin'];

/** The content editor's API (/api/admin/content/...): every route is for super admins only. */
export const contentAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  // Refused before the body is even read: the whole scope is for super admins.
  app.addHook('onRequest', app.requireRole('super_admin'));

  app.put(
    '/settings',
    {
      schema: {
        tags,
        summary: 'Save site settings',
        body: siteSettingsSchema,
        response: { 200: z.object({ settings: siteSettingsSchema }) },
      },
    },
    async (request) => ({ settings: await saveSettings(app.db, request.body, authorId(request)) }),
  );

  app.put(
    '/hero',
    {
      schema: {
        tags,
        summary: 'Save the homepage hero',
        body: heroSchema,
        response: { 200: z.object({ hero: heroSchema }) },
      },
    },
    async (request) => ({ hero: await saveHero(app.db, request.body, authorId(request)) }),
  );

  app.put(
    '/featured',
    {
      schema: {
        tags,
        summary: 'Save testimonials, featured galleries and the about section',
        body: featuredContentSchema,
        response: { 200: z.object({ featured: featuredContentSchema }) },
      },
    },
    async (request) => ({ featured: await saveFeatured(app.db, request.body, authorId(request)) }),
  );

  app.get(
    '/services',
    {
      schema: {
        tags,
        summary: 'Services with their ids',
        response: { 200: z.object({ services: serviceRecordSchema.array() }) },
      },
    },
    async () => ({ services: await getServices(app.db) }),
  );

  app.put(
    '/services',
    {
      schema: {
        tags,
        summary: 'Save all services (update those with an id, add the others)',
        body: saveServicesSchema,
        response: { 200: z.object({ services: serviceRecordSchema.array() }) },
      },
    },
    async (request) => ({
      services: await saveServices(app.db, request.body.services, authorId(request)),
    }),
  );

  app.delete(
    '/services/:id',
    { schema: { tags, summary: 'Delete a service', params: idParams } },
    async (request, reply) => {
      await removeService(app.db, request.params.id);
      return reply.status(204).send();
    },
  );

  app.get(
    '/pricing',
    {
      schema: {
        tags,
        summary: 'Pricing tiers with their ids, and the FAQ',
        response: { 200: z.object({ tiers: pricingTierRecordSchema.array(), faq: faqListSchema.shape.faq }) },
      },
    },
    async () => {
      const [tiers, { faq }] = await Promise.all([getPricingTiers(app.db), getSiteDocuments(app.db)]);
      return { tiers, faq };
    },
  );

  app.post(
    '/pricing/tiers',
    {
      schema: {
        tags,
        summary: 'Add a pricing package',
        body: pricingTierSchema,
        response: { 201: z.object({ tier: pricingTierRecordSchema }) },
      },
    },
    async (request, reply) =>
      reply.status(201).send({ tier: await createPricingTier(app.db, request.body, authorId(request)) }),
  );

  app.put(
    '/pricing/tiers/:id',
    {
      schema: {
        tags,
        summary: 'Edit a pricing package',
        params: idParams,
        body: pricingTierSchema,
        response: { 200: z.object({ tier: pricingTierRecordSchema }) },
      },
    },
    async (request) => ({
      tier: await editPricingTier(app.db, request.params.id, request.body, authorId(request)),
    }),
  );

  app.delete(
    '/pricing/tiers/:id',
    { schema: { tags, summary: 'Delete a pricing package', params: idParams } },
    async (request, reply) => {
      await removePricingTier(app.db, request.params.id);
      return reply.status(204).send();
    },
  );

  app.put(
    '/pricing/faq',
    {
      schema: {
        tags,
        summary: 'Save the pricing FAQ',
        body: faqListSchema,
        response: { 200: faqListSchema },
      },
    },
    async (request) => ({ faq: await saveFaq(app.db, request.body.faq, authorId(request)) }),
  );

  app.get(
    '/blog',
    {
      schema: {
        tags,
        summary: 'Every blog post, drafts included',
        response: { 200: z.object({ posts: blogPostSummaryRecordSchema.array() }) },
      },
    },
    async () => ({ posts: await listAllPosts(app.db) }),
  );

  app.get(
    '/blog/:id',
    {
      schema: {
        tags,
        summary: 'A blog post for editing',
        params: idParams,
        response: { 200: z.object({ post: blogPostRecordSchema }) },
      },
    },
    async (request) => ({ post: await getPostForEditing(app.db, request.params.id) }),
  );

  app.post(
    '/blog',
    {
      schema: {
        tags,
        summary: 'Write a blog post',
        body: blogPostSchema,
        response: { 201: z.object({ post: blogPostRecordSchema }) },
      },
    },
    async (request, reply) =>
      reply.status(201).send({ post: await createPost(app.db, request.body, authorId(request)) }),
  );

  app.put(
    '/blog/:id',
    {
      schema: {
        tags,
        summary: 'Edit, publish or unpublish a blog post',
        params: idParams,
        body: blogPostSchema,
        response: { 200: z.object({ post: blogPostRecordSchema }) },
      },
    },
    async (request) => ({
      post: await editPost(app.db, request.params.id, request.body, authorId(request)),
    }),
  );

  app.delete(
    '/blog/:id',
    { schema: { tags, summary: 'Delete a blog post', params: idParams } },
    async (request, reply) => {
      await removePost(app.db, request.params.id);
      return reply.status(204).send();
    },
  );
};
