import { createHash, randomBytes } from 'node:crypto';
import path from 'node:path';
import {
  GALLERY_MESSAGES,
  galleryPublicPath,
  type MySelection,
  PROOFING_MESSAGES,
  type SelectionSummary,
} from '../../../shared/galleries.ts';
import { formatNaira } from '../../../shared/money.ts';
import { withTransaction } from '../../db/transaction.ts';
import {
  galleryDeliveredEmail,
  gallerySelectionLinkEmail,
  selectionSubmittedEmail,
} from '../../emails/gallery-emails.tsx';
import { badRequest, conflict, notFound } from '../../lib/http-error.ts';
import { createAndSendInvoice, invoicingDeps } from '../invoicing/invoicing.service.ts';
import {
  deleteFavourite,
  favouritesOf,
  findPhoto,
  findSelectionByEmail,
  findSelectionByToken,
  type GalleryRow,
  insertSelection,
  photographerEmailOf,
  photographerNameOf,
  type SelectionRow,
  selectionsOf,
  submitSelectionRow,
  updateGallery,
  updateSelection,
  upsertFavourite,
} from './galleries.repository.ts';
import { type GalleriesDeps, ownGallery } from './galleries.service.ts';

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
const newToken = () => randomBytes(32).toString('base64url');

/** The cookie that carries a visitor's selection token, scoped to this gallery's API paths. */
export const selectionCookie = (galleryId: string) => `gsel_${galleryId.replace(/-/g, '')}`;

async function mine(deps: GalleriesDeps, selection: SelectionRow): Promise<MySelection> {
  const favourites = await favouritesOf(deps.db, selection.id);
  return {
    email: selection.email,
    favourites: favourites.map((f) => ({ photoId: f.photoId, comment: f.comment })),
    submittedAt: selection.submittedAt?.toISOString() ?? null,
    extraPhotos: selection.extraPhotos,
    invoiceUrl: selection.invoiceUrl,
  };
}

export async function selectionOf(deps: GalleriesDeps, gallery: GalleryRow, token: string | undefined) {
  return token ? findSelectionByToken(deps.db, gallery.id, sha256(token)) : undefined;
}

export async function getMySelection(
  deps: GalleriesDeps,
  gallery: GalleryRow,
  token: string | undefined,
): Promise<MySelection | null> {
  const selection = await selectionOf(deps, gallery, token);
  return selection ? mine(deps, selection) : null;
}

/**
 * Marks a favourite (with an optional comment). The first one needs the client's email and
 * starts their selection (decision 156): the answer carries a new token for the cookie. An
 * email that already has a selection elsewhere gets a link by email to continue it here
 * (never the selection itself: knowing an address is not being its owner).
 */
export async function setFavourite(
  deps: GalleriesDeps,
  gallery: GalleryRow,
  token: string | undefined,
  photoId: string,
  input: { email: string; comment: string },
): Promise<{ selection: MySelection; newToken?: string }> {
  const photo = await findPhoto(deps.db, gallery.id, photoId);
  if (photo?.state !== 'ready') throw notFound(GALLERY_MESSAGES.photoNotFound);
  let selection = await selectionOf(deps, gallery, token);
  let issued: string | undefined;
  if (!selection) {
    if (!input.email)
      throw badRequest(PROOFING_MESSAGES.emailNeeded, { email: PROOFING_MESSAGES.emailNeeded });
    issued = newToken();
    selection = await insertSelection(deps.db, {
      galleryId: gallery.id,
      email: input.email,
      tokenHash: sha256(issued),
    });
    if (!selection) {
      await sendContinueLink(deps, gallery, input.email);
      throw conflict(PROOFING_MESSAGES.emailTaken);
    }
  }
  if (selection.submittedAt) throw conflict(PROOFING_MESSAGES.submitted);
  await upsertFavourite(deps.db, selection.id, photo.id, input.comment);
  return { selection: await mine(deps, selection), ...(issued ? { newToken: issued } : {}) };
}

/** The link is a fresh token for that selection: the one in the other browser stops working. */
async function sendContinueLink(deps: GalleriesDeps, gallery: GalleryRow, email: string) {
  await withTransaction(deps.db, async (tx) => {
    const existing = await findSelectionByEmail(tx, gallery.id, email);
    if (!existing) return;
    const token = newToken();
    await updateSelection(tx, existing.id, { tokenHash: sha256(token) });
    await deps.mailer.send(
      {
        to: email,
        template: 'gallery-selection-link',
        content: gallerySelectionLinkEmail({
          from: (await photographerNameOf(tx, gallery.photographerId)) || 'Your photographer',
          galleryName: gallery.name,
          url: `${deps.publicUrl}${galleryPublicPath(gallery.photographerId, gallery.id)}?selection=${token}`,
        }),
        meta: { galleryId: gallery.id },
      },
      { db: tx },
    );
  });
}

/** Takes over a selection with the token from the emailed link (the page sets it as the cookie). */
export async function resumeSelection(
  deps: GalleriesDeps,
  gallery: GalleryRow,
  token: string,
): Promise<MySelection> {
  const selection = await selectionOf(deps, gallery, token);
  if (!selection) throw badRequest('This link has been replaced by a newer one. Use the latest email.');
  return mine(deps, selection);
}

