import { z } from 'zod';
import { CONTACT_SUBJECTS, DEMO_INTERESTS, DEMO_ROLES } from './content.ts';

/** The admin Inbox of contact and demo requests (/admin/content, Inbox tab). */

export const inquirySchema = z.object({
  id: z.uuid(),
  kind: z.enum(['contact', 'demo']),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  subject: z.enum(CONTACT_SUBJECTS).nullable(),
  company: z.string(),
  role: z.enum(DEMO_ROLES).nullable(),
  interest: z.enum(DEMO_INTERESTS).nullable(),
  message: z.string(),
  readAt: z.string().nullable(),
  archivedAt: z.string().nullable(),
  createdAt: z.string(),
});
export type Inquiry = z.infer<typeof inquirySchema>;

export const INBOX_PAGE_SIZE = 20;

export const inboxQuerySchema = z.object({
  folder: z.enum(['inbox', 'archived']).default('inbox'),
  kind: z.enum(['contact', 'demo']).optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});

export const inboxResponseSchema = z.object({
  inquiries: inquirySchema.array(),
  total: z.number().int(),
  unread: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type InboxResponse = z.infer<typeof inboxResponseSchema>;

/** Mark read or unread, archive or restore. */
export const inquiryStateSchema = z
  .object({ read: z.boolean().optional(), archived: z.boolean().optional() })
  .refine((v) => v.read !== undefined || v.archived !== undefined, 'Say what to change: read or archived');

/** Labels for the spec's option values, shared by the forms, the Inbox and the emails. */
export const CONTACT_SUBJECT_LABELS: Record<(typeof CONTACT_SUBJECTS)[number], string> = {
  general: 'General inquiry',
  support: 'Technical support',
  billing: 'Billing question',
  partnership: 'Partnership',
  feedback: 'Feedback',
};
export const DEMO_ROLE_LABELS: Record<(typeof DEMO_ROLES)[number], string> = {
  photographer: 'Photographer',
  studio_owner: 'Studio owner',
  manager: 'Manager',
  client: 'Client',
  other: 'Other',
};
export const DEMO_INTEREST_LABELS: Record<(typeof DEMO_INTERESTS)[number], string> = {
  scheduling: 'Scheduling',
  galleries: 'Client galleries',
  invoicing: 'Invoicing and payments',
  contracts: 'Contracts',
  all: 'All features',
};
