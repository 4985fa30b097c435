import type { Access } from './permissions.ts';

/** The data saver's rows of the permission table (PERMISSIONS spreads them in). */
export const GALLERY_DATA_SAVER_PERMISSIONS: Record<string, Access> = {
  // One photo's full sizes (decision 267): whoever the gallery is open to, as its photos.
  'GET /api/public/galleries/:photographerId/:galleryId/photos/:photoId/full': 'public',
};
