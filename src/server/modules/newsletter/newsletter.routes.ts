import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { newsletterSubscribeSchema } from '../../../shared/content.ts';
import { newsletterIssueSchema, subscriberCountsSchema } from '../../../shared/newsletter.ts';
import { getSiteSettings } from '../content/site-content.service.ts';
import { FORM_RATE_LIMIT, registerFormRateLimit } from '../inquiries/form-rate-limit.ts';
import { isBot } from '../inquiries/inquiries.service.ts';
import {
  type BatchJob,
  confirm,
  fanOutIssue,
  findSubscriberByUnsubscribeToken,
  type IssueJob,
  NEWSLETTER_BATCH_JOB,
  NEWSLETTER_ISSUE_JOB,
  type NewsletterDeps,
  sendIssue,
  sendIssueBatch,
  subscribe,
  subscriberCounts,
  unsubscribe,
} from './newsletter.service.ts';
import { newsletterPage } from './newsletter-pages.ts';

const tokenQuery = z.object({ token: z.string().max(200).default('') });

/** Newsletter sign-up and the pages its email links open (/api/newsletter/...). */
export const newsletterRoutes: FastifyPluginAsyncZod<{ publicUrl: string }> = async (app, opts) => {
  await registerFormRateLimit(app);
  const deps = (): NewsletterDeps => ({
    db: app.db,
    mailer: app.mailer,
    log: app.log,
    publicUrl: opts.publicUrl,
  });
  // The unsubscribe page's button (and one-click unsubscribe from mail apps) posts a form; the
  // token is in the address, so the body is not needed.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_req, _body, done) =>
    done(null, {}),
  );
  const page = async (title: string, paragraphs: string[], form?: { action: string; label: string }) =>
    newsletterPage({ siteName: (await getSiteSettings(app.db)).siteName, title, paragraphs, form });

  app.post(
    '/subscribe',
    {
      config: { rateLimit: FORM_RATE_LIMIT },
      schema: {
        tags: ['forms'],
        summary: 'Subscribe to the newsletter (a confirmation email follows)',
        body: newsletterSubscribeSchema,
        response: { 201: z.object({ ok: z.literal(true), message: z.string() }) },
      },
    },
    async (request, reply) => {
      if (!isBot(request.body)) await subscribe(deps(), request.body.email);
      return reply
        .status(201)
        .send({ ok: true, message: 'Almost done! Check your inbox and confirm your subscription.' });
    },
  );

  app.get(
    '/confirm',
    {
      schema: {
        tags: ['forms'],
        summary: 'Confirm a subscription (link in the email)',
        querystring: tokenQuery,
      },
    },
    async (request, reply) => {
      const result = request.query.token ? await confirm(deps(), request.query.token) : 'invalid';
      reply.type('text/html; charset=utf-8').header('cache-control', 'no-store');
      if (result === 'confirmed') {
        return page('You are subscribed', [
          'Thank you for confirming your email address. Our next newsletter will be in your inbox soon.',
        ]);
      }
      return reply
        .status(400)
        .send(
          await page('This link has expired', [
            'This confirmation link was already used or is not valid. If you still want our newsletter, subscribe again from the blog.',
          ]),
        );
    },
  );

  app.get(
    '/unsubscribe',
    {
      schema: {
        tags: ['forms'],
        summary: 'The unsubscribe page (link in every newsletter email)',
        querystring: tokenQuery,
      },
    },
    async (request, reply) => {
      reply.type('text/html; charset=utf-8').header('cache-control', 'no-store');
      const subscriber = request.query.token
        ? await findSubscriberByUnsubscribeToken(app.db, request.query.token)
        : undefined;
      if (!subscriber) {
        return reply
          .status(404)
          .send(
            await page('Link not recognised', [
              'This unsubscribe link is not valid. Please use the link from your latest email.',
            ]),
          );
      }
      if (subscriber.status === 'unsubscribed') {
        return page('You are unsubscribed', [`${subscriber.email} will not receive our newsletter.`]);
      }
      return page(
        'Unsubscribe from the newsletter?',
        [`Stop sending the newsletter to ${subscriber.email}.`],
        {
          action: `/api/newsletter/unsubscribe?token=${encodeURIComponent(request.query.token)}`,
          label: 'Unsubscribe',
        },
      );
    },
  );

  app.post(
    '/unsubscribe',
    {
      schema: {
        tags: ['forms'],
        summary: 'Unsubscribe (the page button and one-click unsubscribe)',
        querystring: tokenQuery,
      },
    },
    async (request, reply) => {
      reply.type('text/html; charset=utf-8').header('cache-control', 'no-store');
      const row = request.query.token ? await unsubscribe(deps(), request.query.token) : undefined;
      if (!row) {
        return reply
          .status(404)
          .send(
            await page('Link not recognised', [
              'This unsubscribe link is not valid. Please use the link from your latest email.',
            ]),
          );
      }
      return page('You are unsubscribed', [
        `${row.email} will not receive our newsletter any more. Changed your mind? Subscribe again from the blog.`,
      ]);
    },
  );
};

/** Subscriber figures and sending an issue (/api/admin/newsletter/...): super admins only. */
export const newsletterAdminRoutes: FastifyPluginAsyncZod<{ publicUrl: string }> = async (app, opts) => {
  // Refused before the body is even read: the whole scope is for super admins.
  app.addHook('onRequest', app.requireRole('super_admin'));
  const tags = ['content admin'];
  const deps = { db: app.db, mailer: app.mailer, log: app.log, publicUrl: opts.publicUrl, jobs: app.jobs };
  // The issue fans out in jobs: one splits the subscribers into batches, one per batch queues the emails.
  app.jobs.handle<IssueJob>(NEWSLETTER_ISSUE_JOB, (job) => fanOutIssue(deps, job));
  app.jobs.handle<BatchJob>(NEWSLETTER_BATCH_JOB, (job) => sendIssueBatch(deps, job));

  app.get(
    '/subscribers',
    {
      schema: { tags, summary: 'How many subscribers, by status', response: { 200: subscriberCountsSchema } },
    },
    async () => subscriberCounts(app.db),
  );

  app.post(
    '/issues',
    {
      schema: {
        tags,
        summary: 'Email an issue to every confirmed subscriber',
        body: newsletterIssueSchema,
        response: { 202: z.object({ recipients: z.number().int() }) },
      },
    },
    async (request, reply) => reply.status(202).send(await sendIssue(deps, request.body)),
  );
};
