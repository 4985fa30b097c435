import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { GALLERY_MESSAGES } from '../../../shared/galleries.ts';
import {
  movedAnswerSchema,
  movePhotosSchema,
  SECTION_MESSAGES,
  sectionAnswerSchema,
  sectionInputSchema,
  sectionOrderSchema,
  sectionsAnswerSchema,
} from '../../../shared/gallery-sections.ts';
import { requireOwnedParam } from '../../lib/access.ts';
import { viewerOf } from '../../plugins/auth.ts';
import type { GalleriesDeps } from './galleries.service.ts';
import {
  createSection,
  deleteSection,
  listSections,
  movePhotos,
  renameSection,
  reorderSections,
} from './gallery-sections.service.ts';

const tags = ['galleries'];
const idParams = z.object({ id: z.uuid(GALLERY_MESSAGES.notFound) });
const sectionParams = idParams.extend({ sectionId: z.uuid(SECTION_MESSAGES.notFound) });

/**
 * /api/galleries/:id/sections: the photographer's named, ordered parts of a gallery
 * (decision 167). Approved photographers only, on their own galleries (404 otherwise).
 */
export const gallerySectionRoutes: FastifyPluginAsyncZod<{ deps: () => GalleriesDeps }> = async (
  app,
  opts,
) => {
  const deps = opts.deps;
  const own = requireOwnedParam(app.db, 'galleries.gallery');
  app.addHook('onRequest', app.requireApprovedPhotographer);

  app.get(
    '/:id/sections',
    {
      preHandler: own,
      schema: {
        tags,
        summary: "The gallery's sections, in order",
        params: idParams,
        response: { 200: sectionsAnswerSchema },
      },
    },
    async (request) => ({ sections: await listSections(deps().db, request.params.id) }),
  );

  app.post(
    '/:id/sections',
    {
      preHandler: own,
      schema: {
        tags,
        summary: 'Add a section at the end',
        params: idParams,
        body: sectionInputSchema,
        response: { 201: sectionAnswerSchema },
      },
    },
    async (request, reply) =>
      reply.status(201).send({
        section: await createSection(deps(), viewerOf(request).userId, request.params.id, request.body),
      }),
  );

  // Declared before /:sectionId: the static segment wins, and it reads better here too.
  app.put(
    '/:id/sections/order',
    {
      preHandler: own,
      schema: {
        tags,
        summary: 'Put the sections in a new order (every section, each once)',
        params: idParams,
        body: sectionOrderSchema,
        response: { 200: sectionsAnswerSchema },
      },
    },
    async (request) => ({
      sections: await reorderSections(deps(), viewerOf(request).userId, request.params.id, request.body),
    }),
  );

  app.post(
    '/:id/sections/move',
    {
      preHandler: own,
      schema: {
        tags,
        summary: 'Move photos into a section, or out of every section (sectionId null)',
        params: idParams,
        body: movePhotosSchema,
        response: { 200: movedAnswerSchema },
      },
    },
    async (request) => movePhotos(deps(), viewerOf(request).userId, request.params.id, request.body),
  );

  app.put(
    '/:id/sections/:sectionId',
    {
      preHandler: own,
      schema: {
        tags,
        summary: 'Rename a section',
        params: sectionParams,
        body: sectionInputSchema,
        response: { 200: sectionAnswerSchema },
      },
    },
    async (request) => ({
      section: await renameSection(
        deps(),
        viewerOf(request).userId,
        request.params.id,
        request.params.sectionId,
        request.body,
      ),
    }),
  );

  app.delete(
    '/:id/sections/:sectionId',
    {
      preHandler: own,
      schema: {
        tags,
        summary: 'Delete a section (its photos stay, in no section)',
        params: sectionParams,
      },
    },
    async (request, reply) => {
      await deleteSection(deps(), viewerOf(request).userId, request.params.id, request.params.sectionId);
      return reply.status(204).send();
    },
  );
};
