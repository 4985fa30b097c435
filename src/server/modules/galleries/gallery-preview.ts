import type { FastifyInstance } from 'fastify';
import { photographerBrand } from '../invoicing/invoice-logo.service.ts';
import { previewLinks, storedSource } from '../og-image/og-card.ts';
import { readyPhotosOf } from './galleries.repository.ts';
import type { GalleriesDeps } from './galleries.service.ts';
import { openGallery } from './gallery-access.service.ts';
import { photoKey } from './photo-keys.ts';

/**
 * The gallery link's preview (decision 262): an open gallery shows its first photo (the
 * watermarked preview size) and its name; a gallery behind a PIN or password shows the
 * photographer's branding only, nothing of the gallery. Never indexed.
 */
export function registerGalleryPreview(api: FastifyInstance, deps: () => GalleriesDeps) {
  previewLinks(api, {
    kind: 'gallery',
    pattern: /^\/gallery\/([0-9a-f-]{36})\/([0-9a-f-]{36})$/,
    meta: {
      title: 'Your photo gallery',
      description: 'View, favourite and download your photos.',
      type: 'website',
      noindex: true,
    },
    card: async (read, ref) => {
      const [photographerId = '', galleryId = ''] = ref.split('_');
      const opened = await openGallery(deps(), photographerId, galleryId, {}).catch(() => undefined);
      if (!opened) return undefined;
      const brand = await photographerBrand(read, photographerId);
      if (opened.locked) {
        return { title: brand.name, subtitle: 'A private photo gallery', logo: brand.logo };
      }
      const [first] = await readyPhotosOf(read.db, galleryId);
      return {
        title: opened.gallery.name,
        subtitle: `Photos by ${brand.name}`,
        background: first ? await storedSource(read.storage, photoKey(first, 'preview')) : undefined,
        logo: brand.logo,
      };
    },
  });
}
