import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { SignedInUser } from '../../auth-helpers.ts';
import { type OwnershipTable, photographerRefusals } from './rules.ts';

export async function addClient(app: FastifyInstance, owner: SignedInUser): Promise<string> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/clients',
    headers: owner.headers,
    payload: { name: 'Owned client', email: `owned-${randomBytes(4).toString('hex')}@example.ng` },
  });
  if (res.statusCode !== 201) throw new Error(`client: ${res.statusCode} ${res.body}`);
  return res.json().client.id;
}
/** A photographer's own clients (lib/access.ts 'clients.client'). */
export const clientsOwnership: OwnershipTable = {
  'GET /api/clients/:id': {
    level: 'owned',
    owner: 'approvedPhotographer',
    create: async (app, owner) => ({ id: await addClient(app, owner) }),
    refusals: photographerRefusals,
    ownerStatus: 200,
  },
  'PUT /api/clients/:id': {
    level: 'owned',
    owner: 'approvedPhotographer',
    create: async (app, owner) => ({ id: await addClient(app, owner) }),
    request: () => ({
      payload: { name: 'Changed Name', email: `changed-${randomBytes(4).toString('hex')}@example.ng` },
    }),
    refusals: photographerRefusals,
    ownerStatus: 200,
  },
  'DELETE /api/clients/:id': {
    level: 'owned',
    owner: 'approvedPhotographer',
    create: async (app, owner) => ({ id: await addClient(app, owner) }),
    refusals: photographerRefusals,
    ownerStatus: 204,
  },
  'POST /api/clients/:id/email': {
    level: 'owned',
    owner: 'approvedPhotographer',
    create: async (app, owner) => ({ id: await addClient(app, owner) }),
    request: () => ({ payload: { subject: 'Message from your photographer', message: 'Hello' } }),
    refusals: photographerRefusals,
    ownerStatus: 201,
  },
};
