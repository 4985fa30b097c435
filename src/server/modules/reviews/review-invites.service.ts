import { smsStopPath } from '../../../shared/clients.ts';
import { reviewLinkPath } from '../../../shared/reviews-terms.ts';
import { plainSmsText } from '../../../shared/sms-length.ts';
import type { Db } from '../../db/client.ts';
import { reviewInvitationEmail } from '../../emails/review-emails.tsx';
import { newLinkToken } from '../../lib/token-link.ts';
import { smsRecipient } from '../clients/client-sms.service.ts';
import { clientOfEmail } from '../clients/client-timeline.service.ts';
import type { Mailer } from '../notifications/mailer.service.ts';
import type { Texter } from '../notifications/texter.service.ts';
import { insertInvite, photographerFacts } from './reviews.repository.ts';

/** What inviting needs from the calling module's app: the outbox's channels and the site address. */
export interface ReviewInviteDeps {
  mailer: Mailer;
  /** Absent or unconfigured: email only. */
  sms?: Texter | undefined;
  publicUrl: string;
}

/** The real piece of work a review is about: a completed booking or a delivered gallery. */
export type ReviewSubject = {
  photographerId: string;
  /** The session type or the gallery's name, as the client knows it. */
  subject: string;
  clientName: string;
  clientEmail: string;
} & ({ bookingId: string } | { galleryId: string });

/**
 * Invites the client to review, in the caller's transaction (decision 264): the only way an
 * invitation, and so a review, comes to exist. Once per booking or gallery (the unique index:
 * a job that runs twice or a gallery delivered again invites nobody twice). No invitation
 * without a client's email, nor to the photographer's own address (nobody reviews themselves).
 * By email, and by SMS too where SMS is configured and the client agreed to texts.
 */
export async function inviteToReview(
  deps: ReviewInviteDeps,
  tx: Db,
  subject: ReviewSubject,
): Promise<boolean> {
  const email = subject.clientEmail.trim();
  if (!email) return false;
  const photographer = await photographerFacts(tx, subject.photographerId);
  if (!photographer || photographer.email.toLowerCase() === email.toLowerCase()) return false;
  const invite = await insertInvite(tx, {
    photographerId: subject.photographerId,
    bookingId: 'bookingId' in subject ? subject.bookingId : null,
    galleryId: 'galleryId' in subject ? subject.galleryId : null,
    subject: subject.subject,
    clientName: subject.clientName,
    clientEmail: email,
    token: newLinkToken(),
  });
  if (!invite) return false;
  const url = `${deps.publicUrl}${reviewLinkPath(invite.token)}`;
  const from = photographer.name || 'Your photographer';
  const client = await clientOfEmail(tx, subject.photographerId, email);
  await deps.mailer.send(
    {
      to: email,
      template: 'review-invitation',
      content: reviewInvitationEmail({ clientName: subject.clientName, from, subject: subject.subject, url }),
      meta: { reviewInviteId: invite.id, photographerId: subject.photographerId },
      onBehalfOf: { name: from },
      ...client,
    },
    { db: tx },
  );
  const sms =
    deps.sms?.configured && client.clientId
      ? await smsRecipient(tx, subject.photographerId, client.clientId)
      : undefined;
  if (deps.sms && sms) {
    const stop = `${deps.publicUrl}${smsStopPath(sms.stopToken)}`;
    await deps.sms.send(
      {
        to: sms.phone,
        text: plainSmsText(
          `How was ${subject.subject} with ${from}? Rate them 1-5: ${url} Stop SMS: ${stop}`,
        ),
        template: 'review-invitation-sms',
        label: 'Review invitation (SMS)',
        clientId: client.clientId,
        dedupeKey: `review-invitation:${invite.id}`,
        meta: { reviewInviteId: invite.id, photographerId: subject.photographerId },
      },
      { db: tx },
    );
  }
  return true;
}
