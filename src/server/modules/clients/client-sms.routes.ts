import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { mySmsInputSchema, mySmsSchema, smsStopPath } from '../../../shared/clients.ts';
import { acceptLinkPageForms, LINK_PAGE_CSP, linkPage } from '../../lib/link-page.ts';
import { tokenParams } from '../../lib/token-link.ts';
import { viewerOf } from '../../plugins/auth.ts';
import { getSiteSettings } from '../content/site-content.service.ts';
import { clientOfSmsToken, setMySms, stopSmsByToken } from './client-sms.service.ts';

const UNKNOWN = ['This link is not valid. Please use the link from your latest text.'];

/**
 * "Stop SMS reminders" (/s/<token>, the link in every text): server-rendered, no account and
 * no script needed; the button posts a form, so a link preview's GET never stops anything.
 */
export const smsStopPages: FastifyPluginAsyncZod = async (app) => {
  acceptLinkPageForms(app);
  const page = async (reply: FastifyReply, title: string, paragraphs: string[], action?: string) => {
    reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .header('content-security-policy', LINK_PAGE_CSP);
    const { siteName } = await getSiteSettings(app.db);
    return linkPage({
      siteName,
      title,
      paragraphs,
      ...(action ? { form: { action, label: 'Stop SMS reminders' } } : {}),
    });
  };
  const schema = { tags: ['clients'], params: tokenParams, hide: true };

  app.get(
    '/s/:token',
    { schema: { ...schema, summary: 'The Stop SMS reminders page' } },
    async (request, reply) => {
      const client = await clientOfSmsToken(app.db, request.params.token);
      if (!client) return reply.status(404).send(await page(reply, 'Link not recognised', UNKNOWN));
      if (!client.smsOptIn) {
        return page(reply, 'SMS reminders are off', ['You will not receive booking texts at this number.']);
      }
      return page(
        reply,
        'Stop SMS reminders?',
        ['Your photographer will stop texting booking confirmations and reminders. Emails still come.'],
        smsStopPath(request.params.token),
      );
    },
  );

  app.post('/s/:token', { schema: { ...schema, summary: 'Stop SMS reminders' } }, async (request, reply) => {
    const client = await stopSmsByToken(app.db, request.params.token);
    if (!client) return reply.status(404).send(await page(reply, 'Link not recognised', UNKNOWN));
    return page(reply, 'SMS reminders stopped', [
      'You will not receive booking texts any more. Changed your mind? Turn them on again in your dashboard.',
    ]);
  });
};

/** The signed-in client's switch (/api/my-photographers/sms). */
export const mySmsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.put(
    '/sms',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['clients'],
        summary: 'Receive SMS booking reminders from your photographers, or stop them',
        body: mySmsInputSchema,
        response: { 200: mySmsSchema },
      },
    },
    async (request) => setMySms(app.db, viewerOf(request), request.body.on, app.sms.configured),
  );
};
