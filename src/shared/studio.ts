import { z } from 'zod';

/**
 * The studio overview (decision 196): what waits for an approved photographer, read in one
 * call from the modules that own each thing. Every list carries its first few items (each a
 * link on the page) and how many there are in all.
 */
export const STUDIO_API = { overview: '/api/studio/overview' } as const;

/** How many items of each list the overview shows; the rest are behind the tool's own page. */
export const OVERVIEW_ITEMS = 5;

export const overviewSessionSchema = z.object({
  id: z.uuid(),
  type: z.string(),
  clientName: z.string(),
  startsAt: z.string(),
  status: z.enum(['pending', 'confirmed']),
});
export type OverviewSession = z.infer<typeof overviewSessionSchema>;

export const overviewContractSchema = z.object({
  id: z.uuid(),
  title: z.string(),
  clientName: z.string(),
  clientSignedAt: z.string(),
});
export type OverviewContract = z.infer<typeof overviewContractSchema>;

export const overviewInvoiceSchema = z.object({
  id: z.uuid(),
  number: z.string().nullable(),
  clientName: z.string(),
  balanceKobo: z.number().int(),
  dueDate: z.string(),
  overdue: z.boolean(),
});
export type OverviewInvoice = z.infer<typeof overviewInvoiceSchema>;

export const overviewLeadSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  email: z.string(),
  source: z.string(),
  lastContactAt: z.string(),
});
export type OverviewLead = z.infer<typeof overviewLeadSchema>;

export const overviewSelectionSchema = z.object({
  galleryId: z.uuid(),
  galleryName: z.string(),
  email: z.string(),
  photoCount: z.number().int(),
  submittedAt: z.string(),
});
export type OverviewSelection = z.infer<typeof overviewSelectionSchema>;

export const overviewFollowUpSchema = z.object({
  id: z.uuid(),
  clientId: z.uuid(),
  clientName: z.string(),
  dueOn: z.string(),
  note: z.string(),
});
export type OverviewFollowUp = z.infer<typeof overviewFollowUpSchema>;

const listOf = <T extends z.ZodType>(item: T) => z.object({ items: z.array(item), total: z.number().int() });

/** A list of the overview: its first OVERVIEW_ITEMS items and the count of all of them. */
export interface OverviewList<T> {
  items: T[];
  total: number;
}

/** A list from rows that each carry the count of all matching rows (`count(*) over ()`). */
export function overviewListOf<R extends { total: number }, T>(
  rows: R[],
  item: (row: R) => T,
): OverviewList<T> {
  return { items: rows.map(item), total: rows[0]?.total ?? 0 };
}

export const studioOverviewSchema = z.object({
  /** Today in Lagos, YYYY-MM-DD. */
  today: z.string(),
  sessionsToday: listOf(overviewSessionSchema),
  /** After today, up to the end of Sunday. */
  sessionsLaterThisWeek: listOf(overviewSessionSchema),
  bookingsToConfirm: listOf(overviewSessionSchema),
  contractsToCountersign: listOf(overviewContractSchema),
  unpaidInvoices: listOf(overviewInvoiceSchema).extend({
    outstandingKobo: z.number().int(),
    overdueKobo: z.number().int(),
  }),
  leads: listOf(overviewLeadSchema),
  newSelections: listOf(overviewSelectionSchema),
  /** Open follow-ups due today or earlier (Lagos), oldest first. */
  followUpsDue: listOf(overviewFollowUpSchema),
});
export type StudioOverview = z.infer<typeof studioOverviewSchema>;
