import { createHash, randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { NewsletterIssue } from '../../../shared/newsletter.ts';
import type { Db } from '../../db/client.ts';
import { withTransaction } from '../../db/transaction.ts';
import {
  newsletterConfirmEmail,
  newsletterIssueEmail,
  newsletterWelcomeEmail,
  withUnsubscribe,
} from '../../emails/newsletter-emails.tsx';
import type { EmailContent } from '../../emails/render.tsx';
import type { Jobs } from '../../jobs/job-queue.ts';
import { newLinkToken } from '../../lib/token-link.ts';
import type { Mailer } from '../notifications/mailer.service.ts';
import {
  countByStatus,
  findByConfirmTokenHash,
  findByEmail,
  findByUnsubscribeToken,
  findConfirmedByIds,
  insertSubscriber,
  listConfirmedIds,
  type SubscriberRow,
  updateSubscriber,
} from './newsletter.repository.ts';

export interface NewsletterDeps {
  db: Db;
  mailer: Mailer;
  log: FastifyBaseLogger;
  publicUrl: string;
}

/** A person who asks twice within this time gets one confirmation email, not two. */
const RESEND_AFTER_MS = 2 * 60 * 1000;

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

export const unsubscribeUrl = (publicUrl: string, token: string) =>
  `${publicUrl}/api/newsletter/unsubscribe?token=${encodeURIComponent(token)}`;

/**
 * Every email to a subscriber goes through here, so none can leave without the unsubscribe
 * link (the law and the inbox providers both expect it).
 */
export function sendToSubscriber(
  deps: NewsletterDeps,
  subscriber: Pick<SubscriberRow, 'email' | 'unsubscribeToken' | 'id'>,
  template: string,
  content: EmailContent,
  meta: Record<string, unknown> = {},
) {
  const link = unsubscribeUrl(deps.publicUrl, subscriber.unsubscribeToken);
  return deps.mailer.send(
    {
      to: subscriber.email,
      template,
      content: withUnsubscribe(content, link),
      meta: { ...meta, subscriberId: subscriber.id },
      // RFC 8058 one-click unsubscribe: mail apps show their own Unsubscribe button and POST here.
      headers: { 'List-Unsubscribe': `<${link}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
    },
    { db: deps.db },
  );
}

async function sendConfirmation(deps: NewsletterDeps, subscriber: SubscriberRow, confirmToken: string) {
  await deps.mailer.send(
    {
      to: subscriber.email,
      template: 'newsletter-confirm',
      content: newsletterConfirmEmail(
        `${deps.publicUrl}/api/newsletter/confirm?token=${encodeURIComponent(confirmToken)}`,
      ),
      meta: { subscriberId: subscriber.id },
    },
    { db: deps.db },
  );
}

/**
 * Subscribe: a new or returning address gets a confirmation link (double opt-in). The answer
 * is the same whether or not the address was known, so the form reveals nobody's subscription.
 */
export async function subscribe(deps: NewsletterDeps, rawEmail: string): Promise<void> {
  const email = rawEmail.trim().toLowerCase();
  const existing = await findByEmail(deps.db, email);
  if (existing?.status === 'confirmed') return;
  if (
    existing?.status === 'pending' &&
    existing.confirmationSentAt &&
    Date.now() - existing.confirmationSentAt.getTime() < RESEND_AFTER_MS
  ) {
    return;
  }
  const confirmToken = newLinkToken();
  const change = {
    status: 'pending' as const,
    confirmTokenHash: sha256(confirmToken),
    confirmationSentAt: new Date(),
  };
  // The subscriber row and its confirmation email commit together.
  await withTransaction(deps.db, async (tx) => {
    const row = existing
      ? await updateSubscriber(tx, existing.id, { ...change, unsubscribedAt: null })
      : await insertSubscriber(tx, { email, unsubscribeToken: newLinkToken(), ...change });
    // No row: someone subscribed this address a moment ago, and their confirmation is on its way.
    if (row) await sendConfirmation({ ...deps, db: tx }, row, confirmToken);
  });
}

export type ConfirmResult = 'confirmed' | 'invalid';

/** Whether a confirmation link is still good, without acting on it (the page a GET shows). */
export async function isConfirmTokenValid(db: Db, token: string): Promise<boolean> {
  return (await findByConfirmTokenHash(db, sha256(token))) !== undefined;
}

export async function confirm(deps: NewsletterDeps, token: string): Promise<ConfirmResult> {
  const row = await findByConfirmTokenHash(deps.db, sha256(token));
  if (!row) return 'invalid';
  // The confirmation and the welcome email commit together.
  await withTransaction(deps.db, async (tx) => {
    const confirmed = await updateSubscriber(tx, row.id, {
      status: 'confirmed',
      confirmedAt: new Date(),
      confirmTokenHash: null,
    });
    if (!confirmed) return;
    await sendToSubscriber(
      { ...deps, db: tx },
      confirmed,
      'newsletter-welcome',
      newsletterWelcomeEmail(`${deps.publicUrl}/blog`),
    );
  });
  return 'confirmed';
}

/** Unsubscribe by the link's token; unknown tokens say so, repeat clicks are harmless. */
export async function unsubscribe(deps: NewsletterDeps, token: string): Promise<SubscriberRow | undefined> {
  const row = await findByUnsubscribeToken(deps.db, token);
  if (!row) return undefined;
  if (row.status === 'unsubscribed') return row;
  return updateSubscriber(deps.db, row.id, {
    status: 'unsubscribed',
    unsubscribedAt: new Date(),
    confirmTokenHash: null,
  });
}

export async function findSubscriberByUnsubscribeToken(db: Db, token: string) {
  return findByUnsubscribeToken(db, token);
}

export const subscriberCounts = (db: Db) => countByStatus(db);

/** Queues fanning an issue out to its subscribers, in batches of this many per job. */
export const NEWSLETTER_ISSUE_JOB = 'newsletter-issue';
export const NEWSLETTER_BATCH_JOB = 'newsletter-batch';
export const NEWSLETTER_BATCH_SIZE = 100;

/** Job data is JSON: the issue as the admin wrote it, made into an email by each batch. */
export interface IssueJob {
  issueId: string;
  issue: NewsletterIssue;
}
export interface BatchJob extends IssueJob {
  subscriberIds: string[];
}

/**
 * Sends an issue: the request only queues one job; that job splits the confirmed subscribers
 * into batch jobs, and each batch queues one email per subscriber (each delivered, and retried,
 * by the email job). Returns how many subscribers the issue is for.
 */
export async function sendIssue(
  deps: NewsletterDeps & { jobs: Pick<Jobs, 'send'> },
  issue: NewsletterIssue,
): Promise<{ recipients: number }> {
  const { confirmed } = await countByStatus(deps.db);
  await deps.jobs.send<IssueJob>(NEWSLETTER_ISSUE_JOB, { issueId: randomUUID(), issue });
  return { recipients: confirmed };
}

/** The issue job: one batch job per NEWSLETTER_BATCH_SIZE confirmed subscribers. */
export async function fanOutIssue(deps: NewsletterDeps & { jobs: Pick<Jobs, 'send'> }, job: IssueJob) {
  const ids = await listConfirmedIds(deps.db);
  for (let i = 0; i < ids.length; i += NEWSLETTER_BATCH_SIZE) {
    await deps.jobs.send<BatchJob>(NEWSLETTER_BATCH_JOB, {
      ...job,
      subscriberIds: ids.slice(i, i + NEWSLETTER_BATCH_SIZE),
    });
  }
}

/**
 * A batch job: queues the issue for each subscriber still confirmed, in one transaction.
 * Idempotent: subscribers who already have this issue in the email log are skipped, so a
 * repeated batch (a retry, an admin's Retry) sends nobody the issue twice.
 */
export async function sendIssueBatch(deps: NewsletterDeps, job: BatchJob) {
  const content = newsletterIssueEmail(job.issue);
  await withTransaction(deps.db, async (tx) => {
    const done = await deps.mailer.recipientsWithMeta(tx, 'issueId', job.issueId);
    for (const subscriber of await findConfirmedByIds(tx, job.subscriberIds)) {
      if (done.has(subscriber.email)) continue;
      await sendToSubscriber({ ...deps, db: tx }, subscriber, 'newsletter-issue', content, {
        issueId: job.issueId,
      });
    }
  });
}
