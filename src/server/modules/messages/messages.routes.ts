import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  conversationSchema,
  inboxQuerySchema,
  inboxSchema,
  MESSAGE_ATTACHMENT_MAX_BYTES,
  MESSAGE_MAX_CHARS,
  MESSAGE_TEXT,
  messageBodySchema,
  messageSchema,
  newMessageSchema,
  reportConversationSchema,
} from '../../../shared/messages.ts';
import { safeText } from '../../../shared/text.ts';
import { requireOwnedParam } from '../../lib/access.ts';
import { registerFormRateLimit } from '../../lib/form-rate-limit.ts';
import { HttpError } from '../../lib/http-error.ts';
import { privateToLink, tokenParams } from '../../lib/token-link.ts';
import { readUpload, registerMultipart, type UploadRules } from '../../lib/uploads/multipart.ts';
import { sendStoredFile } from '../../lib/uploads/serve-file.ts';
import { IMAGE_KINDS } from '../../lib/uploads/sniff.ts';
import { viewerOf } from '../../plugins/auth.ts';
import {
  attachmentOf,
  inbox,
  type MessagesDeps,
  type Party,
  partyOfCustomer,
  partyOfLinkAddress,
  readConversation,
  reportConversation,
  sendMessage,
  setArchived,
  setBlocked,
} from './messages.service.ts';
import type { MessageHub } from './messages-live.ts';

const tags = ['messages'];
const ok = z.object({ ok: z.literal(true) });
/** Per sender (an account, or a link), whatever network they write from (decision 278). */
export const MESSAGE_RATE_LIMIT = { max: 20, timeWindow: 60_000 };

export const ATTACHMENT_RULES: UploadRules = {
  maxBytes: MESSAGE_ATTACHMENT_MAX_BYTES,
  accept: [...IMAGE_KINDS, 'pdf'],
  fields: ['body'],
  // 5,000 characters of up to four bytes each in UTF-8.
  fieldMaxBytes: MESSAGE_MAX_CHARS * 4,
  tooLargeMessage: MESSAGE_TEXT.tooLarge,
  unsupportedMessage: MESSAGE_TEXT.unsupported,
  missingMessage: MESSAGE_TEXT.missing,
};

export interface MessagesRouteOptions {
  deps: () => MessagesDeps;
  hub: MessageHub;
}

interface ConversationScope extends MessagesRouteOptions {
  /** The prefix's path parameters. */
  params: z.ZodObject;
  /** Who is asking, on which side of which pair; 404 when the request names nothing of theirs. */
  party: (request: FastifyRequest) => Promise<Party>;
  /** The sender the rate limit counts. */
  senderKey: (request: FastifyRequest) => Promise<string>;
}

/**
 * One conversation's routes, the same for its three doors: the photographer (by client id),
 * the signed-in client (by their client record) and the client's links (by token).
 */
function conversationRoutes(scope: ConversationScope): FastifyPluginAsyncZod {
  return async (app) => {
    await registerFormRateLimit(app);
    await registerMultipart(app, ATTACHMENT_RULES);
    const { params, party, deps, hub } = scope;
    const rateLimit = { ...MESSAGE_RATE_LIMIT, keyGenerator: scope.senderKey };
    const sent = { 201: z.object({ message: messageSchema }) };

    app.get(
      '/',
      {
        schema: {
          tags,
          summary: 'The conversation (marks what the other side sent as seen)',
          params,
          response: { 200: conversationSchema },
        },
      },
      async (request, reply) => {
        privateToLink(reply);
        return readConversation(deps(), await party(request));
      },
    );

    app.get(
      '/events',
      { schema: { tags, summary: 'Server-Sent Events: the conversation changed (read it again)', params } },
      async (request, reply) => {
        const who = await party(request);
        return hub.stream(request, reply, { clientId: who.clientId });
      },
    );

    app.post(
      '/messages',
      {
        config: { rateLimit },
        schema: { tags, summary: 'Send a message', params, body: newMessageSchema, response: sent },
      },
      async (request, reply) => {
        const message = await sendMessage(deps(), await party(request), request.body.body);
        return reply.status(201).send({ message });
      },
    );

    app.post(
      '/attachment',
      {
        config: { rateLimit },
        schema: { tags, summary: 'Send an image or PDF (10 MB), with optional text', params, response: sent },
      },
      async (request, reply) => {
        const who = await party(request);
        const upload = await readUpload(request, ATTACHMENT_RULES);
        const body = messageBodySchema.safeParse(upload.fields.body ?? '');
        if (!body.success) {
          const problem = body.error.issues[0]?.message ?? MESSAGE_TEXT.tooLong;
          throw new HttpError(400, problem, { body: problem });
        }
        const message = await sendMessage(deps(), who, body.data, {
          data: upload.data,
          fileName: upload.filename,
          contentType: upload.type.mime,
        });
        return reply.status(201).send({ message });
      },
    );

    app.get(
      '/attachments/:attachmentId',
      {
        schema: {
          tags,
          summary: "A message's attachment, to the two parties only",
          params: params.extend({ attachmentId: z.uuid(MESSAGE_TEXT.attachmentNotFound) }),
        },
      },
      async (request, reply) => {
        const file = await attachmentOf(deps(), await party(request), String(request.params.attachmentId));
        return sendStoredFile(request, reply, deps().storage, file.storageKey, {
          cacheControl: 'private, no-store',
          disposition: file.contentType.startsWith('image/') ? 'inline' : 'attachment',
          filename: file.fileName,
          notFoundMessage: MESSAGE_TEXT.attachmentNotFound,
        });
      },
    );

    app.post(
      '/report',
      {
        schema: {
          tags,
          summary: 'Report the conversation (a super admin may then read it)',
          params,
          body: reportConversationSchema,
          response: { 200: ok },
        },
      },
      async (request) => {
        await reportConversation(deps(), await party(request), request.body.reason);
        return { ok: true as const };
      },
    );
  };
}

