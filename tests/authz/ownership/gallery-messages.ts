import type { FastifyInstance } from 'fastify';
import { signInAs } from '../../auth-helpers.ts';
import { createGallery, saveGallerySettings } from '../../gallery-helpers.ts';
import type { OwnershipTable } from './rules.ts';

/** A shared gallery whose client is one of the photographer's (the one its Message button writes to). */
async function galleryOfClient(app: FastifyInstance, { expired }: { expired: boolean }) {
  const owner = await signInAs(app, 'approvedPhotographer');
  const email = `gallery-client-${Date.now()}-${Math.random().toString(36).slice(2)}@example.ng`;
  await app.inject({
    method: 'POST',
    url: '/api/clients',
    headers: owner.headers,
    payload: { name: 'Gallery Client', email },
  });
  const { id } = await createGallery(app, owner, { name: 'Their gallery', clientEmail: email });
  await app.inject({ method: 'POST', url: `/api/galleries/${id}/share`, headers: owner.headers });
  if (expired) {
    const yesterday = new Date(Date.now() - 2 * 24 * 3600_000).toISOString().slice(0, 10);
    await saveGallerySettings(app, owner, id, { expiresOn: yesterday });
  }
  return { photographerId: owner.id, galleryId: id };
}

/** The gallery page's Message button: the gallery's ids (and its grant, when locked) are the access. */
export const galleryMessagesOwnership: OwnershipTable = {
  'POST /api/public/galleries/:photographerId/:galleryId/conversation': {
    level: 'token',
    create: galleryOfClient,
    granted: (res) => res.statusCode === 200,
  },
};
