import { type GalleryCard, galleryPublicPath } from '../../../shared/galleries.ts';
import {
  codeSentence,
  SHARE_MESSAGES,
  type ShareInput,
  shareInputSchema,
} from '../../../shared/gallery-sharing.ts';
import { withTransaction } from '../../db/transaction.ts';
import { galleryInvitationEmail } from '../../emails/gallery-emails.tsx';
import { badRequest } from '../../lib/http-error.ts';
import { recordClientEvent } from '../clients/client-timeline.service.ts';
import { openingFor } from '../email-templates/email-templates.service.ts';
import { deleteGrants, type GalleryRow, photographerNameOf, updateGallery } from './galleries.repository.ts';
import { type GalleriesDeps, getGalleryCard, ownGallery } from './galleries.service.ts';
import { codeMatches, hashCode } from './gallery-access.service.ts';

export interface ShareResult {
  gallery: GalleryCard;
  sentTo: string[];
  protection: 'pin' | 'password' | null;
  /** The code to pass on by hand: set when the photographer typed it and it is not in the email. */
  code: string | null;
}

const codeError = (message: string) => badRequest(message, { code: message });

/**
 * Shares the gallery as the photographer decided (decision 207): the protection first (a new
 * PIN or password ends every earlier visitor's access; "keep" checks the repeated code when it
 * is to be emailed), then the link opens and each chosen person gets the invitation with the
 * message, queued in the same transaction, and a "Gallery shared" entry on their client timeline.
 */
export async function shareGallery(
  deps: GalleriesDeps,
  photographerId: string,
  id: string,
  raw: ShareInput | null | undefined,
): Promise<ShareResult> {
  const before = await ownGallery(deps.db, photographerId, id);
  const current = before.pinHash ? 'pin' : before.passwordHash ? 'password' : null;
  // No body (an API call without the dialog): the gallery's client, the protection as it is.
  const input = shareInputSchema.parse(
    raw ?? {
      recipients: before.clientEmail ? [before.clientEmail] : [],
      protection: current ? { mode: 'keep' } : { mode: 'none' },
    },
  );
  const { protection } = input;
  let kind: 'pin' | 'password' | null = null;
  let code: string | null = null;
  const change: Partial<GalleryRow> = {};
  if (protection.mode === 'keep') {
    if (!current) throw codeError(SHARE_MESSAGES.nothingToKeep);
    kind = current;
    if (input.codeInEmail && !protection.code) throw codeError(SHARE_MESSAGES.keepNeedsCode);
    if (protection.code) {
      // Hashed outside the transaction: no connection waits on scrypt.
      if (!(await codeMatches(protection.code, (before.pinHash ?? before.passwordHash)!)))
        throw codeError(SHARE_MESSAGES.wrongCurrent);
      code = protection.code;
    }
  } else if (protection.mode === 'none') {
    Object.assign(change, { pinHash: null, passwordHash: null });
  } else {
    kind = protection.mode;
    code = protection.code;
    const hash = await hashCode(protection.code);
    Object.assign(
      change,
      kind === 'pin' ? { pinHash: hash, passwordHash: null } : { passwordHash: hash, pinHash: null },
    );
  }
  await withTransaction(deps.db, async (tx) => {
    const gallery = await ownGallery(tx, photographerId, id);
    if (protection.mode !== 'keep' && (gallery.pinHash || gallery.passwordHash)) await deleteGrants(tx, id);
    await updateGallery(tx, id, { ...change, sharedAt: gallery.sharedAt ?? new Date() });
    const from = (await photographerNameOf(tx, photographerId)) || 'Your photographer';
    const url = `${deps.publicUrl}${galleryPublicPath(photographerId, id)}`;
    const codeLine = codeSentence(kind, input.codeInEmail ? code : null);
    for (const to of new Set(input.recipients)) {
      const client = await recordClientEvent(tx, {
        photographerId,
        email: to,
        kind: 'gallery_shared',
        summary: `${gallery.name}${input.codeInEmail && code ? ` (the ${kind === 'pin' ? 'PIN' : 'password'} was in the email)` : ''}`,
        meta: { galleryId: id },
      });
      // Without a message of their own, the photographer's saved opening (decision 283).
      const message =
        input.message ||
        (await openingFor(tx, photographerId, 'gallery_shared', {
          clientName: client?.name ?? '',
          businessName: from,
          galleryLink: url,
        })) ||
        '';
      await deps.mailer.send(
        {
          to,
          template: 'gallery-invitation',
          content: galleryInvitationEmail({
            clientName: '',
            from,
            galleryName: gallery.name,
            url,
            message,
            codeLine,
          }),
          meta: { galleryId: id },
          ...(client ? { clientId: client.id } : {}),
        },
        { db: tx },
      );
    }
  });
  return {
    gallery: await getGalleryCard(deps, photographerId, id),
    sentTo: [...new Set(input.recipients)],
    protection: kind,
    code: input.codeInEmail ? null : code,
  };
}
