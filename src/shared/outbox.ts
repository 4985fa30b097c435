import { z } from 'zod';

/** Where a logged email stands; `stored` is how earlier versions marked outbox emails. */
export const emailStatus = z.enum(['queued', 'sent', 'failed', 'stored']);
export type EmailStatus = z.infer<typeof emailStatus>;

export const outboxEntry = z.object({
  id: z.uuid(),
  /** An email, or an SMS (decision 271): the same log, queue, retries and states. */
  channel: z.enum(['email', 'sms']),
  to: z.string(),
  subject: z.string(),
  template: z.string(),
  transport: z.enum(['outbox', 'smtp', 'termii']),
  /** SMS: the parts it costs; null for an email. */
  parts: z.number().int().nullable(),
  status: emailStatus,
  /** Why the last attempt failed (kept while retries go on, and on `failed`). */
  error: z.string().nullable(),
  text: z.string(),
  createdAt: z.string(),
});
export type OutboxEntry = z.infer<typeof outboxEntry>;

export const emailLogQuery = z.object({ limit: z.coerce.number().int().min(1).max(200).default(50) });
export const emailLogResponse = z.object({ emails: z.array(outboxEntry) });
export const emailIdParams = z.object({ emailId: z.uuid('Unknown email') });
export const resendEmailResponse = z.object({ email: outboxEntry });

/** A background job that used up its retries, for the admin's Failed jobs list. */
export const failedJob = z.object({
  id: z.uuid(),
  queue: z.string(),
  error: z.string(),
  failedAt: z.string(),
  attempts: z.number().int(),
});
export type FailedJobView = z.infer<typeof failedJob>;
export const failedJobsResponse = z.object({ jobs: z.array(failedJob), running: z.boolean() });
export const jobIdParams = z.object({ jobId: z.uuid('Unknown job') });

/** The email log and failed jobs in the admin dashboard. */
export const EMAIL_LOG_API = {
  list: '/api/admin/outbox',
  resend: (emailId: string) => `/api/admin/outbox/${emailId}/resend`,
  failedJobs: '/api/admin/jobs/failed',
  retryJob: (jobId: string) => `/api/admin/jobs/${jobId}/retry`,
};
