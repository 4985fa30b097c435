import type { FastifyInstance } from 'fastify';
import type { SignedInUser } from '../../auth-helpers.ts';
import { multipartBody, testPng } from '../../multipart.ts';
import { type OwnershipTable, photographerRefusals } from './rules.ts';

export async function addPackage(app: FastifyInstance, owner: SignedInUser): Promise<string> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/marketplace/my-listing/packages',
    headers: owner.headers,
    payload: { name: 'Owned package', priceKobo: 1_500_000, description: '', highlights: [] },
  });
  if (res.statusCode !== 201) throw new Error(`package: ${res.statusCode} ${res.body}`);
  return res.json().package.id;
}

async function addImage(app: FastifyInstance, owner: SignedInUser): Promise<string> {
  const body = multipartBody(await testPng(), { fields: { caption: 'Owned image' } });
  const res = await app.inject({
    method: 'POST',
    url: '/api/marketplace/my-listing/portfolio',
    headers: { ...owner.headers, 'content-type': body.contentType },
    payload: body.payload,
  });
  if (res.statusCode !== 201) throw new Error(`image: ${res.statusCode} ${res.body}`);
  return res.json().image.id;
}

const packageBody = () => ({
  payload: { name: 'Changed', priceKobo: 2_000_000, description: '', highlights: [] },
});
export const marketplaceOwnership: OwnershipTable = {
  'GET /api/marketplace/photographers/:slug': { level: 'public', why: 'approved, listed photographers' },
  'POST /api/marketplace/photographers/:slug/contact': {
    level: 'public',
    why: 'approved, listed photographers',
  },
  // Not yet listed (no public details): only its photographer (and super admins) see it.
  'GET /api/marketplace/images/:id/:file': {
    level: 'owner-or-public',
    owner: 'approvedPhotographer',
    create: async (app, owner) => ({ id: await addImage(app, owner), file: 'thumb.webp' }),
    refusals: { otherPhotographer: 404, customer: 404, anonymous: 404, superAdmin: 200 },
    ownerStatus: 200,
  },
  'PUT /api/marketplace/my-listing/packages/:id': {
    level: 'owned',
    owner: 'approvedPhotographer',
    create: async (app, owner) => ({ id: await addPackage(app, owner) }),
    request: packageBody,
    refusals: photographerRefusals,
    ownerStatus: 200,
  },
  'DELETE /api/marketplace/my-listing/packages/:id': {
    level: 'owned',
    owner: 'approvedPhotographer',
    create: async (app, owner) => ({ id: await addPackage(app, owner) }),
    refusals: photographerRefusals,
    ownerStatus: 200,
  },
  'PATCH /api/marketplace/my-listing/portfolio/:id': {
    level: 'owned',
    owner: 'approvedPhotographer',
    create: async (app, owner) => ({ id: await addImage(app, owner) }),
    request: () => ({ payload: { caption: 'Changed caption' } }),
    refusals: photographerRefusals,
    ownerStatus: 200,
  },
  'DELETE /api/marketplace/my-listing/portfolio/:id': {
    level: 'owned',
    owner: 'approvedPhotographer',
    create: async (app, owner) => ({ id: await addImage(app, owner) }),
    refusals: photographerRefusals,
    ownerStatus: 200,
  },
};
