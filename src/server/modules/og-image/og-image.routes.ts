import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { safeText } from '../../../shared/text.ts';
import { sendStoredFile } from '../../lib/uploads/serve-file.ts';
import { OG_KINDS } from './og-card.ts';
import { OG_NOT_FOUND, previewImage } from './og-image.service.ts';

/** The address carries the card's version (?v=), so a day's caching never shows an old card for long. */
const CACHE = 'public, max-age=86400';

/** /api/public/og/:kind/:ref: a shared page's 1200×630 preview, for crawlers (no session needed). */
export const ogImageRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/:kind/:ref',
    {
      schema: {
        tags: ['previews'],
        summary: "A shared page's link preview image (JPEG, 1200×630)",
        params: z.object({ kind: z.enum(OG_KINDS), ref: safeText().min(1).max(200) }),
        querystring: z.object({ v: safeText().max(40).optional(), hint: safeText().max(80).optional() }),
      },
    },
    async (request, reply) => {
      const { kind, ref } = request.params;
      const deps = { db: app.db, storage: app.storage };
      const image = await previewImage(deps, kind, ref, request.query.hint);
      if (image.fresh) return reply.type('image/jpeg').header('cache-control', CACHE).send(image.fresh);
      return sendStoredFile(request, reply, app.storage, image.key, {
        cacheControl: CACHE,
        notFoundMessage: OG_NOT_FOUND,
      });
    },
  );
};
