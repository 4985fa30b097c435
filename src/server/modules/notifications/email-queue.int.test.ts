import { createElement, Fragment } from 'react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailsTo, type SignedInUser, signInAs } from '../../../../tests/auth-helpers.ts';
import { type SmtpCapture, startSmtpCapture } from '../../../../tests/smtp-capture.ts';
import { createTestApp, type TestApp } from '../../../../tests/test-app.ts';
import { ADMIN_CONTENT_API } from '../../../shared/content-admin.ts';
import { EMAIL_LOG_API, type OutboxEntry } from '../../../shared/outbox.ts';
import { newsletterSubscribers } from '../../db/schema/index.ts';
import { withTransaction } from '../../db/transaction.ts';
import { Paragraph, Title } from '../../emails/layout.tsx';
import { fanOutIssue } from '../newsletter/newsletter.service.ts';
import { DELIVERY_JOB_OPTIONS } from './notification-delivery.ts';
import { findOutboxRow } from './outbox.repository.ts';

const content = {
  subject: 'Your invoice INV-0001',
  body: createElement(
    Fragment,
    null,
    createElement(Title, null, 'Invoice from Adaeze Lens'),
    createElement(Paragraph, null, 'Amount due: ₦45,000.00.'),
  ),
};

describe('email through the queue, over SMTP', () => {
  let smtp: SmtpCapture;
  let t: TestApp;
  let admin: SignedInUser;

  beforeAll(async () => {
    smtp = await startSmtpCapture();
    t = await createTestApp({ smtpUrl: smtp.url });
    admin = await signInAs(t.app, 'superAdmin');
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  const receivedBy = (to: string) =>
    smtp.received.filter((m) => (m.to && 'text' in m.to ? m.to.text : '').includes(to));

  it('sends nothing, and logs nothing, for a change that rolled back', async () => {
    await expect(
      withTransaction(t.app.db, async (tx) => {
        await t.app.mailer.send({ to: 'rolled@example.ng', template: 'invoice', content }, { db: tx });
        throw new Error('the invoice could not be saved');
      }),
    ).rejects.toThrow('the invoice could not be saved');
    expect(await emailsTo(t.app, 'rolled@example.ng')).toEqual([]);
    expect(receivedBy('rolled@example.ng')).toEqual([]);
  });

  it('delivers an email queued in a transaction once the transaction commits', async () => {
    const row = await withTransaction(t.app.db, (tx) =>
      t.app.mailer.send({ to: 'kept@example.ng', template: 'invoice', content }, { db: tx }),
    );
    expect(row.status).toBe('queued');
    expect(receivedBy('kept@example.ng')).toHaveLength(1);
    expect(await findOutboxRow(t.app.db, row.id)).toMatchObject({ status: 'sent', transport: 'smtp' });
  });

  it('retries a refused email, marks it failed with the reason, and Resend delivers it', async () => {
    smtp.refuse('Mailbox full');
    try {
      // Inline (tests), the last failed retry makes the send fail too.
      await expect(
        t.app.mailer.send({ to: 'full@example.ng', template: 'invoice', content }),
      ).rejects.toThrow('Mailbox full');
    } finally {
      smtp.refuse(null);
    }
    const [row] = await t.app.database.query<{ id: string }>(
      `select id from notification_outbox where "to" = 'full@example.ng'`,
    );
    const failedId = row!.id;
    const failed = await findOutboxRow(t.app.db, failedId);
    expect(failed).toMatchObject({ status: 'failed' });
    expect(failed!.error).toContain('Mailbox full');
    // Every attempt the queue allows was made: the first and each retry.
    expect(failed!.meta?.attempts).toBe(DELIVERY_JOB_OPTIONS.retryLimit + 1);
    expect(receivedBy('full@example.ng')).toHaveLength(0);

    const log = await t.app.inject({ method: 'GET', url: EMAIL_LOG_API.list, headers: admin.headers });
    const entry = (log.json().emails as OutboxEntry[]).find((e) => e.id === failedId);
    expect(entry).toMatchObject({ status: 'failed', to: 'full@example.ng' });
    expect(entry!.error).toContain('Mailbox full');

    const resent = await t.app.inject({
      method: 'POST',
      url: EMAIL_LOG_API.resend(failedId),
      headers: admin.headers,
    });
    expect(resent.statusCode).toBe(201);
    expect(resent.json().email).toMatchObject({ to: 'full@example.ng', status: 'sent', error: null });
    expect(receivedBy('full@example.ng')).toHaveLength(1);
    // The failure stays in the log as it happened.
    expect((await findOutboxRow(t.app.db, failedId))!.status).toBe('failed');
  });

  it('answers 404 to a Resend of an email that is not in the log', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: EMAIL_LOG_API.resend('00000000-0000-4000-8000-000000000000'),
      headers: admin.headers,
    });
    expect(res.statusCode).toBe(404);
  });
});

describe('newsletter issues fan out in jobs', () => {
  let t: TestApp;
  const N = 120; // more than one batch of 100

  beforeAll(async () => {
    t = await createTestApp({ smtpUrl: undefined });
    await t.app.db.insert(newsletterSubscribers).values(
      Array.from({ length: N }, (_, i) => ({
        email: `reader${i}@example.ng`,
        status: 'confirmed' as const,
        unsubscribeToken: `token-${i}`,
      })),
    );
    await t.app.db
      .insert(newsletterSubscribers)
      .values({ email: 'left@example.ng', status: 'unsubscribed', unsubscribeToken: 'token-left' });
  });
  afterAll(() => t.close());

  const issueEmails = () =>
    t.app.database.query<{ to: string; issue: string }>(
      `select "to", meta->>'issueId' as issue from notification_outbox where template = 'newsletter-issue'`,
    );

  it('sends one email to each confirmed subscriber, once, even when a job runs again', async () => {
    const admin = await signInAs(t.app, 'superAdmin');
    const res = await t.app.inject({
      method: 'POST',
      url: ADMIN_CONTENT_API.newsletterIssues,
      headers: admin.headers,
      payload: { subject: 'April tips', body: 'Light from the side.' },
    });
    expect(res.statusCode).toBe(202);
    expect(res.json()).toEqual({ recipients: N });

    const emails = await issueEmails();
    expect(new Set(emails.map((e) => e.to)).size).toBe(N);
    expect(emails).toHaveLength(N);
    expect(emails.some((e) => e.to === 'left@example.ng')).toBe(false);

    // A repeated issue job (a retry, an admin's Retry) sends nobody the issue twice.
    const issueId = emails[0]!.issue;
    await fanOutIssue(
      { db: t.app.db, mailer: t.app.mailer, log: t.app.log, publicUrl: t.config.publicUrl, jobs: t.app.jobs },
      {
        issueId,
        issue: { subject: 'April tips', body: 'Light from the side.' },
      },
    );
    expect(await issueEmails()).toHaveLength(N);
    // Over a hundred emails rendered, logged and delivered inline: slow on a loaded CI runner.
  }, 120_000);
});
