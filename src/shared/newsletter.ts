import { z } from 'zod';
import { safeText } from './text.ts';

/** The newsletter's admin side: subscriber figures and sending an issue. */

export const subscriberCountsSchema = z.object({
  pending: z.number().int(),
  confirmed: z.number().int(),
  unsubscribed: z.number().int(),
});
export type SubscriberCounts = z.infer<typeof subscriberCountsSchema>;

export const newsletterIssueSchema = z.object({
  subject: safeText().trim().min(1, 'Subject is required').max(160),
  /** Plain text; a blank line starts a new paragraph. */
  body: safeText().trim().min(1, 'Write the newsletter text').max(20_000),
});
export type NewsletterIssue = z.infer<typeof newsletterIssueSchema>;
