import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { GALLERY_MESSAGES } from '../../../shared/galleries.ts';
import { registerFormRateLimit } from '../../lib/form-rate-limit.ts';
import type { PublicGalleryRouteOptions } from './galleries-public.routes.ts';
import { galleryConversationLink, grantCookie, requireOpenGallery } from './gallery-access.service.ts';

const params = z.object({
  photographerId: z.uuid(GALLERY_MESSAGES.notFound),
  galleryId: z.uuid(GALLERY_MESSAGES.notFound),
});
/** Each answer may make the conversation once; far above what a person clicks. */
const CONVERSATION_LIMIT = { max: 30, timeWindow: 10 * 60 * 1000 };

/**
 * The gallery page's Message button (decision 288). It lives under the gallery's own API path,
 * where the visitor's PIN or password grant cookie is sent: the same check as the photos, then
 * the address of the client's conversation, whose own token is the access from there on.
 */
export const galleryConversationRoutes: FastifyPluginAsyncZod<PublicGalleryRouteOptions> = async (
  app,
  opts,
) => {
  await registerFormRateLimit(app);
  app.addHook('onRequest', app.optionalViewer);
  app.post(
    '/:photographerId/:galleryId/conversation',
    {
      config: { rateLimit: CONVERSATION_LIMIT },
      schema: {
        tags: ['galleries', 'messages'],
        summary: "The address of the gallery's client's conversation with the photographer",
        params,
        response: { 200: z.object({ path: z.string() }) },
      },
    },
    async (request, reply) => {
      const { photographerId, galleryId } = request.params;
      const gallery = await requireOpenGallery(opts.deps(), photographerId, galleryId, {
        grant: request.cookies[grantCookie(galleryId)],
        viewer: request.viewer,
      });
      reply.header('cache-control', 'private, no-store');
      return { path: await galleryConversationLink(opts.deps(), gallery) };
    },
  );
};
