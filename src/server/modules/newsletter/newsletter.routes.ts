import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { newsletterSubscribeSchema } from '../../../shared/content.ts';
import { newsletterIssueSchema, subscriberCountsSchema } from '../../../shared/newsletter.ts';
import { safeText } from '../../../shared/text.ts';
import { FORM_RATE_LIMIT, registerFormRateLimit } from '../../lib/form-rate-limit.ts';
import { acceptLinkPageForms, LINK_PAGE_CSP, linkPage } from '../../lib/link-page.ts';
import { getSiteSettings } from '../content/site-content.service.ts';
import { isBot } from '../inquiries/inquiries.service.ts';
import {
  type BatchJob,
  confirm,
  fanOutIssue,
  findSubscriberByUnsubscribeToken,
  type IssueJob,
  isConfirmTokenValid,
  NEWSLETTER_BATCH_JOB,
  NEWSLETTER_ISSUE_JOB,
  type NewsletterDeps,
  sendIssue,
  sendIssueBatch,
  subscribe,
  subscriberCounts,
  unsubscribe,
} from './newsletter.service.ts';

const tokenQuery = z.object({ token: safeText().max(200).default('') });

/** Newsletter sign-up and the pages its email links open (/api/newsletter/...). */
export const newsletterRoutes: FastifyPluginAsyncZod<{ publicUrl: string }> = async (app, opts) => {
  await registerFormRateLimit(app);
  const deps = (): NewsletterDeps => ({
    db: app.db,
    mailer: app.mailer,
    log: app.log,
    publicUrl: opts.publicUrl,
  });
  // The pages' buttons post forms: the confirmation carries its token as a form field; the
  // unsubscribe token is in the address (so RFC 8058 one-click unsubscribe works as well).
  acceptLinkPageForms(app);
  const page = async (
    reply: FastifyReply,
    title: string,
    paragraphs: string[],
    form?: Parameters<typeof linkPage>[0]['form'],
  ) => {
    reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .header('content-security-policy', LINK_PAGE_CSP);
    return linkPage({ siteName: (await getSiteSettings(app.db)).siteName, title, paragraphs, form });
  };
  const expiredConfirmation = async (reply: FastifyReply) =>
    reply
      .status(400)
      .send(
        await page(reply, 'This link has expired', [
          'This confirmation link was already used or is not valid. If you still want our newsletter, subscribe again from the blog.',
        ]),
      );

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

  // Opening the link only shows a Confirm button: mail scanners fetch links (GET and HEAD), and
  // they must not subscribe anyone. The button posts the token back.
  app.get(
    '/confirm',
    {
      schema: {
        tags: ['forms'],
        summary: 'The confirmation page (link in the email): a button that confirms',
        querystring: tokenQuery,
      },
    },
    async (request, reply) => {
      const { token } = request.query;
      if (!token || !(await isConfirmTokenValid(app.db, token))) return expiredConfirmation(reply);
      return page(
        reply,
        'Confirm your subscription',
        ['Press the button to start receiving our newsletter at this address.'],
        { action: '/api/newsletter/confirm', label: 'Confirm subscription', fields: { token } },
      );
    },
  );

  app.post(
    '/confirm',
    {
      schema: {
        tags: ['forms'],
        summary: 'Confirm a subscription (the confirmation page’s button)',
        body: tokenQuery,
      },
    },
    async (request, reply) => {
      const result = request.body.token ? await confirm(deps(), request.body.token) : 'invalid';
      if (result !== 'confirmed') return expiredConfirmation(reply);
      return page(reply, 'You are subscribed', [
        'Thank you for confirming your email address. Our next newsletter will be in your inbox soon.',
      ]);
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
      const subscriber = request.query.token
        ? await findSubscriberByUnsubscribeToken(app.db, request.query.token)
        : undefined;
      if (!subscriber) {
        return reply
          .status(404)
          .send(
            await page(reply, 'Link not recognised', [
              'This unsubscribe link is not valid. Please use the link from your latest email.',
            ]),
          );
      }
      if (subscriber.status === 'unsubscribed') {
        return page(reply, 'You are unsubscribed', [`${subscriber.email} will not receive our newsletter.`]);
      }
      return page(
        reply,
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
      const row = request.query.token ? await unsubscribe(deps(), request.query.token) : undefined;
      if (!row) {
        return reply
          .status(404)
          .send(
            await page(reply, 'Link not recognised', [
              'This unsubscribe link is not valid. Please use the link from your latest email.',
            ]),
          );
      }
      return page(reply, 'You are unsubscribed', [
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
