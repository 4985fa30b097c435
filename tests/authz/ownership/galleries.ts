import type { FastifyInstance } from 'fastify';
import { type SignedInUser, signInAs } from '../../auth-helpers.ts';
import {
  cameraJpeg,
  createGallery,
  putChunk,
  saveGallerySettings,
  sha256,
  uploadPhoto,
} from '../../gallery-helpers.ts';
import { type OwnershipTable, photographerOwned } from './rules.ts';

/** A gallery of `owner`, optionally with an upload started (its first chunk sent) or a ready photo. */
export async function addGallery(
  app: FastifyInstance,
  owner: SignedInUser,
  with_: 'nothing' | 'upload' | 'photo' = 'nothing',
): Promise<Record<string, string>> {
  const { id } = await createGallery(app, owner, { name: 'Owned gallery' });
  if (with_ === 'nothing') return { id };
  // The same bytes every time (a new gallery each time): the chunk route's request resends them.
  const photo = await ownedChunk();
  if (with_ === 'photo') return { id, photoId: await uploadPhoto(app, owner, id, photo) };
  const start = await app.inject({
    method: 'POST',
    url: `/api/galleries/${id}/uploads`,
    headers: owner.headers,
    payload: { filename: 'owned.jpg', sizeBytes: photo.length, sha256: sha256(photo) },
  });
  const uploadId = start.json().uploadId as string;
  await putChunk(app, owner, id, uploadId, 0, photo);
  return { id, uploadId, index: '0' };
}
const ownedChunk = () => cameraJpeg({ r: 10, g: 20, b: 30 });
/** A shared gallery of `owner` where a client started a selection (one favourite). */
async function galleryWithSelection(app: FastifyInstance, owner: SignedInUser) {
  const { id, photoId } = await addGallery(app, owner, 'photo');
  await app.inject({ method: 'POST', url: `/api/galleries/${id}/share`, headers: owner.headers });
  await app.inject({
    method: 'PUT',
    url: `/api/public/galleries/${owner.id}/${id}/favourites/${photoId}`,
    payload: { email: 'chooser@example.ng' },
  });
  const list = await app.inject({
    method: 'GET',
    url: `/api/galleries/${id}/selections`,
    headers: owner.headers,
  });
  return { id: id!, selectionId: list.json().selections[0].id as string };
}

/** A gallery of `owner` with one section. */
export async function addGallerySection(
  app: FastifyInstance,
  owner: SignedInUser,
): Promise<Record<string, string>> {
  const { id } = await addGallery(app, owner);
  const res = await app.inject({
    method: 'POST',
    url: `/api/galleries/${id}/sections`,
    headers: owner.headers,
    payload: { name: 'Owned section' },
  });
  if (res.statusCode !== 201) throw new Error(`section: ${res.statusCode} ${res.body}`);
  return { id: id!, sectionId: res.json().section.id };
}
/**
 * A shared gallery with one photo, as its link opens it: `expired` makes one past its last
 * day; `pin` gives it a PIN (for the unlock route).
 */
