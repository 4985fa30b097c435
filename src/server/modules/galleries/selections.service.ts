import path from 'node:path';
import { galleryPublicPath, PROOFING_MESSAGES, type SelectionSummary } from '../../../shared/galleries.ts';
import { withTransaction } from '../../db/transaction.ts';
import { galleryDeliveredEmail, gallerySelectionReopenedEmail } from '../../emails/gallery-emails.tsx';
import { conflict, notFound } from '../../lib/http-error.ts';
import { clientOfEmail } from '../clients/client-timeline.service.ts';
import { inviteToReview } from '../reviews/review-invites.service.ts';
import { photographerNameOf, updateGallery } from './galleries.repository.ts';
import { type GalleriesDeps, ownGallery } from './galleries.service.ts';
import {
  favouritesOf,
  lockSelection,
  selectionsOf,
  updateSelection,
} from './gallery-selections.repository.ts';

/**
 * Proofing, the photographer's side (decision 156): each client's selection, the Lightroom
 * list, reopening a submitted selection, and marking the gallery delivered. The client's side
 * is proofing.service.ts.
 */

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
        ...(await clientOfEmail(tx, photographerId, selection.email)),
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
          ...(await clientOfEmail(tx, photographerId, email)),
        },
        { db: tx },
      );
    }
    // The gallery's client is invited to review the photographer, once per gallery (decision 264).
    await inviteToReview(deps, tx, {
      photographerId,
      galleryId,
      subject: gallery.name,
      clientName: '',
      clientEmail: gallery.clientEmail,
    });
  });
}
