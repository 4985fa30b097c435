import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  FIND_ME_MESSAGES,
  FIND_ME_SELFIE_MAX_BYTES,
  findMeResultSchema,
  findMeStatusSchema,
  findMeSwitchSchema,
  guestFindMeSchema,
} from '../../../shared/find-me.ts';
import { GALLERY_MESSAGES } from '../../../shared/galleries.ts';
import { requireOwnedParam } from '../../lib/access.ts';
import { forApprovedPhotographers } from '../../lib/approved-photographers.ts';
import { registerFormRateLimit } from '../../lib/form-rate-limit.ts';
import { badRequest } from '../../lib/http-error.ts';
import { readUpload, registerMultipart, type UploadRules } from '../../lib/uploads/multipart.ts';
import { requireGuestOfGallery } from '../galleries/gallery-faces.service.ts';
import { isOn } from './find-me.repository.ts';
import {
  type FindMeDeps,
  findGuest,
  findMeStatus,
  forgetGuest,
  guestMatches,
  switchFindMe,
} from './find-me.service.ts';

const tags = ['find-me'];

/** The photographer's switch and progress, on their own gallery (/api/galleries/:id/find-me). */
export function findMeRoutes(deps: () => FindMeDeps): FastifyPluginAsyncZod {
  return async (app) => {
    const own = requireOwnedParam(app.db, 'galleries.gallery');
    const params = z.object({ id: z.uuid(GALLERY_MESSAGES.notFound) });
    await forApprovedPhotographers(app, async (scope) => {
      scope.get(
        '/:id/find-me',
        { preHandler: own, schema: { tags, params, response: { 200: findMeStatusSchema } } },
        async (request) => findMeStatus(deps(), request.params.id),
      );
      scope.put(
        '/:id/find-me',
        {
          preHandler: own,
          schema: { tags, params, body: findMeSwitchSchema, response: { 200: findMeStatusSchema } },
        },
        async (request) => switchFindMe(deps(), request.params.id, request.body),
      );
    });
  };
}

const SELFIE_RULES: UploadRules = {
  maxBytes: FIND_ME_SELFIE_MAX_BYTES,
  accept: ['jpeg', 'png', 'webp'],
  fields: ['consent'],
  tooLargeMessage: FIND_ME_MESSAGES.selfieTooLarge,
  unsupportedMessage: FIND_ME_MESSAGES.selfieUnsupported,
  missingMessage: FIND_ME_MESSAGES.selfieMissing,
};
/** A guest tries a few selfies; reading one takes a second of the face worker. */
const SELFIE_LIMIT = { max: 10, timeWindow: 10 * 60_000 };

/** The guest's side, behind the gallery's own access check (/api/public/galleries/…/find-me). */
export function findMeGuestRoutes(deps: () => FindMeDeps): FastifyPluginAsyncZod {
  return async (app) => {
    await registerFormRateLimit(app);
    await registerMultipart(app, SELFIE_RULES);
    const params = z.object({
      photographerId: z.uuid(GALLERY_MESSAGES.notFound),
      galleryId: z.uuid(GALLERY_MESSAGES.notFound),
    });
    const selfieParams = params.extend({ selfieId: z.uuid(FIND_ME_MESSAGES.selfieGone) });
    // The signed-in account counts like the gallery's own routes: the invited client needs no PIN.
    const guest = async (request: FastifyRequest) => {
      const { photographerId, galleryId } = request.params as z.infer<typeof params>;
      return requireGuestOfGallery(deps().galleries(), photographerId, galleryId, {
        viewer: await request.getViewer(),
        cookies: request.cookies,
      });
    };
    app.get(
      '/:photographerId/:galleryId/find-me',
      { schema: { tags, params, response: { 200: guestFindMeSchema } } },
      async (request) => {
        await guest(request);
        return { on: await isOn(deps().db, request.params.galleryId) };
      },
    );
    app.post(
      '/:photographerId/:galleryId/find-me/selfies',
      {
        config: { rateLimit: SELFIE_LIMIT },
        schema: { tags, params, response: { 201: findMeResultSchema } },
      },
      async (request, reply) => {
        await guest(request);
        const upload = await readUpload(request, SELFIE_RULES);
        if (upload.fields.consent !== 'yes')
          throw badRequest(FIND_ME_MESSAGES.consentRequired, { consent: FIND_ME_MESSAGES.consentRequired });
        reply.code(201);
        return findGuest(deps(), request.params.galleryId, upload.data);
      },
    );
    app.get(
      '/:photographerId/:galleryId/find-me/selfies/:selfieId',
      { schema: { tags, params: selfieParams, response: { 200: findMeResultSchema } } },
      async (request) => {
        await guest(request);
        return guestMatches(deps(), request.params.galleryId, request.params.selfieId);
      },
    );
    app.delete(
      '/:photographerId/:galleryId/find-me/selfies/:selfieId',
      { schema: { tags, params: selfieParams } },
      async (request, reply) => {
        await guest(request);
        await forgetGuest(deps(), request.params.galleryId, request.params.selfieId);
        return reply.code(204).send();
      },
    );
  };
}
