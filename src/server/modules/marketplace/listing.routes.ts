import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  imageCaptionSchema,
  listingDetailsSchema,
  myListingSchema,
  packageInputSchema,
  packageSchema,
  portfolioImageSchema,
} from '../../../shared/marketplace.ts';
import { requireOwnedParam } from '../../lib/access.ts';
import {
  IMAGE_TOO_LARGE_MESSAGE,
  IMAGE_UPLOAD_KINDS,
  MAX_IMAGE_BYTES,
  UNSUPPORTED_IMAGE_MESSAGE,
} from '../../lib/uploads/images.ts';
import { readUpload, registerMultipart, type Upload, type UploadRules } from '../../lib/uploads/multipart.ts';
import { enforceUploadRate } from '../../lib/uploads/upload-limits.ts';
import { viewerOf } from '../../plugins/auth.ts';
import {
  addPackage,
  editPackage,
  getMyListing,
  removePackage,
  saveListingDetails,
} from './listing.service.ts';
import {
  type ListingImageDeps,
  removeCover,
  removeListingImage,
  setImageCaption,
  uploadListingImage,
} from './listing-images.service.ts';

const tags = ['marketplace: my listing'];
const ok = z.object({ ok: z.literal(true) });
const packageParams = z.object({ id: z.uuid('Unknown package') });
const imageParams = z.object({ id: z.uuid('Unknown image') });
const myListing = z.object({ listing: myListingSchema });

const UPLOAD_RULES: UploadRules = {
  maxBytes: MAX_IMAGE_BYTES,
  accept: IMAGE_UPLOAD_KINDS,
  fields: ['caption'],
  tooLargeMessage: IMAGE_TOO_LARGE_MESSAGE,
  unsupportedMessage: UNSUPPORTED_IMAGE_MESSAGE,
  missingMessage: 'Choose an image to upload.',
};

/** The account's upload rate first (before the body costs memory), then the one file. */
async function imageUpload(request: FastifyRequest): Promise<Upload> {
  await enforceUploadRate(request.server.db, viewerOf(request));
  return readUpload(request, UPLOAD_RULES);
}

/**
 * The photographer's own listing (/api/marketplace/my-listing/...). Photographers only, pending
 * ones included, so a listing can be ready on the day of approval; every query is scoped to
 * the signed-in photographer, so another's package or image id is simply not found.
 */
export const listingRoutes: FastifyPluginAsyncZod<{ publicUrl: string }> = async (app, opts) => {
  app.addHook('onRequest', app.requireRole('photographer'));
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });
  await registerMultipart(app, UPLOAD_RULES);
  // Another photographer's package or image answers 404, like one that does not exist.
  const ownPackage = requireOwnedParam(app.db, 'marketplace.package');
  const ownImage = requireOwnedParam(app.db, 'marketplace.image');
  const deps = (request: FastifyRequest): ListingImageDeps => ({
    db: app.db,
    storage: app.storage,
    log: request.log,
  });

  app.get(
    '/',
    {
      schema: {
        tags,
        summary: 'My listing and what keeps it out of the directory',
        response: { 200: myListing },
      },
    },
    async (request) => ({
      listing: await getMyListing(app.db, viewerOf(request), opts.publicUrl),
    }),
  );

  app.put(
    '/',
    {
      schema: {
        tags,
        summary: 'Save my public details (business name, address, city, bio, phone, categories)',
        body: listingDetailsSchema,
        response: { 200: myListing },
      },
    },
    async (request) => ({
      listing: await saveListingDetails(app.db, viewerOf(request), request.body, opts.publicUrl),
    }),
  );

  app.post(
    '/packages',
    {
      schema: {
        tags,
        summary: 'Add a package',
        body: packageInputSchema,
        response: { 201: z.object({ package: packageSchema }) },
      },
    },
    async (request, reply) =>
      reply.status(201).send({ package: await addPackage(app.db, viewerOf(request).userId, request.body) }),
  );

  app.put(
    '/packages/:id',
    {
      preHandler: ownPackage,
      schema: {
        tags,
        summary: 'Change one of my packages',
        params: packageParams,
        body: packageInputSchema,
        response: { 200: z.object({ package: packageSchema }) },
      },
    },
    async (request) => ({
      package: await editPackage(app.db, viewerOf(request).userId, request.params.id, request.body),
    }),
  );

  app.delete(
    '/packages/:id',
    {
      preHandler: ownPackage,
      schema: { tags, summary: 'Remove one of my packages', params: packageParams, response: { 200: ok } },
    },
    async (request) => {
      await removePackage(app.db, viewerOf(request).userId, request.params.id);
      return { ok: true as const };
    },
  );

  app.post(
    '/portfolio',
    {
      schema: {
        tags,
        summary: 'Add a portfolio image (multipart field "file", optional field "caption")',
        consumes: ['multipart/form-data'],
        response: { 201: z.object({ image: portfolioImageSchema }) },
      },
    },
    async (request, reply) => {
      const upload = await imageUpload(request);
      const image = await uploadListingImage(deps(request), viewerOf(request), 'portfolio', upload);
      return reply.status(201).send({ image });
    },
  );

  app.patch(
    '/portfolio/:id',
    {
      preHandler: ownImage,
      schema: {
        tags,
        summary: 'Change the caption (alt text) of one of my images',
        params: imageParams,
        body: imageCaptionSchema,
        response: { 200: z.object({ image: portfolioImageSchema }) },
      },
    },
    async (request) => ({
      image: await setImageCaption(app.db, viewerOf(request).userId, request.params.id, request.body.caption),
    }),
  );

  app.delete(
    '/portfolio/:id',
    {
      preHandler: ownImage,
      schema: {
        tags,
        summary: 'Remove one of my portfolio images',
        params: imageParams,
        response: { 200: ok },
      },
    },
    async (request) => {
      await removeListingImage(deps(request), viewerOf(request).userId, request.params.id);
      return { ok: true as const };
    },
  );

  app.put(
    '/cover',
    {
      schema: {
        tags,
        summary: 'Set my cover image, replacing the previous one (multipart field "file")',
        consumes: ['multipart/form-data'],
        response: { 200: z.object({ image: portfolioImageSchema }) },
      },
    },
    async (request) => {
      const upload = await imageUpload(request);
      return { image: await uploadListingImage(deps(request), viewerOf(request), 'cover', upload) };
    },
  );

  app.delete(
    '/cover',
    { schema: { tags, summary: 'Remove my cover image', response: { 200: ok } } },
    async (request) => {
      await removeCover(deps(request), viewerOf(request).userId);
      return { ok: true as const };
    },
  );
};
