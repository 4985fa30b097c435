import type { ClientEventKind } from '../../../shared/clients-api.ts';
import type { Db } from '../../db/client.ts';

import { findOrCreateLead, recordClientEvent } from '../clients/client-timeline.service.ts';

/**
 * THE ONE PLACE where invoicing meets the clients module (decision 114): the service receives a
 * ClientLink, so invoicing's rules never reach into the clients module and tests can swap it.
 */
export interface ClientLink {
  /**
   * The client an invoice is for: the picked client's id, or the lead made from a typed-in
   * name and email.
   */
  resolveClient(
    tx: Db,
    photographerId: string,
    client: { clientId: string | null; name: string; email: string },
  ): Promise<string | null>;
  /** An entry on the client's timeline (invoice sent, reminder sent, paid, voided…). */
  recordEvent(
    tx: Db,
    photographerId: string,
    event: {
      clientId: string | null;
      email: string;
      kind: ClientEventKind;
      summary: string;
      invoiceId: string;
    },
  ): Promise<void>;
}

/** Emails are compared and stored lower-case and trimmed. */
export const normaliseEmail = (email: string) => email.trim().toLowerCase();

/**
 * The clients module: a typed-in client becomes (or is matched to) a lead of this photographer,
 * and every invoice event goes on that client's timeline (sent, reminded and paid also move
 * Last Contact).
 */
export const clientsModuleLink: ClientLink = {
  async resolveClient(tx, photographerId, client) {
    if (client.clientId) return client.clientId;
    const { client: lead } = await findOrCreateLead(
      tx,
      photographerId,
      { name: client.name, email: client.email },
      'invoice',
    );
    return lead.id;
  },
  async recordEvent(tx, photographerId, event) {
    await recordClientEvent(tx, {
      photographerId,
      ...(event.clientId ? { clientId: event.clientId } : { email: event.email }),
      kind: event.kind,
      summary: event.summary,
      meta: { invoiceId: event.invoiceId },
    });
  },
};