export async function removeFavourite(
  deps: GalleriesDeps,
  gallery: GalleryRow,
  token: string | undefined,
  photoId: string,
): Promise<MySelection | null> {
  const selection = await selectionOf(deps, gallery, token);
  // Nothing to remove: already the case.
  if (!selection) return null;
  if (selection.submittedAt) throw conflict(PROOFING_MESSAGES.submitted);
  await deleteFavourite(deps.db, selection.id, photoId);
  return mine(deps, selection);
}

/**
 * Submits the selection, once (a double submit finds it submitted and bills nothing twice).
 * Favourites beyond the photos the package includes are billed at the gallery's price for an
 * extra photo: one invoice, sent to the client through invoicing, in the same transaction.
 */
export async function submitSelection(
  deps: GalleriesDeps,
  gallery: GalleryRow,
  token: string | undefined,
): Promise<MySelection> {
  const selection = await selectionOf(deps, gallery, token);
  if (!selection) throw badRequest(PROOFING_MESSAGES.empty);
  if (selection.submittedAt) throw conflict(PROOFING_MESSAGES.submitted);
  const count = (await favouritesOf(deps.db, selection.id)).length;
  if (count === 0) throw badRequest(PROOFING_MESSAGES.empty);
  const submitted = await withTransaction(deps.db, async (tx) => {
    const row = await submitSelectionRow(tx, selection.id);
    if (!row) throw conflict(PROOFING_MESSAGES.submitted);
    const extras = gallery.includedPhotos > 0 ? Math.max(0, count - gallery.includedPhotos) : 0;
    const from = (await photographerNameOf(tx, gallery.photographerId)) || 'Your photographer';
    let bill: { id: string; url: string } | undefined;
    if (extras > 0 && gallery.extraPhotoKobo > 0) {
      // Through invoicing's one entry point for other modules (decision 127), in this transaction.
      const invoice = await createAndSendInvoice(invoicingDeps({ ...deps, db: tx }, deps.publicUrl), {
        photographerId: gallery.photographerId,
        client: { name: selection.email.split('@')[0] || selection.email, email: selection.email },
        items: [
          {
            description: `Extra edited photos, ${gallery.name} (${gallery.includedPhotos} included, ${formatNaira(gallery.extraPhotoKobo)} each)`,
            quantity: extras,
            unitKobo: gallery.extraPhotoKobo,
          },
        ],
      });
      bill = { id: invoice.id, url: invoice.publicUrl ?? '' };
    }
    const owner = await photographerEmailOf(tx, gallery.photographerId);
    if (owner) {
      await deps.mailer.send(
        {
          to: owner,
          template: 'gallery-selection-submitted',
          content: selectionSubmittedEmail({
            from,
            galleryName: gallery.name,
            client: selection.email,
            count,
            extras,
            url: `${deps.publicUrl}/galleries?gallery=${gallery.id}`,
          }),
          meta: { galleryId: gallery.id },
        },
        { db: tx },
      );
    }
    return updateSelection(tx, row.id, {
      extraPhotos: extras,
      ...(bill ? { invoiceId: bill.id, invoiceUrl: bill.url } : {}),
    });
  });
  return mine(deps, submitted!);
}

// ---------------------------------------------------------------- the photographer's side

export async function listSelections(
  deps: GalleriesDeps,
  photographerId: string,
  galleryId: string,
): Promise<SelectionSummary[]> {
  await ownGallery(deps.db, photographerId, galleryId);
  const rows = await selectionsOf(deps.db, galleryId);
  const out: SelectionSummary[] = [];
  for (const row of rows) {
    const photos = await favouritesOf(deps.db, row.id);
    out.push({
      id: row.id,
      email: row.email,
      count: photos.length,
      submittedAt: row.submittedAt?.toISOString() ?? null,
      extraPhotos: row.extraPhotos,
      invoiceUrl: row.invoiceUrl,
      photos,
    });
  }
  return out;
}

/**
 * File names for Lightroom's Library filter ("Text: Filename contains any of"): the names
 * without their extensions, separated by commas, so the RAW files match as well as the JPEGs.
 */
export async function lightroomList(
  deps: GalleriesDeps,
  photographerId: string,
  galleryId: string,
  selectionId: string,
): Promise<{ filename: string; text: string }> {
  const selection = (await listSelections(deps, photographerId, galleryId)).find((s) => s.id === selectionId);
  if (!selection) throw notFound('Selection not found');
  const names = [...new Set(selection.photos.map((p) => path.parse(p.filename).name))];
  return { filename: `favourites-${selection.email.split('@')[0]}.txt`, text: `${names.join(', ')}\n` };
}

/** Marks the gallery delivered and tells the client (and every client who chose favourites). */
export async function deliverGallery(
  deps: GalleriesDeps,
  photographerId: string,
  galleryId: string,
): Promise<void> {
  await withTransaction(deps.db, async (tx) => {
    const gallery = await ownGallery(tx, photographerId, galleryId);
    await updateGallery(tx, galleryId, { deliveredAt: new Date(), sharedAt: gallery.sharedAt ?? new Date() });
    const to = new Set([gallery.clientEmail, ...(await selectionsOf(tx, galleryId)).map((s) => s.email)]);
    const from = (await photographerNameOf(tx, photographerId)) || 'Your photographer';
    for (const email of to) {
      if (!email) continue;
      await deps.mailer.send(
        {
          to: email,
          template: 'gallery-delivered',
          content: galleryDeliveredEmail({
            from,
            galleryName: gallery.name,
            url: `${deps.publicUrl}${galleryPublicPath(photographerId, galleryId)}`,
          }),
          meta: { galleryId },
        },
        { db: tx },
      );
    }
  });
}
