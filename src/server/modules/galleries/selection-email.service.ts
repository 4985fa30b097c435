import { createHash, randomInt, timingSafeEqual } from 'node:crypto';
import {
  galleryPublicPath,
  MAX_SELECTION_CODE_TRIES,
  PROOFING_MESSAGES,
  SELECTION_CODE_MINUTES,
} from '../../../shared/galleries.ts';
import type { Db } from '../../db/client.ts';
import { withTransaction } from '../../db/transaction.ts';
import { gallerySelectionCodeEmail, gallerySelectionLinkEmail } from '../../emails/gallery-emails.tsx';
import { countAttempt } from '../../lib/attempt-counter.ts';
import { clientNetwork } from '../../lib/client-network.ts';
import { badRequest, HttpError } from '../../lib/http-error.ts';
import { newLinkToken } from '../../lib/token-link.ts';
import { clientOfEmail } from '../clients/client-timeline.service.ts';
import { type GalleryRow, photographerNameOf } from './galleries.repository.ts';
import type { GalleriesDeps } from './galleries.service.ts';
import {
  findSelectionByEmail,
  lockSelection,
  type SelectionRow,
  updateSelection,
} from './gallery-selections.repository.ts';

/**
 * Proof that a selection's email belongs to the person choosing (decision 158): a 6-digit code
 * emailed at the first favourite, typed on the phone; the continue-here link (it reached that
 * inbox); or a signed-in account whose verified email it is. Emails are capped per selection
 * and per network address, so a gallery link cannot be used to flood someone's inbox.
 */

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
const codeHash = (selectionId: string, code: string) => sha256(`${selectionId}:${code}`);

/** Per selection: codes and continue links together, per hour; per address and gallery, per hour. */
const EMAILS_PER_SELECTION = 5;
const EMAILS_PER_ADDRESS = 10;
const HOUR_MS = 3600_000;

/** Counts one email for this selection and address; refuses (429) past either cap. */
async function allowEmail(db: Db, gallery: GalleryRow, selectionId: string, ip: string): Promise<void> {
  const { count: perSelection } = await countAttempt(db, `gallery-selection-mail|${selectionId}`, HOUR_MS);
  const { count: perAddress } = await countAttempt(
    db,
    `gallery-selection-mail-ip|${gallery.id}|${clientNetwork(ip)}`,
    HOUR_MS,
  );
  if (perSelection > EMAILS_PER_SELECTION || perAddress > EMAILS_PER_ADDRESS) {
    throw new HttpError(429, PROOFING_MESSAGES.tooManyEmails);
  }
}

const galleryUrl = (deps: GalleriesDeps, gallery: GalleryRow) =>
  `${deps.publicUrl}${galleryPublicPath(gallery.photographerId, gallery.id)}`;

/** A fresh code for the selection's email, queued with the mailer in the same transaction. */
export async function sendSelectionCode(
  deps: GalleriesDeps,
  gallery: GalleryRow,
  selectionId: string,
  ip: string,
): Promise<void> {
  // Counted outside the transaction: a refusal must not roll its own count back.
  await allowEmail(deps.db, gallery, selectionId, ip);
  await withTransaction(deps.db, async (tx) => {
    const selection = await lockSelection(tx, selectionId);
    if (!selection || selection.emailVerifiedAt) return;
    const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
    await updateSelection(tx, selection.id, {
      verifyCodeHash: codeHash(selection.id, code),
      verifyCodeExpiresAt: new Date(Date.now() + SELECTION_CODE_MINUTES * 60_000),
      verifyTries: 0,
    });
    await deps.mailer.send(
      {
        to: selection.email,
        template: 'gallery-selection-code',
        content: gallerySelectionCodeEmail({
          from: (await photographerNameOf(tx, gallery.photographerId)) || 'Your photographer',
          galleryName: gallery.name,
          url: galleryUrl(deps, gallery),
          code,
          minutes: SELECTION_CODE_MINUTES,
        }),
        meta: { galleryId: gallery.id },
        ...(await clientOfEmail(tx, gallery.photographerId, selection.email)),
      },
      { db: tx },
    );
  });
}

/**
 * Checks the code. Wrong codes count on the selection's row (locked): past the limit the code
 * is spent and a new one must be sent. Wrong answers commit their count, then refuse.
 */
export async function verifySelectionCode(
  deps: GalleriesDeps,
  selectionId: string,
  code: string,
): Promise<SelectionRow> {
  const outcome = await withTransaction(deps.db, async (tx) => {
    const row = await lockSelection(tx, selectionId);
    if (!row) throw badRequest(PROOFING_MESSAGES.empty);
    if (row.emailVerifiedAt) return { row };
    if (!row.verifyCodeHash || !row.verifyCodeExpiresAt || row.verifyCodeExpiresAt < new Date()) {
      return { error: new HttpError(400, PROOFING_MESSAGES.codeExpired) };
    }
    if (row.verifyTries >= MAX_SELECTION_CODE_TRIES) {
      return { error: new HttpError(429, PROOFING_MESSAGES.codeTooMany) };
    }
    const right = timingSafeEqual(
      Buffer.from(codeHash(row.id, code), 'hex'),
      Buffer.from(row.verifyCodeHash, 'hex'),
    );
    if (!right) {
      await updateSelection(tx, row.id, { verifyTries: row.verifyTries + 1 });
      return {
        error: new HttpError(400, PROOFING_MESSAGES.codeWrong, { code: PROOFING_MESSAGES.codeWrong }),
      };
    }
    const verified = await updateSelection(tx, row.id, {
      emailVerifiedAt: new Date(),
      verifyCodeHash: null,
      verifyCodeExpiresAt: null,
    });
    return { row: verified! };
  });
  if (outcome.error) throw outcome.error;
  return outcome.row!;
}

/** The email is proved some other way (the continue link, a signed-in account): marks it. */
export async function markEmailVerified(db: Db, selection: SelectionRow): Promise<SelectionRow> {
  if (selection.emailVerifiedAt) return selection;
  return (
    (await updateSelection(db, selection.id, {
      emailVerifiedAt: new Date(),
      verifyCodeHash: null,
      verifyCodeExpiresAt: null,
    })) ?? selection
  );
}

/**
 * The email already has a selection in this gallery (another browser): a link with a fresh
 * token goes to that inbox (the other browser's token stops working). Capped like codes.
 */
export async function sendContinueLink(
  deps: GalleriesDeps,
  gallery: GalleryRow,
  email: string,
  ip: string,
): Promise<void> {
  const found = await findSelectionByEmail(deps.db, gallery.id, email);
  if (!found) return;
  await allowEmail(deps.db, gallery, found.id, ip);
  await withTransaction(deps.db, async (tx) => {
    const existing = await lockSelection(tx, found.id);
    if (!existing) return;
    const token = newLinkToken();
    // Only the link's own token: the browser that holds the selection keeps it until the link is used.
    await updateSelection(tx, existing.id, { continueTokenHash: sha256(token) });
    await deps.mailer.send(
      {
        to: email,
        template: 'gallery-selection-link',
        content: gallerySelectionLinkEmail({
          from: (await photographerNameOf(tx, gallery.photographerId)) || 'Your photographer',
          galleryName: gallery.name,
          url: `${galleryUrl(deps, gallery)}?selection=${token}`,
        }),
        meta: { galleryId: gallery.id },
        ...(await clientOfEmail(tx, gallery.photographerId, email)),
      },
      { db: tx },
    );
  });
}
