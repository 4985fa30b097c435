import type { FastifyBaseLogger } from 'fastify';
import type { ContactMessageInput, DemoRequestInput } from '../../../shared/content.ts';
import {
  CONTACT_SUBJECT_LABELS,
  DEMO_INTEREST_LABELS,
  DEMO_ROLE_LABELS,
  INBOX_PAGE_SIZE,
  type InboxResponse,
  type Inquiry,
} from '../../../shared/inquiries.ts';
import type { Db } from '../../db/client.ts';
import { withTransaction } from '../../db/transaction.ts';
import { type Detail, inquiryNoticeEmail } from '../../emails/inquiry-emails.tsx';
import { notFound } from '../../lib/http-error.ts';
import { getSiteSettings } from '../content/site-content.service.ts';
import type { Mailer } from '../notifications/mailer.service.ts';
import {
  deleteInquiry,
  type InboxFolder,
  type InquiryRow,
  insertInquiry,
  listInquiries,
  updateInquiryState,
} from './inquiries.repository.ts';

export interface InquiryDeps {
  db: Db;
  mailer: Mailer;
  log: FastifyBaseLogger;
  publicUrl: string;
}

export interface RequestMeta {
  ip: string;
  userAgent: string | undefined;
}

/** A filled-in honeypot means a bot: it gets the same success answer, and nothing is kept. */
export const isBot = (input: { website?: string | undefined }) => Boolean(input.website?.trim());

function toInquiry(row: InquiryRow): Inquiry {
  return {
    id: row.id,
    kind: row.kind,
    name: row.name,
    email: row.email,
    phone: row.phone,
    subject: row.subject as Inquiry['subject'],
    company: row.company,
    role: row.role as Inquiry['role'],
    interest: row.interest as Inquiry['interest'],
    message: row.message,
    readAt: row.readAt?.toISOString() ?? null,
    archivedAt: row.archivedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

/**
 * Tells the team: an email to the site's contact address, queued through `tx` with the
 * message itself, so the Inbox entry and its email are kept together or not at all. Delivery
 * (and its retries) happens in the email job, never in the visitor's request.
 */
async function notifyTeam(
  deps: InquiryDeps,
  tx: Db,
  row: InquiryRow,
  notice: { subject: string; intro: string; details: Detail[] },
) {
  const settings = await getSiteSettings(tx);
  await deps.mailer.send(
    {
      to: settings.contactEmail,
      template: `inquiry-${row.kind}`,
      content: inquiryNoticeEmail({
        ...notice,
        message: row.message,
        name: row.name,
        email: row.email,
        inboxUrl: `${deps.publicUrl}/admin/content?tab=inbox`,
      }),
      meta: { inquiryId: row.id },
    },
    { db: tx },
  );
}

export async function submitContact(deps: InquiryDeps, input: ContactMessageInput, meta: RequestMeta) {
  if (isBot(input)) {
    deps.log.info({ ip: meta.ip }, 'contact form honeypot filled; dropped');
    return;
  }
  await withTransaction(deps.db, async (tx) => {
    const row = await insertInquiry(tx, {
      kind: 'contact',
      name: input.name,
      email: input.email.toLowerCase(),
      phone: input.phone ?? '',
      subject: input.subject ?? null,
      message: input.message,
      ipAddress: meta.ip,
      userAgent: meta.userAgent?.slice(0, 400) ?? null,
    });
    const subjectLabel = input.subject ? CONTACT_SUBJECT_LABELS[input.subject] : 'Message';
    await notifyTeam(deps, tx, row, {
      subject: `${subjectLabel} from ${input.name}`,
      intro: `${input.name} sent a message through the contact form.`,
      details: [
        ['Email', row.email],
        ['Phone', row.phone],
        ['Subject', input.subject ? subjectLabel : ''],
      ],
    });
  });
}

export async function submitDemoRequest(deps: InquiryDeps, input: DemoRequestInput, meta: RequestMeta) {
  if (isBot(input)) {
    deps.log.info({ ip: meta.ip }, 'demo form honeypot filled; dropped');
    return;
  }
  await withTransaction(deps.db, async (tx) => {
    const row = await insertInquiry(tx, {
      kind: 'demo',
      name: input.name,
      email: input.email.toLowerCase(),
      phone: input.phone ?? '',
      company: input.company ?? '',
      role: input.role ?? null,
      interest: input.interest ?? null,
      message: input.message ?? '',
      ipAddress: meta.ip,
      userAgent: meta.userAgent?.slice(0, 400) ?? null,
    });
    await notifyTeam(deps, tx, row, {
      subject: `Demo request from ${input.name}`,
      intro: `${input.name} asked for a demo of the platform.`,
      details: [
        ['Email', row.email],
        ['Phone', row.phone],
        ['Company', row.company],
        ['Role', input.role ? DEMO_ROLE_LABELS[input.role] : ''],
        ['Interested in', input.interest ? DEMO_INTEREST_LABELS[input.interest] : ''],
      ],
    });
  });
}

export async function getInbox(
  db: Db,
  folder: InboxFolder,
  kind: 'contact' | 'demo' | undefined,
  page: number,
): Promise<InboxResponse> {
  const { rows, total, unread } = await listInquiries(
    db,
    folder,
    kind,
    INBOX_PAGE_SIZE,
    (page - 1) * INBOX_PAGE_SIZE,
  );
  return { inquiries: rows.map(toInquiry), total, unread, page, pageSize: INBOX_PAGE_SIZE };
}

export async function changeInquiryState(db: Db, id: string, change: { read?: boolean; archived?: boolean }) {
  const now = new Date();
  const state: { readAt?: Date | null; archivedAt?: Date | null } = {};
  if (change.read !== undefined) state.readAt = change.read ? now : null;
  // Archiving is a decision about a message, so it counts as having read it.
  if (change.archived !== undefined) {
    state.archivedAt = change.archived ? now : null;
    if (change.archived && change.read === undefined) state.readAt = now;
  }
  const row = await updateInquiryState(db, id, state);
  if (!row) throw notFound('This message no longer exists.');
  return toInquiry(row);
}

export async function removeInquiry(db: Db, id: string) {
  if (!(await deleteInquiry(db, id))) throw notFound('This message no longer exists.');
}
