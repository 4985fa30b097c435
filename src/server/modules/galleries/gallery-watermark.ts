import type { WatermarkKind } from '../../../shared/galleries.ts';
import { badRequest } from '../../lib/http-error.ts';
import type { FileStorage } from '../../lib/uploads/storage.ts';
import { readInvoiceLogo } from '../invoicing/invoice-logo.service.ts';
import type { GalleryRow } from './galleries.repository.ts';
import type { Watermark } from './photo-pipeline.ts';

/**
 * The watermark a gallery's served sizes carry (decision 166): the photographer's text, or
 * their logo — the one they keep for their invoices (decision 173), read from storage when a
 * photo is processed. None when the text is empty or the logo is gone.
 */
export async function watermarkOf(
  deps: { storage: FileStorage },
  gallery: GalleryRow,
): Promise<Watermark | undefined> {
  const placed = { position: gallery.watermarkPosition, opacity: gallery.watermarkOpacity };
  if (gallery.watermarkKind === 'logo') {
    const logo = await readInvoiceLogo(deps, gallery.photographerId);
    return logo ? { kind: 'logo', logo, ...placed } : undefined;
  }
  return gallery.watermarkText ? { kind: 'text', text: gallery.watermarkText, ...placed } : undefined;
}

export const NO_LOGO_MESSAGE = 'Upload your logo first (it is the one on your invoices).';

/** A logo watermark needs a logo: refused with the field's message otherwise. */
export async function requireLogoFor(
  deps: { storage: FileStorage },
  photographerId: string,
  kind: WatermarkKind,
): Promise<void> {
  if (kind === 'logo' && !(await readInvoiceLogo(deps, photographerId))) {
    throw badRequest(NO_LOGO_MESSAGE, { watermarkKind: NO_LOGO_MESSAGE });
  }
}
