import { eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SignedInUser, signInAs } from '../../../../tests/auth-helpers.ts';
import { createTestApp, type TestApp } from '../../../../tests/test-app.ts';
import { MARKETPLACE_API } from '../../../shared/marketplace.ts';
import { RESERVED_ADDRESS_MESSAGE } from '../../../shared/profile-address.ts';
import { users } from '../../db/schema/accounts.ts';
import { attemptCounters } from '../../db/schema/index.ts';
import { marketplaceImages } from '../../db/schema/marketplace.ts';
import { STORAGE_QUOTA_BYTES, UPLOADS_PER_MINUTE } from '../../lib/uploads/upload-limits.ts';

const BOUNDARY = '----aworan-limits-test';
const body = (file: Buffer) =>
  Buffer.concat([
    Buffer.from(
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n`,
    ),
    file,
    Buffer.from(`\r\n--${BOUNDARY}--\r\n`),
  ]);

describe('photographers: upload rate, storage quota and profile addresses', () => {
  let t: TestApp;
  let image: Buffer;
  beforeAll(async () => {
    t = await createTestApp();
    image = await sharp({ create: { width: 32, height: 32, channels: 3, background: '#a8790f' } })
      .png()
      .toBuffer();
  });
  afterAll(async () => {
    t.app.database.pool?.on('error', () => undefined);
    await t.close();
  });

  const setCover = (user: SignedInUser) =>
    t.app.inject({
      method: 'PUT',
      url: MARKETPLACE_API.cover,
      headers: { ...user.headers, 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
      payload: body(image),
    });

  const saveListing = (user: SignedInUser, slug: string) =>
    t.app.inject({
      method: 'PUT',
      url: MARKETPLACE_API.myListing,
      headers: user.headers,
      payload: {
        businessName: 'Lens Studio',
        slug,
        city: 'Lagos',
        phone: '',
        bio: '',
        categories: ['portrait'],
        showPhone: false,
      },
    });

  const slugOf = async (user: SignedInUser) =>
    (await t.app.inject({ method: 'GET', url: MARKETPLACE_API.myListing, headers: user.headers })).json()
      .listing.details.slug as string;

  it('limits uploads per account per minute (429), counting each account alone', async () => {
    const pending = await signInAs(t.app, 'pendingPhotographer');
    expect((await setCover(pending)).statusCode).toBe(200);
    expect((await setCover(pending)).statusCode).toBe(200);
    // As if the rest of the minute's uploads had been made: the counter is in the database.
    const [counter] = await t.app.db
      .update(attemptCounters)
      .set({ count: sql`${attemptCounters.count} + ${UPLOADS_PER_MINUTE.photographer - 3}` })
      .where(eq(attemptCounters.key, `upload|${pending.id}`))
      .returning({ count: attemptCounters.count });
    expect(counter?.count).toBe(UPLOADS_PER_MINUTE.photographer - 1);
    expect((await setCover(pending)).statusCode).toBe(200);
    const refused = await setCover(pending);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toBe(
      `You can upload up to ${UPLOADS_PER_MINUTE.photographer} files a minute. Wait a minute, then try again.`,
    );
    const other = await signInAs(t.app, 'pendingPhotographer');
    expect((await setCover(other)).statusCode).toBe(200);
  });

  it('refuses an upload past the storage quota (413), smaller for pending photographers', async () => {
    const pending = await signInAs(t.app, 'pendingPhotographer');
    const approved = await signInAs(t.app, 'approvedPhotographer');
    // What they already keep: just under the pending quota.
    for (const user of [pending, approved]) {
      await t.app.db.insert(marketplaceImages).values({
        userId: user.id,
        kind: 'portfolio',
        width: 10,
        height: 10,
        sizeBytes: STORAGE_QUOTA_BYTES.pending - 100,
      });
    }
    const refused = await setCover(pending);
    expect(refused.statusCode).toBe(413);
    expect(refused.json().message).toMatch(/^Your storage is full \(50 MB of 50 MB used\)/);
    expect((await setCover(approved)).statusCode).toBe(200);
  });

  it('refuses system words and the platform’s name as a profile address (400)', async () => {
    const approved = await signInAs(t.app, 'approvedPhotographer');
    for (const slug of ['aworan', 'admin', 'api', 'login', 'dashboard', 'aworan-official']) {
      const res = await saveListing(approved, slug);
      expect(res.statusCode, slug).toBe(400);
      expect(res.json().message).toBe(RESERVED_ADDRESS_MESSAGE);
    }
  });

  it('holds an address only for an approved photographer', async () => {
    const squatter = await signInAs(t.app, 'pendingPhotographer');
    expect((await saveListing(squatter, 'famous-studio')).statusCode).toBe(200);
    expect(await slugOf(squatter)).toBe('famous-studio');

    // A pending address does not hold: the real studio takes it, and the squatter loses it.
    const famous = await signInAs(t.app, 'approvedPhotographer');
    const taken = await saveListing(famous, 'famous-studio');
    expect(taken.statusCode, taken.body).toBe(200);
    expect(await slugOf(famous)).toBe('famous-studio');
    expect(await slugOf(squatter)).toBe('');

    // An approved photographer's address is theirs: nobody takes it, pending or approved.
    expect((await saveListing(squatter, 'famous-studio')).statusCode).toBe(409);
    const rival = await signInAs(t.app, 'approvedPhotographer');
    expect((await saveListing(rival, 'famous-studio')).statusCode).toBe(409);
  });

  it('keeps the address a pending photographer chose when nobody else asked, through approval', async () => {
    const pending = await signInAs(t.app, 'pendingPhotographer');
    expect((await saveListing(pending, 'patient-lens')).statusCode).toBe(200);
    await t.app.db.update(users).set({ isApproved: true }).where(eq(users.id, pending.id));
    expect(await slugOf(pending)).toBe('patient-lens');
    const late = await signInAs(t.app, 'pendingPhotographer');
    expect((await saveListing(late, 'patient-lens')).statusCode).toBe(409);
  });
});
