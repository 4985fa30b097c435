import { sharedGallery } from './galleries.ts';
import type { OwnershipTable } from './rules.ts';

/** A data-saving visitor's "Full size": the gallery's ids with the photos' own access check. */
export const galleryDataSaverOwnership: OwnershipTable = {
  'GET /api/public/galleries/:photographerId/:galleryId/photos/:photoId/full': {
    level: 'token',
    create: (app, { expired }) => sharedGallery(app, { expired }),
    granted: (res) => res.statusCode === 200,
  },
};
