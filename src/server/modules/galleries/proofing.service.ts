import { createHash } from 'node:crypto';
import type { Viewer } from '../../../shared/accounts.ts';
import {
  extrasOf,
  GALLERY_MESSAGES,
  type MySelection,
  PROOFING_MESSAGES,
  type SelectionQuote,
} from '../../../shared/galleries.ts';
import type { Db } from '../../db/client.ts';
import { withTransaction } from '../../db/transaction.ts';
import { selectionSubmittedEmail } from '../../emails/gallery-emails.tsx';
import { badRequest, conflict, forbidden, notFound } from '../../lib/http-error.ts';
import { newLinkToken } from '../../lib/token-link.ts';
import { getInvoiceDetail, invoicingDeps } from '../invoicing/invoicing.service.ts';
import {
  findGallery,
  findPhoto,
  type GalleryRow,
  photographerEmailOf,
  photographerNameOf,
} from './galleries.repository.ts';
import type { GalleriesDeps } from './galleries.service.ts';
import { verifiedEmailOf } from './gallery-access.service.ts';
import {
  deleteFavourite,
  deleteSelectionRow,
  favouritesOf,
  findSelectionByContinueToken,
  findSelectionByEmail,
  findSelectionByToken,
  insertSelection,
  lockSelection,
  type SelectionRow,
  submitSelectionRow,
  updateSelection,
  upsertFavourite,
} from './gallery-selections.repository.ts';
import { billExtras, quoteExtras } from './selection-billing.service.ts';
import {
  markEmailVerified,
  sendContinueLink,
  sendSelectionCode,
  verifySelectionCode,
} from './selection-email.service.ts';

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/** The cookie that carries a visitor's selection token, scoped to this gallery's API paths. */
export const selectionCookie = (galleryId: string) => `gsel_${galleryId.replace(/-/g, '')}`;

/** The selection's extras invoice is still to be paid (neither paid nor void). */
async function invoiceDue(deps: GalleriesDeps, photographerId: string, selection: SelectionRow) {
  if (!selection.invoiceId) return false;
  const { status } = await getInvoiceDetail(
    invoicingDeps(deps, deps.publicUrl),
    photographerId,
    selection.invoiceId,
  );
  return status !== 'paid' && status !== 'void';
}

/**
 * The visitor's selection: from their selection cookie, else the one under the verified email
 * of the account they are signed in with (the invited client on another device).
 */
export async function visitorSelection(
  deps: GalleriesDeps,
  gallery: GalleryRow,
  visitor: Visitor,
): Promise<SelectionRow | undefined> {
  const byToken = await selectionOf(deps, gallery, visitor.token);
  if (byToken) return byToken;
  const email = verifiedEmailOf(visitor.viewer);
  const byEmail = email ? await findSelectionByEmail(deps.db, gallery.id, email) : undefined;
  // Signed in with the proved email: the selection is theirs, and the email is proved.
  return byEmail && !byEmail.emailVerifiedAt ? markEmailVerified(deps.db, byEmail) : byEmail;
}

/** Where a visitor's selection comes from: their selection cookie, and the account signed in. */
export interface Visitor {
  token: string | undefined;
  viewer: Viewer | null | undefined;
}

/** How the download rule sees a selection, and the photos it holds. */
export async function standingOf(
  deps: GalleriesDeps,
  gallery: GalleryRow,
  selection: SelectionRow | undefined,
) {
  if (!selection) return { standing: null, favouriteIds: new Set<string>() };
  const favourites = await favouritesOf(deps.db, selection.id);
  return {
    standing: {
      favourites: favourites.length,
      submitted: selection.submittedAt !== null,
      invoiceDue: await invoiceDue(deps, gallery.photographerId, selection),
    },
    favouriteIds: new Set(favourites.map((f) => f.photoId)),
  };
}

