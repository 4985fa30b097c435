import type { FastifyBaseLogger } from 'fastify';
import { normalisePhone } from '../../../shared/clients.ts';
import type { ContactPhotographerInput } from '../../../shared/marketplace.ts';
import type { Db } from '../../db/client.ts';
import { withTransaction } from '../../db/transaction.ts';
import { photographerContactEmail } from '../../emails/marketplace-emails.tsx';
import { notFound } from '../../lib/http-error.ts';
import { findOrCreateLead, recordClientEvent } from '../clients/client-timeline.service.ts';
import type { Mailer } from '../notifications/mailer.service.ts';
import { PROFILE_NOT_FOUND } from './directory.service.ts';
import { findPublicBySlug } from './marketplace.repository.ts';

export interface ContactDeps {
  db: Db;
  mailer: Mailer;
  log: FastifyBaseLogger;
  publicUrl: string;
}

export const CONTACT_SENT_MESSAGE = 'Message sent. The photographer will reply to you by email.';

/**
 * A visitor's message to a listed photographer, emailed to the photographer's account address.
 * The visitor never sees that address; the email carries the visitor's own address so the
 * photographer replies directly (decision 042). The visitor becomes a lead in the photographer's
 * clients, with the enquiry on their timeline (decision 100).
 */
export async function contactPhotographer(
  deps: ContactDeps,
  slug: string,
  input: ContactPhotographerInput,
  meta: { ip: string },
): Promise<void> {
  const photographer = await findPublicBySlug(deps.db, slug);
  if (!photographer) throw notFound(PROFILE_NOT_FOUND);
  if (input.website?.trim()) {
    // A bot filled in the hidden field: it gets the same answer, and nothing is sent.
    deps.log.info({ ip: meta.ip, slug }, 'photographer contact honeypot filled; dropped');
    return;
  }
  // Queued, not sent: delivery and its retries happen in the email job (decision 065). The
  // enquiry also lands in the photographer's clients as a lead (or on the existing client's
  // timeline), in the same transaction as the email.
  await withTransaction(deps.db, async (tx) => {
    const { client } = await findOrCreateLead(
      tx,
      photographer.userId,
      { name: input.name, email: input.email, phone: normalisePhone(input.phone ?? '') ?? '' },
      'enquiry',
    );
    await recordClientEvent(tx, {
      photographerId: photographer.userId,
      clientId: client.id,
      kind: 'enquiry',
      summary: [input.eventDate ? `Date in mind: ${input.eventDate}.` : '', input.message]
        .filter(Boolean)
        .join(' '),
    });
    await deps.mailer.send(
      {
        to: photographer.email,
        template: 'marketplace-contact',
        content: photographerContactEmail({
          ...input,
          businessName: photographer.businessName,
          profileUrl: `${deps.publicUrl}/photographers/${photographer.slug}`,
        }),
        meta: { slug, fromEmail: input.email },
      },
      { db: tx },
    );
  });
}
