import type { Access } from './permissions.ts';

/** The find-me module's rows of the permission table (PERMISSIONS spreads them in). */
export const FIND_ME_PERMISSIONS: Record<string, Access> = {
  // The photographer's switch on their own gallery; the guest's side behind the gallery's link
  // (and its PIN or password), like the photos themselves.
  'GET /api/galleries/:id/find-me': 'approved-photographer',
  'PUT /api/galleries/:id/find-me': 'approved-photographer',
  'GET /api/public/galleries/:photographerId/:galleryId/find-me': 'public',
  'POST /api/public/galleries/:photographerId/:galleryId/find-me/selfies': 'public',
  'GET /api/public/galleries/:photographerId/:galleryId/find-me/selfies/:selfieId': 'public',
  'DELETE /api/public/galleries/:photographerId/:galleryId/find-me/selfies/:selfieId': 'public',
};