async function mine(deps: GalleriesDeps, selection: SelectionRow): Promise<MySelection> {
  const favourites = await favouritesOf(deps.db, selection.id);
  const gallery = await findGallery(deps.db, selection.galleryId);
  return {
    email: selection.email,
    favourites: favourites.map((f) => ({ photoId: f.photoId, comment: f.comment })),
    submittedAt: selection.submittedAt?.toISOString() ?? null,
    extraPhotos: selection.extraPhotos,
    invoiceUrl: selection.invoiceUrl,
    invoiceExtras: selection.invoiceExtras,
    invoiceDue: gallery ? await invoiceDue(deps, gallery.photographerId, selection) : false,
    emailVerified: selection.emailVerifiedAt !== null,
  };
}

/** Where the visitor is and who they are: the selection cookie, the signed-in account, the address. */
export interface SelectionVisitor extends Visitor {
  ip: string;
}

export async function selectionOf(deps: GalleriesDeps, gallery: GalleryRow, token: string | undefined) {
  return token ? findSelectionByToken(deps.db, gallery.id, sha256(token)) : undefined;
}

export async function getMySelection(
  deps: GalleriesDeps,
  gallery: GalleryRow,
  visitor: Visitor,
): Promise<MySelection | null> {
  const selection = await visitorSelection(deps, gallery, visitor);
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
  let selection = await visitorSelection(deps, gallery, visitor);
  let issued: string | undefined;
  if (!selection) {
    const proved = verifiedEmailOf(visitor.viewer);
    const email = input.email || proved || '';
    if (!email) throw badRequest(PROOFING_MESSAGES.emailNeeded, { email: PROOFING_MESSAGES.emailNeeded });
    issued = newLinkToken();
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
  visitor: Visitor,
  code: string,
): Promise<MySelection> {
  const selection = await visitorSelection(deps, gallery, visitor);
  if (!selection) throw badRequest(PROOFING_MESSAGES.empty);
  return mine(deps, await verifySelectionCode(deps, selection.id, code));
}

/** Another code to the selection's email (the first was lost or expired); capped. */
export async function resendSelectionCode(
  deps: GalleriesDeps,
  gallery: GalleryRow,
  visitor: SelectionVisitor,
): Promise<MySelection> {
  const selection = await visitorSelection(deps, gallery, visitor);
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

/**
 * Takes over a selection with the token of the emailed "continue here" link: this browser gets
 * a new token for its cookie (the one that held the selection before no longer does), and the
 * email is proved, since the link was opened from that inbox.
 */
export async function resumeSelection(
  deps: GalleriesDeps,
  gallery: GalleryRow,
  linkToken: string,
): Promise<{ selection: MySelection; token: string }> {
  const found = await findSelectionByContinueToken(deps.db, gallery.id, sha256(linkToken));
  if (!found) throw badRequest('This link has been replaced by a newer one. Use the latest email.');
  const token = newLinkToken();
  const moved = await updateSelection(deps.db, found.id, {
    tokenHash: sha256(token),
    continueTokenHash: null,
  });
  return { selection: await mine(deps, await markEmailVerified(deps.db, moved ?? found)), token };
}

export async function removeFavourite(
  deps: GalleriesDeps,
  gallery: GalleryRow,
  visitor: Visitor,
  photoId: string,
): Promise<MySelection | null> {
  const selection = await visitorSelection(deps, gallery, visitor);
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
  visitor: Visitor,
): Promise<MySelection> {
  const selection = await visitorSelection(deps, gallery, visitor);
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
    const extras = extrasOf(gallery.includedPhotos, count);
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

/** What submitting now would bill, before the client decides (the submission's own rule). */
export async function quoteSelection(
  deps: GalleriesDeps,
  gallery: GalleryRow,
  visitor: Visitor,
): Promise<SelectionQuote> {
  const selection = await visitorSelection(deps, gallery, visitor);
  if (!selection) throw badRequest(PROOFING_MESSAGES.empty);
  const count = (await favouritesOf(deps.db, selection.id)).length;
  return quoteExtras(invoicingDeps(deps, deps.publicUrl), gallery, selection, count);
}
