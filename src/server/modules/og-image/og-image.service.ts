import { createHash } from 'node:crypto';
import { notFound } from '../../lib/http-error.ts';
import { cardOf, cardVersion, type OgCardDeps, type OgKind } from './og-card.ts';
import { renderCard } from './og-render.ts';

export const OG_NOT_FOUND = 'There is no preview here.';

/** Where a card's image is kept: by the page's kind and a hash of its reference, one version at a time. */
const folderOf = (kind: OgKind, ref: string, hint: string) =>
  `og/${kind}/${createHash('sha256').update(`${ref}\n${hint}`).digest('hex').slice(0, 32)}`;

/**
 * A shared page's preview image: read from storage when this version of its card was drawn
 * before, else drawn once (off the event loop, sharp on libuv's threads), kept in storage in
 * place of the older version and answered at once.
 */
export async function previewImage(
  deps: OgCardDeps,
  kind: OgKind,
  ref: string,
  hint = '',
): Promise<{ key: string; fresh?: Buffer }> {
  const card = await cardOf(deps, kind, ref, hint.slice(0, 80));
  if (!card) throw notFound(OG_NOT_FOUND);
  const folder = folderOf(kind, ref, hint.slice(0, 80));
  const key = `${folder}/v${cardVersion(card)}.jpg`;
  if (await deps.storage.stat(key)) return { key };
  const jpeg = await renderCard(deps.storage, card);
  await deps.storage.deletePrefix(folder);
  await deps.storage.put(key, jpeg, { contentType: 'image/jpeg' });
  return { key, fresh: jpeg };
}
