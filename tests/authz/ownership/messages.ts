import type { FastifyInstance, InjectOptions } from 'fastify';
import { type SignedInUser, signInAs } from '../../auth-helpers.ts';
import { multipartBody, testPng } from '../../multipart.ts';
import type { AppShellRule, PageTokenRule } from '../ownership-pages.ts';
import { addClient } from './clients.ts';
import { addInvoice, voidInvoice } from './invoicing.ts';
import { type OwnedRule, type OwnershipTable, photographerOwned, type TokenRule } from './rules.ts';

/**
 * Messages in the ownership matrix: the photographer's conversations by client id, the signed-in
 * client's by their own client record, the client's links by token, and super admins' reading of
 * reported conversations (any, once reported; the role matrix covers who else).
 */

type Params = Record<string, string>;
const json = (payload: Record<string, unknown>) => () => ({ payload });
const streamRequest = () => ({ headers: { accept: 'application/json' } });
const fileRequest = async (): Promise<Partial<InjectOptions>> => {
  const body = multipartBody(await testPng(), { fields: { body: 'A photo' } });
  return { headers: { 'content-type': body.contentType }, payload: body.payload };
};

async function post(app: FastifyInstance, url: string, headers: Record<string, string>, upload = false) {
  const file = upload ? await fileRequest() : undefined;
  const res = file
    ? await app.inject({
        method: 'POST',
        url: `${url}/attachment`,
        headers: { ...headers, ...(file.headers as Record<string, string>) },
        payload: file.payload as Buffer,
      })
    : await app.inject({ method: 'POST', url: `${url}/messages`, headers, payload: { body: 'Hello' } });
  if (res.statusCode !== 201) throw new Error(`message: ${res.statusCode} ${res.body}`);
  return res.json().message as { id: string; attachment: { id: string } | null };
}

/** A client of `owner`'s with a conversation started (and an attachment when asked). */
async function photographerConversation(app: FastifyInstance, owner: SignedInUser, upload = false) {
  const clientId = await addClient(app, owner);
  const message = await post(app, `/api/messages/clients/${clientId}`, owner.headers, upload);
  return { clientId, attachmentId: message.attachment?.id ?? '' };
}

/** A photographer's client record with the customer's (verified) email, their conversation started. */
async function customerConversation(app: FastifyInstance, customer: SignedInUser, upload = false) {
  const photographer = await signInAs(app, 'approvedPhotographer');
  const res = await app.inject({
    method: 'POST',
    url: '/api/clients',
    headers: photographer.headers,
    payload: { name: 'Their client', email: customer.email },
  });
  const clientId = res.json().client.id as string;
  const message = await post(app, `/api/my-messages/${clientId}`, customer.headers, upload);
  return { clientId, attachmentId: message.attachment?.id ?? '' };
}

/** An invoice's link to the conversation (expired: the invoice since voided). */
async function invoiceLinkConversation(
  app: FastifyInstance,
  expired: boolean,
  upload = false,
): Promise<Params> {
  const owner = await signInAs(app, 'approvedPhotographer');
  const { id, token } = await addInvoice(app, owner, 'sent');
  const message = await post(app, `/api/public/messages/invoice/${token}`, {}, upload);
  if (expired) await voidInvoice(app, owner, id);
  return { kind: 'invoice', token, ...(upload ? { attachmentId: message.attachment!.id } : {}) };
}

const customerRule = (
  create: OwnedRule['create'],
  ownerStatus: number,
  request?: OwnedRule['request'],
): OwnedRule => ({
  level: 'owned',
  owner: 'customer',
  create,
  ...(request ? { request } : {}),
  refusals: { otherCustomer: 404, otherPhotographer: 404, superAdmin: 404, anonymous: 401 },
  ownerStatus,
});
const linkRule = (
  granted: TokenRule['granted'],
  options: { payload?: Record<string, unknown>; upload?: boolean } = {},
): TokenRule => ({
  level: 'token',
  create: (app, { expired }) => invoiceLinkConversation(app, expired, options.upload),
  ...(options.payload ? { payload: options.payload } : {}),
  granted,
});