const clientParams = z.object({ clientId: z.uuid(MESSAGE_TEXT.notFound) });
const userKey = async (request: FastifyRequest) =>
  `user:${(await request.getViewer())?.userId ?? request.ip}`;

/** The photographer's side under /api/messages: the inbox, its live stream, each client's conversation. */
export const photographerMessagesRoutes: FastifyPluginAsyncZod<MessagesRouteOptions> = async (app, opts) => {
  app.addHook('onRequest', app.requireRole('photographer'));

  app.get(
    '/',
    {
      schema: {
        tags,
        summary: 'The inbox: conversations newest first, searched by client or text',
        querystring: inboxQuerySchema,
        response: { 200: inboxSchema },
      },
    },
    async (request) => inbox(opts.deps(), viewerOf(request).userId, request.query),
  );

  app.get(
    '/events',
    { schema: { tags, summary: 'Server-Sent Events: one of your conversations changed' } },
    async (request, reply) => {
      return opts.hub.stream(request, reply, { photographerId: viewerOf(request).userId });
    },
  );

  await app.register(
    async (scope) => {
      scope.addHook('preHandler', requireOwnedParam(app.db, 'clients.client', 'clientId'));
      const party = async (request: FastifyRequest): Promise<Party> => ({
        photographerId: viewerOf(request).userId,
        clientId: (request.params as { clientId: string }).clientId,
        side: 'photographer',
      });
      await scope.register(conversationRoutes({ ...opts, params: clientParams, party, senderKey: userKey }));
      const typed = scope.withTypeProvider<ZodTypeProvider>();
      typed.post(
        '/archive',
        {
          schema: {
            tags,
            summary: 'Archive the conversation, or bring it back',
            params: clientParams,
            body: z.object({ archived: z.boolean() }),
            response: { 200: ok },
          },
        },
        async (request) => {
          await setArchived(opts.deps(), await party(request), request.body.archived);
          return { ok: true as const };
        },
      );
      typed.post(
        '/block',
        {
          schema: {
            tags,
            summary: 'Block the client from writing, or unblock',
            params: clientParams,
            body: z.object({ blocked: z.boolean() }),
            response: { 200: ok },
          },
        },
        async (request) => {
          await setBlocked(opts.deps(), await party(request), request.body.blocked);
          return { ok: true as const };
        },
      );
    },
    { prefix: '/clients/:clientId' },
  );
};

/** The signed-in client's side under /api/my-messages/:clientId (their record with a photographer). */
export const customerMessagesRoutes: FastifyPluginAsyncZod<MessagesRouteOptions> = async (app, opts) => {
  app.addHook('onRequest', app.requireUser);
  const party = async (request: FastifyRequest) =>
    partyOfCustomer(opts.deps().db, viewerOf(request), (request.params as { clientId: string }).clientId);
  await app.register(conversationRoutes({ ...opts, params: clientParams, party, senderKey: userKey }), {
    prefix: '/:clientId',
  });
};

/** The kind is checked with the token (404 for either), so a wrong link tells nothing. */
const linkParams = tokenParams.extend({ kind: safeText().max(20) });

/** A client's links under /api/public/messages/:kind/:token: the link is the access, to one conversation. */
export const linkMessagesRoutes: FastifyPluginAsyncZod<MessagesRouteOptions> = async (app, opts) => {
  const linkOf = (request: FastifyRequest) => request.params as { kind: string; token: string };
  const party = async (request: FastifyRequest) =>
    partyOfLinkAddress(opts.deps().db, linkOf(request).kind, linkOf(request).token);
  const senderKey = async (request: FastifyRequest) =>
    `link:${linkOf(request).kind}:${linkOf(request).token}`;
  await app.register(conversationRoutes({ ...opts, params: linkParams, party, senderKey }), {
    prefix: '/:kind/:token',
  });
};
