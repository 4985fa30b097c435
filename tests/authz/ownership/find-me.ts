import type { FastifyInstance } from 'fastify';
import { addGallery, sharedGallery } from './galleries.ts';
import { type OwnershipTable, photographerOwned } from './rules.ts';

/**
 * Find me: the photographer's switch on their own gallery; the guest's side opens with the
 * gallery's link (a selfie id is known only to the browser that sent it, and only at its gallery).
 */

/** A shared gallery with Find me on and one guest's selfie (its descriptor written directly: no model). */
async function galleryWithSelfie(app: FastifyInstance, { expired }: { expired: boolean }) {
  const ids = await sharedGallery(app, { expired });
  await app.database.query('insert into find_me_galleries (gallery_id) values ($1)', [ids.galleryId]);
  const [selfie] = await app.database.query<{ id: string }>(
    `insert into find_me.selfies (gallery_id, descriptor, expires_at)
     values ($1, array_fill(0.1::real, array[128]), now() + interval '1 hour') returning id`,
    [ids.galleryId],
  );
  return { ...ids, selfieId: selfie!.id };
}

export const findMeOwnership: OwnershipTable = {
  'GET /api/galleries/:id/find-me': photographerOwned((app, o) => addGallery(app, o), 200),
  'PUT /api/galleries/:id/find-me': photographerOwned(
    (app, o) => addGallery(app, o),
    200,
    () => ({ payload: { on: false } }),
  ),
  'GET /api/public/galleries/:photographerId/:galleryId/find-me': {
    level: 'token',
    create: (app, { expired }) => sharedGallery(app, { expired }),
    granted: (res) => res.statusCode === 200,
  },
  // Past the gallery's access check, a request without a selfie is refused for that alone.
  'POST /api/public/galleries/:photographerId/:galleryId/find-me/selfies': {
    level: 'token',
    create: (app, { expired }) => galleryWithSelfie(app, { expired }),
    granted: (res) => res.statusCode === 400,
  },
  'GET /api/public/galleries/:photographerId/:galleryId/find-me/selfies/:selfieId': {
    level: 'token',
    create: (app, { expired }) => galleryWithSelfie(app, { expired }),
    granted: (res) => res.statusCode === 200,
  },
  'DELETE /api/public/galleries/:photographerId/:galleryId/find-me/selfies/:selfieId': {
    level: 'token',
    create: (app, { expired }) => galleryWithSelfie(app, { expired }),
    granted: (res) => res.statusCode === 204,
  },
};
