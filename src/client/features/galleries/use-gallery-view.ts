import type { PublicGallery } from '@shared/galleries';
import { GALLERIES_API } from '@shared/gallery-terms';
import { useEffect } from 'react';
import { api } from '@/lib/api';

/**
 * Counts one view of the gallery for the photographer's reports once its photos show: once per
 * browser tab (a reload or a return from the photo viewer is the same visit). A failed count
 * changes nothing for the visitor.
 */
export function useGalleryView(gallery: PublicGallery) {
  useEffect(() => {
    if (gallery.locked) return;
    const key = `gallery-viewed:${gallery.id}`;
    try {
      if (sessionStorage.getItem(key)) return;
      sessionStorage.setItem(key, '1');
    } catch {
      // Storage refused (private mode): count this opening anyway.
    }
    api.post(GALLERIES_API.view(gallery.photographerId, gallery.id)).catch(() => undefined);
  }, [gallery.id, gallery.photographerId, gallery.locked]);
}
