import { CONTRACT_MESSAGES, type Contract, unfilledPlaceholders } from '../../../shared/contracts.ts';
import { formatDate, lagosDate } from '../../../shared/lagos-time.ts';
import { withTransaction } from '../../db/transaction.ts';
import { contractSentEmail, contractVoidedEmail } from '../../emails/contract-emails.tsx';
import { clock } from '../../lib/clock.ts';
import { badRequest, conflict, notFound } from '../../lib/http-error.ts';
import { newLinkToken } from '../../lib/token-link.ts';
import { recordClientEvent } from '../clients/client-timeline.service.ts';
import { ownBooking } from '../scheduling/booking-links.service.ts';
import { bookingOfClient } from './contract-bookings.service.ts';
import {
  type ContractsDeps,
  frozenTextOf,
  link,
  type Origin,
  sha256,
  toContract,
  today,
  trail,
  who,
} from './contract-context.ts';
import { lockContract, updateContract } from './contracts.repository.ts';

/** Send to Client (the text frozen with its hash, decision 131) and Void. */

export async function sendContract(
  deps: ContractsDeps,
  photographerId: string,
  id: string,
  origin: Origin,
): Promise<Contract> {
  return withTransaction(deps.db, async (tx) => {
    const row = await lockContract(tx, photographerId, id);
    if (!row) throw notFound(CONTRACT_MESSAGES.notFound);
    if (row.status !== 'draft') throw conflict(CONTRACT_MESSAGES.onlyDrafts);
    if (unfilledPlaceholders(row.content).length) throw badRequest(CONTRACT_MESSAGES.unfilled);
    if (row.expiresOn && row.expiresOn < today()) throw badRequest(CONTRACT_MESSAGES.expiryPassed);
    if (row.bookingId) {
      // Derived again at send: the text was filled from the booking at the last save, so a
      // booking cancelled, moved or edited since then must be saved again first (decision 135).
      const b = await ownBooking(tx, photographerId, row.bookingId);
      if (!b?.active || !bookingOfClient(b, { id: row.clientId ?? '', email: row.clientEmail }))
        throw conflict(CONTRACT_MESSAGES.bookingInactive);
      if (b.updatedAt > row.updatedAt) throw conflict(CONTRACT_MESSAGES.bookingChanged);
    }
    const frozenText = frozenTextOf(row.title, row.content);
    const sent = await updateContract(tx, id, {
      status: 'sent',
      sentAt: clock.now(),
      token: newLinkToken(),
      frozenText,
      documentHash: sha256(frozenText),
    });
    const photographer = await who(tx, photographerId);
    await deps.mailer.send(
      {
        to: sent.clientEmail,
        template: 'contract-sent',
        content: contractSentEmail({
          clientName: sent.clientName,
          from: photographer.business,
          title: sent.title,
          expires: sent.expiresOn ? formatDate(sent.expiresOn) : 'soon',
          url: link(deps, sent.token!),
        }),
        meta: { contractId: sent.id },
        ...(sent.clientId ? { clientId: sent.clientId } : {}),
        onBehalfOf: photographer.onBehalfOf,
      },
      { db: tx },
    );
    await trail(tx, sent, 'sent', origin, photographer.name, `Sent to ${sent.clientEmail}`);
    await recordClientEvent(tx, {
      photographerId,
      ...(sent.clientId ? { clientId: sent.clientId } : { email: sent.clientEmail }),
      kind: 'contract_sent',
      summary: `Contract sent: ${sent.title}`,
      meta: { contractId: sent.id },
    });
    return toContract(deps, sent, photographer);
  });
}

export async function voidContract(
  deps: ContractsDeps,
  photographerId: string,
  id: string,
  reason: string,
  origin: Origin,
): Promise<Contract> {
  return withTransaction(deps.db, async (tx) => {
    const row = await lockContract(tx, photographerId, id);
    if (!row) throw notFound(CONTRACT_MESSAGES.notFound);
    if (row.status !== 'sent') throw conflict(CONTRACT_MESSAGES.onlySent);
    const voided = await updateContract(tx, id, {
      status: 'void',
      voidedAt: clock.now(),
      voidReason: reason,
    });
    const photographer = await who(tx, photographerId);
    await trail(tx, voided, 'voided', origin, photographer.name, reason);
    // The client had the link (and maybe signed): they hear of it, with the reason.
    await deps.mailer.send(
      {
        to: voided.clientEmail,
        template: 'contract-voided',
        content: contractVoidedEmail({
          clientName: voided.clientName,
          from: photographer.name,
          title: voided.title,
          reason,
          signedOn: row.clientSignedAt ? formatDate(lagosDate(row.clientSignedAt)) : null,
        }),
        meta: { contractId: voided.id },
        ...(voided.clientId ? { clientId: voided.clientId } : {}),
      },
      { db: tx },
    );
    return toContract(deps, voided, photographer);
  });
}
