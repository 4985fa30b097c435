import { expect } from 'vitest';
import { GALLERY_WRONG_CODE_CEILING, MAX_WRONG_CODES } from '../../src/shared/galleries.ts';
import { GALLERY_MESSAGES } from '../../src/shared/gallery-terms.ts';
import type { ShippedServer } from '../shipped/shipped-server.ts';
import type { Photographer } from '../shipped/shipped-world.ts';
import type { Cluster } from './cluster.ts';
import { callAt, mailsTo } from './cluster-world.ts';
import { lockedGallery } from './gallery-zips.ts';
import type { Tally } from './tally.ts';

const PIN = '4826';
const WRONG = '1111';
export const RETIRED_SUBJECT = /^Set a new PIN for Cluster PIN limit$/;

/**
 * The gallery PIN limits counted across instances (decisions 154, 211, 259): the tries go
 * straight to the two web instances in turn, so a count kept by each instance would let
 * twice as many through. One network's wrong PINs lock that network on both instances (the
 * right PIN too) and no other; the gallery's ceiling, reached by many addresses at once on both
 * instances, retires the code on both, and the photographer is emailed once. Answers what it saw.
 */
export async function pinLimitAcrossInstances(
  world: ShippedServer,
  owner: Photographer,
  cluster: Cluster,
  tally: Tally,
): Promise<string> {
  const gallery = await lockedGallery(world, owner, 'Cluster PIN limit', PIN);
  let turn = 0;
  const unlock = (ip: string, code: string) =>
    tally.step('PIN try', async () => {
      const instance = cluster.web[turn++ % cluster.web.length]!;
      const res = await callAt(instance.url, 'POST', `${gallery.publicPath}/unlock`, {
        origin: cluster.url,
        ip,
        body: { code },
      });
      return { status: res.status, text: await res.text() };
    });

  const network = '203.0.113.7';
  const wrong = [];
  for (let n = 0; n < MAX_WRONG_CODES; n++) wrong.push((await unlock(network, WRONG)).status);
  expect(wrong).toEqual(Array(MAX_WRONG_CODES).fill(403));
  // The next try, right or wrong, on either instance: that network waits.
  for (const code of [PIN, PIN, WRONG]) {
    const locked = await unlock(network, code);
    expect(locked.status).toBe(429);
    expect(locked.text).toContain(GALLERY_MESSAGES.tooManyPins);
  }
  expect((await unlock('203.0.113.8', PIN)).status).toBe(200);

  // The rest of the gallery's allowance, five tries from each of many addresses, all at once.
  const rest = GALLERY_WRONG_CODE_CEILING - MAX_WRONG_CODES;
  const atOnce = await Promise.all(
    Array.from({ length: rest }, (_, n) => unlock(`203.0.114.${Math.floor(n / MAX_WRONG_CODES) + 1}`, WRONG)),
  );
  expect(atOnce.map((a) => a.status)).toEqual(Array(rest).fill(403));
  const retired = [await unlock('203.0.115.1', WRONG), await unlock('203.0.115.2', PIN)];
  for (const answer of retired) {
    expect(answer.status).toBe(423);
    expect(answer.text).toContain(GALLERY_MESSAGES.codeRetired);
  }
  await world.mailTo(owner.email, RETIRED_SUBJECT);
  return (
    `gallery PIN limit over 2 instances: ${MAX_WRONG_CODES} wrong from one network, then 429 on both` +
    ` (right PIN too), another network opens; ${rest} wrong at once from ${Math.ceil(rest / MAX_WRONG_CODES)}` +
    ` addresses all 403, then 423 on both (code retired), ${mailsTo(cluster, owner.email, RETIRED_SUBJECT).length} email`
  );
}