export async function sharedGallery(
  app: FastifyInstance,
  { expired, pin }: { expired: boolean; pin?: string },
): Promise<Record<string, string>> {
  const owner = await signInAs(app, 'approvedPhotographer');
  const { id, photoId } = await addGallery(app, owner, 'photo');
  await app.inject({ method: 'POST', url: `/api/galleries/${id}/share`, headers: owner.headers });
  const yesterday = new Date(Date.now() - 2 * 24 * 3600_000).toISOString().slice(0, 10);
  await saveGallerySettings(app, owner, id!, {
    ...(pin ? { pin } : {}),
    expiresOn: expired ? yesterday : null,
  });
  return { photographerId: owner.id, galleryId: id!, photoId: photoId! };
}
const galleryUploadBody = async () => {
  const photo = await cameraJpeg({ r: 99, g: Math.floor(Math.random() * 255), b: 1 });
  return { payload: { filename: 'new.jpg', sizeBytes: photo.length, sha256: sha256(photo) } };
};
/** The photographer's own galleries (another photographer gets 404); the client's gallery link. */
export const galleriesOwnership: OwnershipTable = {
  'GET /api/galleries/:id': photographerOwned((app, o) => addGallery(app, o), 200),
  'PUT /api/galleries/:id': photographerOwned(
    (app, o) => addGallery(app, o),
    200,
    () => ({
      payload: { name: 'Renamed', description: '', clientEmail: '' },
    }),
  ),
  'DELETE /api/galleries/:id': photographerOwned((app, o) => addGallery(app, o, 'photo'), 204),
  'POST /api/galleries/:id/share': photographerOwned((app, o) => addGallery(app, o), 200),
  'POST /api/galleries/:id/unshare': photographerOwned((app, o) => addGallery(app, o), 200),
  'POST /api/galleries/:id/uploads': photographerOwned(
    (app, o) => addGallery(app, o),
    200,
    galleryUploadBody,
  ),
  'GET /api/galleries/:id/uploads/:uploadId': photographerOwned(
    (app, o) => addGallery(app, o, 'upload'),
    200,
  ),
  'PUT /api/galleries/:id/uploads/:uploadId/chunks/:index': photographerOwned(
    (app, o) => addGallery(app, o, 'upload'),
    200,
    async () => ({ payload: await ownedChunk() }),
  ),
  'POST /api/galleries/:id/uploads/:uploadId/complete': photographerOwned(
    (app, o) => addGallery(app, o, 'upload'),
    200,
  ),
  'DELETE /api/galleries/:id/photos/:photoId': photographerOwned(
    (app, o) => addGallery(app, o, 'photo'),
    204,
  ),
  'PUT /api/galleries/:id/settings': photographerOwned(
    (app, o) => addGallery(app, o),
    200,
    () => ({
      payload: {
        pin: '1234',
        expiresOn: null,
        downloadPolicy: 'open',
        downloadSize: 'web',
        look: 'modern-dark',
        watermarkText: '',
        watermarkPosition: 'center',
        watermarkOpacity: 30,
      },
    }),
  ),
  'GET /api/galleries/:id/downloads': photographerOwned((app, o) => addGallery(app, o), 200),
  // The client's gallery: the ids in the link, with the gallery shared, are the access.
  'GET /api/public/galleries/:photographerId/:galleryId': {
    level: 'token',
    create: (app, { expired }) => sharedGallery(app, { expired }),
    granted: (res) => res.statusCode === 200,
  },
  // A view counts only where the photos show: a locked, expired or unshared gallery refuses it.
  'POST /api/public/galleries/:photographerId/:galleryId/view': {
    level: 'token',
    create: (app, { expired }) => sharedGallery(app, { expired }),
    granted: (res) => res.statusCode === 204,
  },
  'POST /api/public/galleries/:photographerId/:galleryId/unlock': {
    level: 'token',
    payload: { code: '2468' },
    create: (app, { expired }) => sharedGallery(app, { expired, pin: '2468' }),
    granted: (res) => res.statusCode === 200,
  },
  'GET /api/public/galleries/:photographerId/:galleryId/photos/:photoId/download': {
    level: 'token',
    create: (app, { expired }) => sharedGallery(app, { expired }),
    granted: (res) => res.statusCode === 302,
  },
  'GET /api/public/galleries/:photographerId/:galleryId/download.zip': {
    level: 'token',
    create: (app, { expired }) => sharedGallery(app, { expired }),
    granted: (res) => res.statusCode === 200,
  },
  'GET /api/galleries/:id/selections': photographerOwned((app, o) => addGallery(app, o), 200),
  'GET /api/galleries/:id/selections/:selectionId/lightroom.txt': photographerOwned(
    (app, o) => galleryWithSelection(app, o),
    200,
  ),
  // Past the owner's check, a selection not yet submitted is "open already" (409).
  'POST /api/galleries/:id/selections/:selectionId/reopen': photographerOwned(
    (app, o) => galleryWithSelection(app, o),
    409,
  ),
  'POST /api/galleries/:id/deliver': photographerOwned((app, o) => addGallery(app, o), 200),
  // Gallery sections: the gallery's photographer only; another photographer gets 404.
  'GET /api/galleries/:id/sections': photographerOwned((app, o) => addGallery(app, o), 200),
  'POST /api/galleries/:id/sections': photographerOwned(
    (app, o) => addGallery(app, o),
    201,
    () => ({
      payload: { name: 'Ceremony' },
    }),
  ),
  'PUT /api/galleries/:id/sections/order': photographerOwned(
    (app, o) => addGallery(app, o),
    200,
    () => ({ payload: { ids: [] } }),
  ),
  'POST /api/galleries/:id/sections/move': photographerOwned(
    (app, o) => addGallery(app, o, 'photo'),
    200,
    (params) => ({ payload: { photoIds: [params.photoId], sectionId: null } }),
  ),
  'PUT /api/galleries/:id/sections/:sectionId': photographerOwned(
    (app, o) => addGallerySection(app, o),
    200,
    () => ({ payload: { name: 'Renamed' } }),
  ),
  'DELETE /api/galleries/:id/sections/:sectionId': photographerOwned(
    (app, o) => addGallerySection(app, o),
    204,
  ),
  'GET /api/public/galleries/:photographerId/:galleryId/selection': {
    level: 'token',
    create: (app, { expired }) => sharedGallery(app, { expired }),
    granted: (res) => res.statusCode === 200,
  },
  // Past the gallery's access, an unknown token is a 400 ("replaced by a newer link").
  'POST /api/public/galleries/:photographerId/:galleryId/selection/resume': {
    level: 'token',
    payload: { token: 'not-a-real-selection-token-0000' },
    create: (app, { expired }) => sharedGallery(app, { expired }),
    granted: (res) => res.statusCode === 400,
  },
  // Past the gallery's access, submitting with no favourites is a 400.
  'POST /api/public/galleries/:photographerId/:galleryId/selection/submit': {
    level: 'token',
    create: (app, { expired }) => sharedGallery(app, { expired }),
    granted: (res) => res.statusCode === 400,
  },
  'PUT /api/public/galleries/:photographerId/:galleryId/favourites/:photoId': {
    level: 'token',
    payload: { email: 'favourite@example.ng' },
    create: (app, { expired }) => sharedGallery(app, { expired }),
    granted: (res) => res.statusCode === 200,
  },
  'DELETE /api/public/galleries/:photographerId/:galleryId/favourites/:photoId': {
    level: 'token',
    create: (app, { expired }) => sharedGallery(app, { expired }),
    granted: (res) => res.statusCode === 200,
  },
  // Past the gallery's access, a visitor without a selection has no email to confirm (400).
  'POST /api/public/galleries/:photographerId/:galleryId/selection/verify': {
    level: 'token',
    payload: { code: '123456' },
    create: (app, { expired }) => sharedGallery(app, { expired }),
    granted: (res) => res.statusCode === 400,
  },
  'POST /api/public/galleries/:photographerId/:galleryId/selection/code': {
    level: 'token',
    create: (app, { expired }) => sharedGallery(app, { expired }),
    granted: (res) => res.statusCode === 400,
  },
  // Past the gallery's access, a visitor without a selection has nothing to quote (400).
  'GET /api/public/galleries/:photographerId/:galleryId/selection/quote': {
    level: 'token',
    create: (app, { expired }) => sharedGallery(app, { expired }),
    granted: (res) => res.statusCode === 400,
  },
};
