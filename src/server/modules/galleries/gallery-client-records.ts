import { galleryPublicPath } from '../../../shared/galleries.ts';
import { registerClientShareProvider } from '../clients/client-registry.service.ts';
import { sharedGalleriesOf } from './gallery-summaries.repository.ts';

/**
 * What galleries tell the clients module: the client's own dashboard counts the galleries their
 * photographer shared with their email (the ones /galleries lists for them), and the card opens
 * the gallery itself when there is one, the list when there are several.
 */
export function registerGalleryClientRecords(): () => void {
  return registerClientShareProvider({
    key: 'galleries',
    label: 'Galleries',
    order: 4,
    load: async (db, client) => {
      const shared = await sharedGalleriesOf(db, client.photographerId, client.email);
      const only = shared.length === 1 ? shared[0] : undefined;
      return {
        count: shared.length,
        nextAction: only
          ? `View ${only.name}`
          : shared.length > 1
            ? `View your ${shared.length} galleries`
            : null,
        href: only
          ? galleryPublicPath(client.photographerId, only.id)
          : shared.length > 1
            ? '/galleries'
            : null,
        // The photographer's emails to the client fill {gallery_link} with the latest shared gallery.
        placeholders: shared[0]
          ? { gallery_link: galleryPublicPath(client.photographerId, shared[0].id) }
          : undefined,
      };
    },
  });
}
