import {
  AUTOMATED_EMAIL_KINDS,
  AUTOMATED_EMAILS,
  type AutomatedEmailKind,
  DEFAULT_TEMPLATE_KEYS,
  DEFAULT_TEMPLATES,
  type DefaultTemplateKey,
  EMAIL_TEMPLATE_MESSAGES,
  type EmailTemplate,
  type EmailTemplateInput,
  emailPlaceholders,
  firstNameOf,
  type Opening,
} from '../../../shared/email-templates.ts';
import type { Db } from '../../db/client.ts';
import { badRequest, conflict, notFound } from '../../lib/http-error.ts';
import {
  countDefaults,
  deleteCustomTemplate,
  deleteOpening,
  type EmailTemplateRow,
  findOpening,
  findTemplate,
  insertMissingDefaults,
  insertTemplate,
  listOpenings,
  listTemplates,
  saveOpening,
  updateTemplate,
} from './email-templates.repository.ts';

const isDefaultKey = (key: string | null): key is DefaultTemplateKey =>
  key !== null && (DEFAULT_TEMPLATE_KEYS as readonly string[]).includes(key);

function toTemplate(row: EmailTemplateRow): EmailTemplate {
  return {
    id: row.id,
    defaultKey: isDefaultKey(row.defaultKey) ? row.defaultKey : null,
    name: row.name,
    subject: row.subject,
    body: row.body,
  };
}

/** The photographer's templates; the five starting ones are created at the first visit. */
export async function templatesOf(db: Db, photographerId: string): Promise<EmailTemplate[]> {
  if ((await countDefaults(db, photographerId)) < DEFAULT_TEMPLATE_KEYS.length) {
    await insertMissingDefaults(
      db,
      photographerId,
      DEFAULT_TEMPLATE_KEYS.map((defaultKey) => ({ defaultKey, ...DEFAULT_TEMPLATES[defaultKey] })),
    );
  }
  // The starting ones in their own order (they are created together), then the photographer's own.
  const place = (t: EmailTemplate) =>
    t.defaultKey ? DEFAULT_TEMPLATE_KEYS.indexOf(t.defaultKey) : DEFAULT_TEMPLATE_KEYS.length;
  return (await listTemplates(db, photographerId)).map(toTemplate).sort((a, b) => place(a) - place(b));
}

export async function createTemplate(db: Db, photographerId: string, input: EmailTemplateInput) {
  return toTemplate(await insertTemplate(db, photographerId, input));
}

export async function editTemplate(db: Db, photographerId: string, id: string, input: EmailTemplateInput) {
  const row = await updateTemplate(db, photographerId, id, input);
  if (!row) throw notFound(EMAIL_TEMPLATE_MESSAGES.notFound);
  return toTemplate(row);
}

/** A starting template goes back to its original text; the photographer's own have none. */
export async function resetTemplate(db: Db, photographerId: string, id: string) {
  const row = await findTemplate(db, photographerId, id);
  if (!row) throw notFound(EMAIL_TEMPLATE_MESSAGES.notFound);
  if (!isDefaultKey(row.defaultKey)) throw conflict(EMAIL_TEMPLATE_MESSAGES.onlyDefaultsReset);
  return toTemplate((await updateTemplate(db, photographerId, id, DEFAULT_TEMPLATES[row.defaultKey]))!);
}

export async function removeTemplate(db: Db, photographerId: string, id: string): Promise<void> {
  if (await deleteCustomTemplate(db, photographerId, id)) return;
  if (await findTemplate(db, photographerId, id)) throw conflict(EMAIL_TEMPLATE_MESSAGES.onlyCustomDeleted);
  throw notFound(EMAIL_TEMPLATE_MESSAGES.notFound);
}

// ---------------------------------------------------------------- automated emails' openings

export async function openingsOf(db: Db, photographerId: string): Promise<Opening[]> {
  const saved = new Map((await listOpenings(db, photographerId)).map((o) => [o.kind, o.body]));
  return AUTOMATED_EMAIL_KINDS.map((kind) => ({
    kind,
    label: AUTOMATED_EMAILS[kind].label,
    placeholders: AUTOMATED_EMAILS[kind].placeholders,
    body: saved.get(kind) ?? '',
  }));
}

/**
 * Saves the photographer's opening of one automated email ('' brings the built-in one back). It
 * may use only the placeholders that email can fill, so an automated email never goes out with
 * a placeholder in it.
 */
export async function setOpening(db: Db, photographerId: string, kind: AutomatedEmailKind, body: string) {
  if (!body) {
    await deleteOpening(db, photographerId, kind);
    return;
  }
  const allowed = AUTOMATED_EMAILS[kind].placeholders;
  const unknown = emailPlaceholders.unfilled(body).filter((name) => !allowed.includes(name));
  if (unknown.length) {
    const message = `This email cannot fill ${unknown.map((n) => `{${n}}`).join(', ')}: use ${allowed
      .map((n) => `{${n}}`)
      .join(', ')}`;
    throw badRequest(message, { body: message });
  }
  await saveOpening(db, photographerId, kind, body);
}

/** The facts an automated email knows, from which its opening's placeholders are filled. */
export interface OpeningFacts {
  clientName: string;
  businessName: string;
  bookingDate?: string;
  invoiceLink?: string;
  galleryLink?: string;
}

/**
 * THE entry point of the automated emails (decision 283): the photographer's own opening of this
 * email, filled, or undefined for the built-in text (none saved, or a value missing). Call it with
 * the transaction handle the email is queued in.
 */
export async function openingFor(
  db: Db,
  photographerId: string,
  kind: AutomatedEmailKind,
  facts: OpeningFacts,
): Promise<string | undefined> {
  const body = await findOpening(db, photographerId, kind);
  if (!body) return undefined;
  const filled = emailPlaceholders.fill(body, {
    client_first_name: firstNameOf(facts.clientName),
    client_name: facts.clientName,
    business_name: facts.businessName,
    booking_date: facts.bookingDate,
    invoice_link: facts.invoiceLink,
    gallery_link: facts.galleryLink,
  });
  return emailPlaceholders.unfilled(filled).length ? undefined : filled;
}
