import { createHash } from 'node:crypto';
import path from 'node:path';
import type { Viewer } from '../../../shared/accounts.ts';
import {
  GALLERY_MESSAGES,
  galleryPublicPath,
  type MySelection,
  PROOFING_MESSAGES,
  type SelectionSummary,
} from '../../../shared/galleries.ts';
import type { Db } from '../../db/client.ts';
import { withTransaction } from '../../db/transaction.ts';
import {
  galleryDeliveredEmail,
  gallerySelectionReopenedEmail,
  selectionSubmittedEmail,
} from '../../emails/gallery-emails.tsx';
import { badRequest, conflict, forbidden, notFound } from '../../lib/http-error.ts';
import { invoicingDeps } from '../invoicing/invoicing.service.ts';
import {
  deleteFavourite,
  deleteSelectionRow,
  favouritesOf,
  findPhoto,
  findSelectionByToken,
  type GalleryRow,
  insertSelection,
  lockSelection,
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
import { verifiedEmailOf } from './gallery-access.service.ts';
import { billExtras } from './selection-billing.service.ts';
import {
  markEmailVerified,
  newSelectionToken,
  sendContinueLink,
  sendSelectionCode,
  verifySelectionCode,
} from './selection-email.service.ts';

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

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
    invoiceExtras: selection.invoiceExtras,
    emailVerified: selection.emailVerifiedAt !== null,
  };
}

