import type { Viewer } from '../../../shared/accounts.ts';
import { CLIENT_MESSAGES, type ClientEmailInput } from '../../../shared/clients.ts';
import {
  EMAIL_TEMPLATE_MESSAGES,
  type EmailPreview,
  emailPlaceholders,
  firstNameOf,
} from '../../../shared/email-templates.ts';
import type { Db } from '../../db/client.ts';
import { withTransaction } from '../../db/transaction.ts';
import { clientMessageEmail } from '../../emails/client-emails.tsx';
import { badRequest, forbidden, notFound } from '../../lib/http-error.ts';
import { contactOf } from '../accounts/accounts.service.ts';
import type { Mailer } from '../notifications/mailer.service.ts';
import { sharedPlaceholders } from './client-registry.service.ts';
import { recordClientEvent } from './client-timeline.service.ts';
import { type ClientRow, findClient } from './clients.repository.ts';

export interface ClientEmailDeps {
  db: Db;
  mailer: Mailer;
  /** The site's address: the links placeholders fill are absolute. */
  publicUrl: string;
}

/**
 * The values Send Email fills a template with for this client (decision 282): the client, the
 * photographer's business, and what the other modules share with the client (the invoice to
 * pay, the gallery, the next session), each only when there is one.
 */
async function placeholderValues(deps: ClientEmailDeps, viewer: Viewer, client: ClientRow) {
  const contact = await contactOf(deps.db, viewer.userId);
  const shared = await sharedPlaceholders(deps.db, {
    id: client.id,
    photographerId: viewer.userId,
    email: client.email,
  });
  const absolute = Object.fromEntries(
    Object.entries(shared).map(([key, value]) => [
      key,
      value.startsWith('/') ? `${deps.publicUrl}${value}` : value,
    ]),
  );
  return {
    ...absolute,
    client_first_name: firstNameOf(client.name),
    client_name: client.name,
    client_email: client.email,
    business_name: contact?.name ?? '',
    photographer_name: `${viewer.firstName} ${viewer.lastName}`.trim(),
  };
}

async function fillFor(deps: ClientEmailDeps, viewer: Viewer, id: string, input: ClientEmailInput) {
  const client = await findClient(deps.db, viewer.userId, id);
  if (!client) throw notFound(CLIENT_MESSAGES.notFound);
  const values = await placeholderValues(deps, viewer, client);
  const subject = emailPlaceholders.fill(input.subject, values);
  const message = emailPlaceholders.fill(input.message, values);
  const unfilled = [
    ...new Set([...emailPlaceholders.unfilled(subject), ...emailPlaceholders.unfilled(message)]),
  ];
  return { client, preview: { subject, message, unfilled } };
}

/** The composer's preview: the text as this client will read it, and the placeholders left. */
export async function previewClientEmail(
  deps: ClientEmailDeps,
  viewer: Viewer,
  id: string,
  input: ClientEmailInput,
): Promise<EmailPreview> {
  return (await fillFor(deps, viewer, id, input)).preview;
}

/**
 * Send Email: the text filled with the client's values; a placeholder left unfilled refuses the
 * send (as a contract's do). A real email through the outbox, queued in the same transaction as
 * the timeline entry and the Last Contact it moves. A photographer who is not approved yet can
 * prepare clients, but nothing leaves for a client until approval.
 */
export async function sendClientEmail(
  deps: ClientEmailDeps,
  viewer: Viewer,
  id: string,
  input: ClientEmailInput,
): Promise<void> {
  const { client, preview } = await fillFor(deps, viewer, id, input);
  if (!viewer.isApproved) throw forbidden(CLIENT_MESSAGES.notApproved);
  if (preview.unfilled.length) {
    const message = EMAIL_TEMPLATE_MESSAGES.unfilled(preview.unfilled);
    const inSubject = emailPlaceholders.unfilled(preview.subject).length > 0;
    throw badRequest(message, inSubject ? { subject: message } : { message });
  }
  const photographerName = `${viewer.firstName} ${viewer.lastName}`.trim() || viewer.email;
  await withTransaction(deps.db, async (tx) => {
    const queued = await deps.mailer.send(
      {
        to: client.email,
        template: 'client-message',
        content: clientMessageEmail({
          clientName: client.name,
          subject: preview.subject,
          message: preview.message,
          photographerName,
          photographerEmail: viewer.email,
        }),
        headers: { 'Reply-To': viewer.email },
        meta: { clientId: client.id, photographerId: viewer.userId },
        clientId: client.id,
      },
      { db: tx },
    );
    await recordClientEvent(tx, {
      photographerId: viewer.userId,
      clientId: client.id,
      kind: 'email_sent',
      summary: preview.subject,
      // The timeline shows this entry with the email's state (client-history.service.ts).
      meta: { outboxId: queued.id },
    });
  });
}
