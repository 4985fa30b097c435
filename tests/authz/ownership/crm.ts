import type { FastifyInstance } from 'fastify';
import type { SignedInUser } from '../../auth-helpers.ts';
import { addClient } from './clients.ts';
import { type OwnershipTable, photographerOwned } from './rules.ts';

/** A follow-up date a week ahead (always accepted: today or later in Lagos). */
const followUpDay = () => new Date(Date.now() + 7 * 86_400_000 + 3_600_000).toISOString().slice(0, 10);

async function addFollowUp(app: FastifyInstance, owner: SignedInUser): Promise<Record<string, string>> {
  const res = await app.inject({
    method: 'POST',
    url: `/api/follow-ups/clients/${await addClient(app, owner)}`,
    headers: owner.headers,
    payload: { dueOn: followUpDay(), note: 'Owned follow-up' },
  });
  if (res.statusCode !== 201) throw new Error(`follow-up: ${res.statusCode} ${res.body}`);
  return { id: res.json().followUp.id };
}

async function listEmailTemplates(app: FastifyInstance, owner: SignedInUser): Promise<{ id: string }[]> {
  const res = await app.inject({ method: 'GET', url: '/api/email-templates', headers: owner.headers });
  return res.json().templates;
}

async function addEmailTemplate(app: FastifyInstance, owner: SignedInUser): Promise<Record<string, string>> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/email-templates',
    headers: owner.headers,
    payload: { name: 'Owned', subject: 'Owned', body: 'Owned {client_name}' },
  });
  if (res.statusCode !== 201) throw new Error(`template: ${res.statusCode} ${res.body}`);
  return { id: res.json().template.id };
}

const onOwnClient = async (app: FastifyInstance, o: SignedInUser) => ({ clientId: await addClient(app, o) });

/**
 * The CRM: follow-ups on the photographer's own clients ('clients.client', 'followUps.followUp'),
 * Send Email's preview, and their own email templates ('emailTemplates.template').
 */
export const crmOwnership: OwnershipTable = {
  'GET /api/follow-ups/clients/:clientId': photographerOwned(onOwnClient, 200),
  'POST /api/follow-ups/clients/:clientId': photographerOwned(onOwnClient, 201, () => ({
    payload: { dueOn: followUpDay(), note: 'Call back' },
  })),
  'POST /api/follow-ups/:id/done': photographerOwned(addFollowUp, 200, () => ({ payload: {} })),
  'POST /api/follow-ups/:id/snooze': photographerOwned(addFollowUp, 200, () => ({
    payload: { dueOn: followUpDay() },
  })),
  'POST /api/clients/:id/email/preview': photographerOwned(
    async (app, o) => ({ id: await addClient(app, o) }),
    200,
    () => ({ payload: { subject: 'Hello {client_first_name}', message: 'Hello' } }),
  ),
  'PUT /api/email-templates/:id': photographerOwned(addEmailTemplate, 200, () => ({
    payload: { name: 'Changed', subject: 'Changed', body: 'Changed' },
  })),
  'POST /api/email-templates/:id/reset': photographerOwned(
    async (app, o) => ({ id: (await listEmailTemplates(app, o))[0]!.id }),
    200,
  ),
  'DELETE /api/email-templates/:id': photographerOwned(addEmailTemplate, 204),
  'PUT /api/email-templates/openings/:kind': {
    level: 'not-an-object',
    why: 'the kind names one of the automated emails; each photographer sets their own opening of it',
  },
};
