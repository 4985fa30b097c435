import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  contactPhotographerSchema,
  directoryFiltersSchema,
  directoryQuerySchema,
  directoryResponseSchema,
  publicProfileSchema,
} from '../../../shared/marketplace.ts';
import { safeText } from '../../../shared/text.ts';
import { registerFormRateLimit } from '../../lib/form-rate-limit.ts';
import { notFound } from '../../lib/http-error.ts';
import { variantOfFile } from '../../lib/uploads/images.ts';
import { sendStoredFile } from '../../lib/uploads/serve-file.ts';
import { CONTACT_SENT_MESSAGE, contactPhotographer } from './contact.service.ts';
import {
  directoryFilters,
  getPublicProfile,
  listProfileSitemapEntries,
  searchDirectory,
} from './directory.service.ts';
import { listingRoutes } from './listing.routes.ts';
import { locateListingImage } from './listing-images.service.ts';
import { marketplaceReaders } from './marketplace-reads.ts';
import { registerProfilePreview } from './profile-preview.ts';

export interface MarketplaceRoutesOptions {
  publicUrl: string;
}

const tags = ['marketplace'];
const errorDoc = z.object({ statusCode: z.number(), error: z.string(), message: z.string() });
const slugParams = z.object({ slug: safeText().min(1).max(60) });

/** A visitor may write to a few photographers in a sitting; a bot writes to hundreds. */
const CONTACT_RATE_LIMIT = { max: 8, timeWindow: 10 * 60 * 1000 };

/**
 * The marketplace under /api/marketplace: the public directory, profiles and contact form,
 * listing images, and (in listing.routes.ts) the photographer's own listing editor.
 */
export const marketplaceRoutes: FastifyPluginAsyncZod<MarketplaceRoutesOptions> = async (app, opts) => {
  // Public profiles in sitemap.xml and in the HTML's meta tags, through the public-site plugin.
  if (app.hasDecorator('site')) {
    app.site.addSitemapSource(() => listProfileSitemapEntries(app.db));
    registerProfilePreview(app);
    app.site.addPublicReaders(marketplaceReaders(app.db), { publicData: true });
  }

  await app.register(listingRoutes, { prefix: '/my-listing', publicUrl: opts.publicUrl });

  await app.register(async (scope) => {
    await registerFormRateLimit(scope);
    const pub = scope.withTypeProvider<ZodTypeProvider>();
    // Listings change when photographers edit them or an admin approves; revalidate every time.
    pub.addHook('onSend', async (_request, reply) => {
      if (!reply.hasHeader('cache-control')) reply.header('cache-control', 'no-cache');
    });

    pub.get(
      '/photographers',
      {
        schema: {
          tags,
          summary: 'Approved photographers: search by name; filter by category, city and price (kobo); paged',
          querystring: directoryQuerySchema,
          response: { 200: directoryResponseSchema },
        },
      },
      async (request) => searchDirectory(app.db, request.query),
    );

    pub.get(
      '/filters',
      {
        schema: {
          tags,
          summary: 'Cities of listed photographers, for the city filter',
          response: { 200: directoryFiltersSchema },
        },
      },
      async () => directoryFilters(app.db),
    );

    pub.get(
      '/photographers/:slug',
      {
        schema: {
          tags,
          summary: 'A public photographer profile (404 unless approved and listed)',
          params: slugParams,
          response: { 200: z.object({ profile: publicProfileSchema }), 404: errorDoc },
        },
      },
      async (request) => ({ profile: await getPublicProfile(app.db, request.params.slug) }),
    );

    pub.post(
      '/photographers/:slug/contact',
      {
        config: { rateLimit: CONTACT_RATE_LIMIT },
        schema: {
          tags,
          summary: 'Send a listed photographer a message (emailed to them)',
          params: slugParams,
          body: contactPhotographerSchema,
          response: { 201: z.object({ ok: z.literal(true), message: z.string() }), 404: errorDoc },
        },
      },
      async (request, reply) => {
        await contactPhotographer(
          { db: app.db, mailer: app.mailer, log: request.log, publicUrl: opts.publicUrl },
          request.params.slug,
          request.body,
          { ip: request.ip },
        );
        return reply.status(201).send({ ok: true as const, message: CONTACT_SENT_MESSAGE });
      },
    );

    pub.get(
      '/images/:id/:file',
      {
        schema: { hide: true, params: z.object({ id: safeText().max(64), file: safeText().max(32) }) },
      },
      async (request, reply) => {
        const variant = variantOfFile(request.params.file);
        const found =
          variant && z.uuid().safeParse(request.params.id).success
            ? await locateListingImage({ db: app.db }, request.params.id, variant, () => request.getViewer())
            : undefined;
        if (!found) throw notFound('Image not found');
        return sendStoredFile(request, reply, app.storage, found.key, {
          // Ids never repeat, so a listed image may be cached; one not yet public stays private.
          cacheControl: found.isPublic ? 'public, max-age=86400' : 'private, no-store',
          notFoundMessage: 'Image not found',
        });
      },
    );
  });
};
