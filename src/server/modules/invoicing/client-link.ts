import type { Db } from '../../db/client.ts';

/**
 * THE ONE PLACE where invoicing meets the clients module (decision 114). The invoicing
 * plugin passes a ClientLink to the service; until the clients module is merged it is
 * `standaloneClientLink`, which only normalises the email. At merge the integrator wires it to
 * the clients service in one edit:
 *
 *   resolveClient: (tx, photographerId, c) =>
 *     c.clientId ? c.clientId : findOrCreateLead(tx, photographerId, { name: c.name, email: c.email }, 'invoice')
 *   recordEvent: (tx, photographerId, e) => recordClientEvent(tx, …)
 */
export interface ClientLink {
  /**
   * The client an invoice is for: the picked client's id, or the lead made from a typed-in
   * name and email (null while no clients module is wired in).
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
    event: { clientId: string | null; email: string; kind: string; summary: string; invoiceId: string },
  ): Promise<void>;
}

/** Emails are compared and stored lower-case and trimmed. */
export const normaliseEmail = (email: string) => email.trim().toLowerCase();

export const standaloneClientLink: ClientLink = {
  async resolveClient(_tx, _photographerId, client) {
    return client.clientId;
  },
  async recordEvent() {},
};
