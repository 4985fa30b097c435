import type { FastifyInstance } from 'fastify';
import { type SignedInUser, signInAs } from '../../auth-helpers.ts';
import { addClient } from './clients.ts';
import { type OwnershipTable, photographerOwned } from './rules.ts';

/** A contract of `owner`: a draft, or sent (with its link), or signed by the client. */
export async function addContract(
  app: FastifyInstance,
  owner: SignedInUser,
  state: 'draft' | 'sent' = 'draft',
): Promise<{ id: string; token: string }> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/contracts',
    headers: owner.headers,
    payload: contractBody().payload,
  });
  if (res.statusCode !== 201) throw new Error(`contract: ${res.statusCode} ${res.body}`);
  const id = res.json().contract.id;
  if (state === 'draft') return { id, token: '' };
  const sent = await app.inject({ method: 'POST', url: `/api/contracts/${id}/send`, headers: owner.headers });
  return { id, token: sent.json().contract.publicUrl.split('/c/')[1] };
}
const contractBody = () => ({
  payload: {
    title: 'Owned contract',
    clientName: 'Owned Client',
    clientEmail: 'owned-client@example.test',
    content: '# Terms\n\nThe session is on Saturday.',
  },
});
/** A drawn signature: a small white PNG (60 × 20). */
const SIGNATURE_PNG =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAADwAAAAUCAIAAABeYcl+AAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAOElEQVRIidXOQREAAAyDMPybZh762REFwSAMwiAMwiAMwiAMwiAMwiAMwiAMwiAMwiAMwiC+A4sDjuUCw8BsqtoAAAAASUVORK5CYII=';
export const signBody = () => ({ consent: true, fullName: 'Owned Client', signature: SIGNATURE_PNG });
/**
 * A valid signing link, or a dead one: voided (the link answers 404), or for signing, past its
 * expiration date (refused with 409).
 */
export async function contractLink(
  app: FastifyInstance,
  dead: false | 'voided' | 'expired',
): Promise<Record<string, string>> {
  const owner = await signInAs(app, 'approvedPhotographer');
  const { id, token } = await addContract(app, owner, 'sent');
  if (dead === 'voided')
    await app.inject({
      method: 'POST',
      url: `/api/contracts/${id}/void`,
      headers: owner.headers,
      payload: { reason: 'Revoked' },
    });
  if (dead === 'expired')
    await app.database.query(`update contracts set expires_on = '2000-01-01' where id = $1`, [id]);
  return { token };
}
export async function addContractTemplate(
  app: FastifyInstance,
  owner: SignedInUser,
): Promise<Record<string, string>> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/contracts/templates',
    headers: owner.headers,
    payload: { title: 'Mine', category: 'Portrait', content: 'For [CLIENT_NAME].' },
  });
  if (res.statusCode !== 201) throw new Error(`template: ${res.statusCode} ${res.body}`);
  return { id: res.json().template.id };
}
/** The photographer's own contracts and templates; the client's link is the token. */
export const contractsOwnership: OwnershipTable = {
  'GET /api/contracts/:id': photographerOwned(
    async (app, o) => ({ id: (await addContract(app, o)).id }),
    200,
  ),
  'PUT /api/contracts/:id': photographerOwned(
    async (app, o) => ({ id: (await addContract(app, o)).id }),
    200,
    contractBody,
  ),
  'DELETE /api/contracts/:id': photographerOwned(
    async (app, o) => ({ id: (await addContract(app, o)).id }),
    200,
  ),
  'POST /api/contracts/:id/send': photographerOwned(
    async (app, o) => ({ id: (await addContract(app, o)).id }),
    200,
  ),
  'POST /api/contracts/:id/void': photographerOwned(
    async (app, o) => ({ id: (await addContract(app, o, 'sent')).id }),
    200,
    () => ({ payload: { reason: 'Wrong date' } }),
  ),
  'POST /api/contracts/:id/sign-in-person': photographerOwned(
    async (app, o) => ({ id: (await addContract(app, o, 'sent')).id }),
    200,
    () => ({ payload: signBody() }),
  ),
  'POST /api/contracts/:id/countersign': photographerOwned(
    async (app, o) => ({ id: (await addContract(app, o, 'sent')).id }),
    200,
    () => ({ payload: signBody() }),
  ),
  'GET /api/contracts/:id/pdf': photographerOwned(
    async (app, o) => ({ id: (await addContract(app, o)).id }),
    200,
  ),
  'PUT /api/contracts/templates/:id': photographerOwned(addContractTemplate, 200, () => ({
    payload: { title: 'Changed', category: 'Portrait', content: 'For [CLIENT_NAME].' },
  })),
  'DELETE /api/contracts/templates/:id': photographerOwned(addContractTemplate, 200),
  // The contract dialog's Booking select: one of the photographer's own clients (decision 135).
  'GET /api/contracts/clients/:clientId/bookings': photographerOwned(
    async (app, o) => ({ clientId: await addClient(app, o) }),
    200,
  ),
  'GET /api/public/contracts/:token': {
    level: 'token',
    create: (app, { expired }) => contractLink(app, expired && 'voided'),
    granted: (res) => res.statusCode === 200,
  },
  'GET /api/public/contracts/:token/pdf': {
    level: 'token',
    create: (app, { expired }) => contractLink(app, expired && 'voided'),
    granted: (res) => res.statusCode === 200,
  },
  'POST /api/public/contracts/:token/viewed': {
    level: 'token',
    create: (app, { expired }) => contractLink(app, expired && 'voided'),
    granted: (res) => res.statusCode === 200,
  },
  'POST /api/public/contracts/:token/sign': {
    level: 'token',
    payload: signBody(),
    create: (app, { expired }) => contractLink(app, expired && 'expired'),
    granted: (res) => res.statusCode === 200,
  },
};