const byClient = (app: FastifyInstance, owner: SignedInUser) => photographerConversation(app, owner);
const withFile = (app: FastifyInstance, owner: SignedInUser) => photographerConversation(app, owner, true);
const mine = (app: FastifyInstance, owner: SignedInUser) => customerConversation(app, owner);
const mineWithFile = (app: FastifyInstance, owner: SignedInUser) => customerConversation(app, owner, true);
const status = (code: number) => (res: { statusCode: number }) => res.statusCode === code;

export const messagesOwnership: OwnershipTable = {
  'GET /api/messages/clients/:clientId': photographerOwned(byClient, 200),
  // A plain request is told it asked a stream (406) once the conversation is known to be theirs.
  'GET /api/messages/clients/:clientId/events': photographerOwned(byClient, 406, streamRequest),
  'POST /api/messages/clients/:clientId/messages': photographerOwned(byClient, 201, json({ body: 'Hi' })),
  'POST /api/messages/clients/:clientId/attachment': photographerOwned(byClient, 201, fileRequest),
  'GET /api/messages/clients/:clientId/attachments/:attachmentId': photographerOwned(withFile, 200),
  'POST /api/messages/clients/:clientId/report': photographerOwned(
    byClient,
    200,
    json({ reason: 'Abusive' }),
  ),
  'POST /api/messages/clients/:clientId/archive': photographerOwned(byClient, 200, json({ archived: true })),
  'POST /api/messages/clients/:clientId/block': photographerOwned(byClient, 200, json({ blocked: true })),
  'GET /api/my-messages/:clientId': customerRule(mine, 200),
  'GET /api/my-messages/:clientId/events': customerRule(mine, 406, streamRequest),
  'POST /api/my-messages/:clientId/messages': customerRule(mine, 201, json({ body: 'Hi' })),
  'POST /api/my-messages/:clientId/attachment': customerRule(mine, 201, fileRequest),
  'GET /api/my-messages/:clientId/attachments/:attachmentId': customerRule(mineWithFile, 200),
  'POST /api/my-messages/:clientId/report': customerRule(mine, 200, json({ reason: 'Abusive' })),
  'GET /api/public/messages/:kind/:token': linkRule(status(200)),
  'GET /api/public/messages/:kind/:token/events': linkRule(status(406)),
  'POST /api/public/messages/:kind/:token/messages': linkRule(status(201), { payload: { body: 'Hi' } }),
  // Through a wrong link nothing is read (404); a valid one reaches the upload (400: no file here).
  'POST /api/public/messages/:kind/:token/attachment': linkRule((res) => res.statusCode === 400),
  'GET /api/public/messages/:kind/:token/attachments/:attachmentId': linkRule(status(200), { upload: true }),
  'POST /api/public/messages/:kind/:token/report': linkRule(status(200), { payload: { reason: 'Abusive' } }),
  'GET /api/admin/messages/:conversationId': {
    level: 'admin-any',
    why: 'super admins read any reported conversation (audited); others are refused by role',
  },
};

/** The messages screens: the studio and dashboard HTML is the app shell; a link page shows its token's conversation. */
export const MESSAGE_PAGE_OWNERSHIP: Record<string, AppShellRule | PageTokenRule> = {
  'GET /inbox/:clientId': {
    level: 'app-shell',
    why: 'the studio: GET /api/messages/clients/:clientId (owned) fills it',
    create: async (app) => {
      const owner = await signInAs(app, 'approvedPhotographer');
      return { url: `/inbox/${(await photographerConversation(app, owner)).clientId}`, shows: 'Hello' };
    },
  },
  'GET /my-messages/:clientId': {
    level: 'app-shell',
    why: "the client's dashboard: GET /api/my-messages/:clientId (their record) fills it",
    create: async (app) => {
      const customer = await signInAs(app, 'customer');
      return { url: `/my-messages/${(await customerConversation(app, customer)).clientId}`, shows: 'Hello' };
    },
  },
  // Rendered on the server with the conversation the token opens.
  'GET /messages/:kind/:token': {
    level: 'token',
    create: async (app, { expired }) => {
      const { token } = await invoiceLinkConversation(app, expired);
      return { url: `/messages/invoice/${token}`, shows: 'Hello' };
    },
  },
};