/** Where the visitor is and who they are: the selection cookie, the signed-in account, the address. */
export interface SelectionVisitor {
  token: string | undefined;
  viewer: Viewer | null;
  ip: string;
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
 * Marks a favourite (with an optional comment). The first one needs the client's email (a
 * signed-in client's own, when they give none) and starts their selection (decision 156): the
 * answer carries a new token for the cookie, and a 6-digit code goes to the email to prove it
 * (decision 158; not needed when the account signed in has proved that email). An email that
 * already has a selection elsewhere gets a link by email to continue it here (never the
 * selection itself: knowing an address is not being its owner).
 */
export async function setFavourite(
  deps: GalleriesDeps,
  gallery: GalleryRow,
  visitor: SelectionVisitor,
  photoId: string,
  input: { email: string; comment: string },
): Promise<{ selection: MySelection; newToken?: string }> {
  const photo = await findPhoto(deps.db, gallery.id, photoId);
  if (photo?.state !== 'ready') throw notFound(GALLERY_MESSAGES.photoNotFound);
  let selection = await selectionOf(deps, gallery, visitor.token);
  let issued: string | undefined;
  if (!selection) {
    const proved = verifiedEmailOf(visitor.viewer);
    const email = input.email || proved || '';
    if (!email) throw badRequest(PROOFING_MESSAGES.emailNeeded, { email: PROOFING_MESSAGES.emailNeeded });
    issued = newSelectionToken();
    selection = await insertSelection(deps.db, {
      galleryId: gallery.id,
      email,
      tokenHash: sha256(issued),
      emailVerifiedAt: proved === email ? new Date() : null,
    });
    if (!selection) {
      await sendContinueLink(deps, gallery, email, visitor.ip);
      throw conflict(PROOFING_MESSAGES.emailTaken);
    }
    if (!selection.emailVerifiedAt) {
      try {
        await sendSelectionCode(deps, gallery, selection.id, visitor.ip);
      } catch (err) {
        // Past the email caps: no selection is left behind without its code.
        await deleteSelectionRow(deps.db, selection.id);
        throw err;
      }
    }
  }
  const open = selection;
  await whileOpen(deps, open.id, (tx) => upsertFavourite(tx, open.id, photo.id, input.comment));
  return { selection: await mine(deps, open), ...(issued ? { newToken: issued } : {}) };
}

/** The code from the email: proves the selection's email (submit needs it). */
export async function verifySelectionEmail(
  deps: GalleriesDeps,
  gallery: GalleryRow,
  token: string | undefined,
  code: string,
): Promise<MySelection> {
  const selection = await selectionOf(deps, gallery, token);
  if (!selection) throw badRequest(PROOFING_MESSAGES.empty);
  return mine(deps, await verifySelectionCode(deps, selection.id, code));
}

/** Another code to the selection's email (the first was lost or expired); capped. */
export async function resendSelectionCode(
  deps: GalleriesDeps,
  gallery: GalleryRow,
  visitor: SelectionVisitor,
): Promise<MySelection> {
  const selection = await selectionOf(deps, gallery, visitor.token);
  if (!selection) throw badRequest(PROOFING_MESSAGES.empty);
  if (!selection.emailVerifiedAt) await sendSelectionCode(deps, gallery, selection.id, visitor.ip);
  return mine(deps, selection);
}

/**
 * Who is downloading, for the photographer's log: the signed-in account's email, else the
 * email of the visitor's selection, else '' (an anonymous visitor; the log has the address).
 */
export async function identifyVisitor(
  deps: GalleriesDeps,
  gallery: GalleryRow,
  viewer: Viewer | null,
  token: string | undefined,
): Promise<string> {
  if (viewer?.email) return viewer.email.toLowerCase();
  return (await selectionOf(deps, gallery, token))?.email ?? '';
}

/**
 * Changes favourites only while the selection is open, holding its row lock: a submission
 * takes the same lock before it counts, so every favourite is either counted and billed or
 * refused as submitted — never added after the count (decision 158).
 */
async function whileOpen(deps: GalleriesDeps, selectionId: string, change: (tx: Db) => Promise<void>) {
  await withTransaction(deps.db, async (tx) => {
    const locked = await lockSelection(tx, selectionId);
    if (!locked) throw notFound(PROOFING_MESSAGES.empty);
    if (locked.submittedAt) throw conflict(PROOFING_MESSAGES.submitted);
    await change(tx);
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
  // The link was opened from that inbox: the email is proved.
  return mine(deps, await markEmailVerified(deps.db, selection));
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
  await whileOpen(deps, selection.id, (tx) => deleteFavourite(tx, selection.id, photoId));
  return mine(deps, selection);
}

/**
 * Submits the selection (a double submit finds it submitted and bills nothing twice). Needs
 * the email proved (decision 158). Favourites beyond the photos the package includes are billed
 * at the gallery's price for an extra photo through invoicing, in the same transaction, under
 * the selection's lock: a favourite changed at the same moment is either counted or refused.
 */
export async function submitSelection(
  deps: GalleriesDeps,
  gallery: GalleryRow,
  token: string | undefined,
): Promise<MySelection> {
  const selection = await selectionOf(deps, gallery, token);
  if (!selection) throw badRequest(PROOFING_MESSAGES.empty);
  if (selection.submittedAt) throw conflict(PROOFING_MESSAGES.submitted);
  const submitted = await withTransaction(deps.db, async (tx) => {
    // The lock first, then the count: favourites changing meanwhile wait, then find it submitted.
    const locked = await lockSelection(tx, selection.id);
    if (!locked || locked.submittedAt) throw conflict(PROOFING_MESSAGES.submitted);
    if (!locked.emailVerifiedAt) throw forbidden(PROOFING_MESSAGES.verifyFirst);
    const count = (await favouritesOf(tx, selection.id)).length;
    if (count === 0) throw badRequest(PROOFING_MESSAGES.empty);
    const row = await submitSelectionRow(tx, selection.id);
    if (!row) throw conflict(PROOFING_MESSAGES.submitted);
    const extras = gallery.includedPhotos > 0 ? Math.max(0, count - gallery.includedPhotos) : 0;
    const from = (await photographerNameOf(tx, gallery.photographerId)) || 'Your photographer';
    const billing = await billExtras(
      invoicingDeps({ ...deps, db: tx }, deps.publicUrl),
      gallery,
      locked,
      extras,
    );
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
    return updateSelection(tx, row.id, { extraPhotos: extras, ...billing });
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
      emailVerified: row.emailVerifiedAt !== null,
      reopenedAt: row.reopenedAt?.toISOString() ?? null,
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

/**
 * The photographer reopens a submitted selection: the client may change favourites and submit
 * again (the extras are then billed by the rule of billExtras), and is told by email.
 */
export async function reopenSelection(
  deps: GalleriesDeps,
  photographerId: string,
  galleryId: string,
  selectionId: string,
): Promise<void> {
  await withTransaction(deps.db, async (tx) => {
    const gallery = await ownGallery(tx, photographerId, galleryId);
    const selection = await lockSelection(tx, selectionId);
    if (selection?.galleryId !== galleryId) throw notFound('Selection not found');
    if (!selection.submittedAt) throw conflict(PROOFING_MESSAGES.notSubmitted);
    await updateSelection(tx, selection.id, { submittedAt: null, reopenedAt: new Date() });
    await deps.mailer.send(
      {
        to: selection.email,
        template: 'gallery-selection-reopened',
        content: gallerySelectionReopenedEmail({
          from: (await photographerNameOf(tx, photographerId)) || 'Your photographer',
          galleryName: gallery.name,
          url: `${deps.publicUrl}${galleryPublicPath(photographerId, galleryId)}`,
        }),
        meta: { galleryId },
      },
      { db: tx },
    );
  });
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
