import { z } from 'zod';
import { calendarDate } from './calendar-dates.ts';
import { safeText } from './text.ts';

/**
 * Follow-ups: a reminder the photographer sets on a client ("send the quote on Friday"), due on
 * a Lagos calendar date. Due ones show on the studio overview and the client's page, and an
 * 08:00 Lagos email lists them on the mornings they are due.
 */
export const FOLLOW_UPS_API = {
  ofClient: (clientId: string) => `/api/follow-ups/clients/${clientId}`,
  done: (id: string) => `/api/follow-ups/${id}/done`,
  snooze: (id: string) => `/api/follow-ups/${id}/snooze`,
} as const;

export const FOLLOW_UP_MESSAGES = {
  created: 'Follow-up added',
  done: 'Follow-up done',
  snoozed: (date: string) => `Follow-up moved to ${date}`,
  notFound: 'Follow-up not found',
  noteRequired: 'Write what to follow up on',
  alreadyDone: 'This follow-up is already done',
  pastDate: 'Choose today or a later date',
} as const;

/** The snooze presets: a day, a week. */
export const SNOOZE_PRESETS = [
  { days: 1, label: 'Tomorrow' },
  { days: 7, label: 'In a week' },
] as const;

export const followUpInputSchema = z.object({
  dueOn: calendarDate(),
  note: safeText().trim().min(1, FOLLOW_UP_MESSAGES.noteRequired).max(500, 'Use at most 500 characters'),
});
export type FollowUpInput = z.infer<typeof followUpInputSchema>;

export const snoozeInputSchema = z.object({ dueOn: calendarDate() });
export type SnoozeInput = z.infer<typeof snoozeInputSchema>;

export const followUpSchema = z.object({
  id: z.uuid(),
  clientId: z.uuid(),
  clientName: z.string(),
  dueOn: z.string(),
  note: z.string(),
  doneAt: z.string().nullable(),
  /** Due today or earlier (Lagos) and not done. */
  due: z.boolean(),
});
export type FollowUp = z.infer<typeof followUpSchema>;

export const clientFollowUpsSchema = z.object({
  /** Today in Lagos, YYYY-MM-DD: the first date the form offers. */
  today: z.string(),
  open: followUpSchema.array(),
  /** The most recently done, newest first. */
  done: followUpSchema.array(),
});
export type ClientFollowUps = z.infer<typeof clientFollowUpsSchema>;
