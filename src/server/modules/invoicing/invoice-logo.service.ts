import { buffer } from 'node:stream/consumers';
import sharp from 'sharp';
import {
  INVOICE_LOGO_MAX_HEIGHT,
  INVOICE_LOGO_MAX_WIDTH,
  type InvoiceLogoAnswer,
} from '../../../shared/invoice-logo.ts';
import type { Db } from '../../db/client.ts';
import { HttpError } from '../../lib/http-error.ts';
import { MAX_INPUT_PIXELS, UNSUPPORTED_IMAGE_MESSAGE } from '../../lib/uploads/images.ts';
import type { Upload } from '../../lib/uploads/multipart.ts';
import { Semaphore } from '../../lib/uploads/semaphore.ts';
import type { FileStorage } from '../../lib/uploads/storage.ts';
import { type StoredSource, storedSource } from '../og-image/og-card.ts';
import { senderOf } from './invoice-sender.ts';

/**
 * The photographer's invoice logo (decision 173): one PNG per photographer at a key derived
 * from their id, so no row points at it and a replacement is one overwrite. The upload is
 * re-encoded (orientation applied, metadata dropped, transparency kept) and fitted inside
 * 600×240, which is plenty for the 180×60 pt box it gets on an A4 page.
 */
export const invoiceLogoKey = (photographerId: string) => `invoice-logos/${photographerId}/logo.png`;

/** Preview links live an hour; the settings dialog asks again when it opens. */
const PREVIEW_SECONDS = 3600;
/** One logo decode at a time: they are rare, and photos are decoded beside them. */
const decoding = new Semaphore(1);

type LogoDeps = { storage: FileStorage };

async function fitted(data: Buffer) {
  try {
    return await sharp(data, { limitInputPixels: MAX_INPUT_PIXELS })
      .autoOrient()
      .resize({
        width: INVOICE_LOGO_MAX_WIDTH,
        height: INVOICE_LOGO_MAX_HEIGHT,
        fit: 'inside',
        withoutEnlargement: true,
      })
      .png({ compressionLevel: 9 })
      .toBuffer({ resolveWithObject: true });
  } catch {
    // Typed as an image by its bytes, but sharp cannot read it (truncated, too many pixels…).
    throw new HttpError(415, UNSUPPORTED_IMAGE_MESSAGE);
  }
}

export async function saveInvoiceLogo(
  deps: LogoDeps,
  photographerId: string,
  upload: Upload,
): Promise<InvoiceLogoAnswer> {
  const { data, info } = await decoding.run(() => fitted(upload.data));
  const key = invoiceLogoKey(photographerId);
  await deps.storage.put(key, data, { contentType: 'image/png' });
  return {
    logo: { url: deps.storage.signedUrl(key, PREVIEW_SECONDS), width: info.width, height: info.height },
  };
}

export async function getInvoiceLogo(deps: LogoDeps, photographerId: string): Promise<InvoiceLogoAnswer> {
  const logo = await readInvoiceLogo(deps, photographerId);
  if (!logo) return { logo: null };
  const meta = await sharp(logo).metadata();
  return {
    logo: {
      url: deps.storage.signedUrl(invoiceLogoKey(photographerId), PREVIEW_SECONDS),
      width: meta.width ?? 0,
      height: meta.height ?? 0,
    },
  };
}

export async function removeInvoiceLogo(deps: LogoDeps, photographerId: string): Promise<InvoiceLogoAnswer> {
  await deps.storage.delete(invoiceLogoKey(photographerId));
  return { logo: null };
}

/** The logo's PNG bytes for a PDF, or undefined when the photographer has none. */
export async function readInvoiceLogo(deps: LogoDeps, photographerId: string): Promise<Buffer | undefined> {
  const found = await deps.storage.get(invoiceLogoKey(photographerId));
  return found ? buffer(found.body) : undefined;
}

/**
 * The photographer's branding as their link previews show it (decision 262): the business name
 * their invoices carry and their logo with its stored version. Nothing else about them or a client.
 */
export async function photographerBrand(
  deps: { db: Db; storage: FileStorage },
  photographerId: string,
): Promise<{ name: string; logo: StoredSource | undefined }> {
  const sender = await senderOf(deps.db, photographerId);
  return { name: sender.name, logo: await storedSource(deps.storage, invoiceLogoKey(photographerId)) };
}
