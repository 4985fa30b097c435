import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailsTo, type SignedInUser, signInAs } from '../../../../tests/auth-helpers.ts';
import { createGallery } from '../../../../tests/gallery-helpers.ts';
import { httpCaller } from '../../../../tests/http-call.ts';
import { photographerWithListing } from '../../../../tests/marketplace-helpers.ts';
import { completedBooking, inviteTokenOf, reviewBody } from '../../../../tests/reviews-test-kit.ts';
import { createTestApp, type TestApp } from '../../../../tests/test-app.ts';
import { REVIEW_TEXT, REVIEWS_API } from '../../../shared/reviews.ts';

describe('verified reviews', () => {
  let t: TestApp;
  let ade: SignedInUser;
  let other: SignedInUser;
  let admin: SignedInUser;
  const call = httpCaller(() => t.app);

  beforeAll(async () => {
    t = await createTestApp();
    ade = await photographerWithListing(t.app, { businessName: 'Ade Studio', slug: 'ade-reviews' });
    other = await signInAs(t.app, 'approvedPhotographer');
    admin = await signInAs(t.app, 'superAdmin');
  });
  afterAll(() => t.close());

  const submit = (token: string, body: Record<string, unknown>, who: SignedInUser | null = null) =>
    call(who, 'POST', REVIEWS_API.link(token), body);
  const profile = async () => (await call(null, 'GET', REVIEWS_API.profile('ade-reviews'))).json();

  it('a completed booking invites its client once; the link takes one review, shown as verified', async () => {
    const { bookingId, token } = await completedBooking(t.app, ade, { email: 'bola@example.test' });
    expect(token).not.toBe('');
    const [mail] = await emailsTo(t.app, 'bola@example.test').then((m) =>
      m.filter((e) => e.template === 'review-invitation'),
    );
    expect(mail?.subject).toMatch(/^How was .+ with Ade Studio\?$/);
    expect(mail?.text).toContain(`/r/${token}`);

    const link = await call(null, 'GET', REVIEWS_API.link(token));
    expect(link.statusCode).toBe(200);
    expect(link.headers['cache-control']).toContain('no-store');
    expect(link.json().invitation).toMatchObject({ photographerName: 'Ade Studio', review: null });

    const first = await submit(token, reviewBody(5, 'Wonderful session in Lekki.'));
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json().review).toMatchObject({ rating: 5, reviewerName: 'Bola A.', verified: true });
    const again = await submit(token, reviewBody(1));
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(REVIEW_TEXT.alreadyReviewed);
    expect((await call(null, 'GET', REVIEWS_API.link(token))).json().invitation.review.rating).toBe(5);

    // The completion job running again invites nobody twice.
    const rows = await t.app.database.query<{ n: number }>(
      'select count(*)::int as n from review_invites where booking_id = $1',
      [bookingId],
    );
    expect(rows[0]?.n).toBe(1);
  });

  it('refuses bad input, unknown links, and the photographer reviewing their own work', async () => {
    const { token } = await completedBooking(t.app, ade, { email: 'chi@example.test', name: 'Chi Okafor' });
    for (const body of [{ rating: 0, body: 'x' }, { rating: 6, body: 'x' }, { rating: 4, body: '  ' }, {}]) {
      const res = await submit(token, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
    }
    expect((await submit(token, { rating: 4, body: 'x'.repeat(1001) })).statusCode).toBe(400);
    expect((await submit('not-a-real-token', reviewBody(5))).statusCode).toBe(404);
    expect((await call(null, 'GET', REVIEWS_API.link('not-a-real-token'))).statusCode).toBe(404);
    const own = await submit(token, reviewBody(5), ade);
    expect(own.statusCode).toBe(403);
    expect(own.json().message).toBe(REVIEW_TEXT.ownWork);
    // Nothing was lost: the client can still review.
    expect(
      (await submit(token, { ...reviewBody(4), name: 'Chi from Enugu' })).json().review.reviewerName,
    ).toBe('Chi from Enugu');
  });

  it('no invitation without a real client: a session booked to the photographer’s own email', async () => {
    const { token } = await completedBooking(t.app, ade, { email: ade.email });
    expect(token).toBe('');
  });

  it('a delivered gallery invites its client once', async () => {
    const gallery = await createGallery(t.app, ade, {
      name: 'Wedding of Tolu',
      clientEmail: 'tolu@example.test',
    });
    for (let i = 0; i < 2; i++) {
      const res = await call(ade, 'POST', `/api/galleries/${gallery.id}/deliver`);
      expect(res.statusCode, res.body).toBe(200);
    }
    const token = await inviteTokenOf(t.app, { galleryId: gallery.id });
    expect(token).not.toBe('');
    const invitations = (await emailsTo(t.app, 'tolu@example.test')).filter(
      (e) => e.template === 'review-invitation',
    );
    expect(invitations).toHaveLength(1);
    expect((await call(null, 'GET', REVIEWS_API.link(token))).json().invitation.subject).toBe(
      'Wedding of Tolu',
    );
  });

  it('the photographer replies once; another photographer cannot', async () => {
    const { token } = await completedBooking(t.app, ade, { email: 'dayo@example.test' });
    const reviewId = (await submit(token, reviewBody(4))).json().review.id as string;
    expect((await call(other, 'POST', REVIEWS_API.reply(reviewId), { reply: 'Thanks' })).statusCode).toBe(
      404,
    );
    expect((await call(ade, 'POST', REVIEWS_API.reply(reviewId), { reply: '' })).statusCode).toBe(400);
    const first = await call(ade, 'POST', REVIEWS_API.reply(reviewId), { reply: 'Thank you, Dayo!' });
    expect(first.statusCode, first.body).toBe(200);
    const second = await call(ade, 'POST', REVIEWS_API.reply(reviewId), { reply: 'Edited' });
    expect(second.statusCode).toBe(409);
    expect(second.json().message).toBe(REVIEW_TEXT.alreadyReplied);
    // The database refuses a second reply too, whoever writes it.
    await expect(
      t.app.database.query(`update reviews set reply = 'Changed' where id = $1`, [reviewId]),
    ).rejects.toThrow(/already has a reply/);
    const studio = (await call(ade, 'GET', REVIEWS_API.studio)).json();
    // Signed as the profile signs it: "Reply from <business>", not the person's name.
    expect(studio.businessName).toBe('Ade Studio');
    expect(studio.reviews.find((r: { id: string }) => r.id === reviewId).reply).toBe('Thank you, Dayo!');
  });

  it('aggregates: the profile shows the average and count of visible reviews; the directory sorts and filters by rating', async () => {
    const summary = (await profile()).summary;
    // Reviews so far: 5, 4 (Chi), 4 (Dayo).
    expect(summary).toEqual({ average: 4.3, count: 3 });
    const low = await photographerWithListing(t.app, { businessName: 'Aaa Low', slug: 'aaa-low' });
    const { token } = await completedBooking(t.app, low, { email: 'eze@example.test' });
    expect((await submit(token, reviewBody(2))).statusCode).toBe(201);

    const directory = async (query: string) =>
      (await call(null, 'GET', `/api/marketplace/photographers?${query}`)).json().photographers as {
        slug: string;
        ratingAverage: number | null;
        ratingCount: number;
      }[];
    const byRating = await directory('sort=rating');
    expect(byRating.map((p) => p.slug).slice(0, 2)).toEqual(['ade-reviews', 'aaa-low']);
    expect(byRating[0]).toMatchObject({ ratingAverage: 4.3, ratingCount: 3 });
    expect((await directory('minRating=4')).map((p) => p.slug)).toEqual(['ade-reviews']);
    expect((await call(null, 'GET', '/api/marketplace/photographers?minRating=9')).statusCode).toBe(400);
  });

  it('anyone reports a review; a super admin hides and restores it with a reason, audited', async () => {
    const { token } = await completedBooking(t.app, ade, { email: 'funmi@example.test' });
    const reviewId = (await submit(token, reviewBody(1, 'Rude and late.'))).json().review.id as string;
    expect((await profile()).summary).toEqual({ average: 3.5, count: 4 });

    expect((await call(null, 'POST', REVIEWS_API.report(reviewId), { reason: '' })).statusCode).toBe(400);
    const report = await call(null, 'POST', REVIEWS_API.report(reviewId), { reason: 'Not a real client' });
    expect(report.statusCode).toBe(202);
    expect((await call(ade, 'GET', REVIEWS_API.admin)).statusCode).toBe(403);
    const queue = (await call(admin, 'GET', REVIEWS_API.admin)).json().reviews;
    expect(queue.find((r: { id: string }) => r.id === reviewId).reports).toEqual([
      expect.objectContaining({ reason: 'Not a real client' }),
    ]);

    expect((await call(admin, 'POST', REVIEWS_API.hide(reviewId), {})).statusCode).toBe(400);
    const hidden = await call(admin, 'POST', REVIEWS_API.hide(reviewId), { reason: 'Abusive wording' });
    expect(hidden.statusCode, hidden.body).toBe(200);
    const afterHide = await profile();
    expect(afterHide.summary).toEqual({ average: 4.3, count: 3 });
    expect(afterHide.reviews.map((r: { id: string }) => r.id)).not.toContain(reviewId);
    expect((await call(null, 'POST', REVIEWS_API.report(reviewId), { reason: 'Again' })).statusCode).toBe(
      404,
    );
    const studio = (await call(ade, 'GET', REVIEWS_API.studio)).json().reviews;
    expect(studio.find((r: { id: string }) => r.id === reviewId)).toMatchObject({
      hidden: true,
      hiddenReason: 'Abusive wording',
    });

    expect(
      (await call(admin, 'POST', REVIEWS_API.restore(reviewId), { reason: 'Client confirmed' })).statusCode,
    ).toBe(200);
    expect((await profile()).summary).toEqual({ average: 3.5, count: 4 });
    const audit = await t.app.database.query<{ action: string; details: { reason: string } }>(
      `select action, details from audit_log where target_id = $1 order by created_at`,
      [reviewId],
    );
    expect(audit.map((a) => [a.action, a.details.reason])).toEqual([
      ['review.hidden', 'Abusive wording'],
      ['review.restored', 'Client confirmed'],
    ]);
  });

  it('a signed-in client finds their invitations by their verified email', async () => {
    const client = await signInAs(t.app, 'customer');
    const { token } = await completedBooking(t.app, ade, { email: client.email });
    const mine = async () => (await call(client, 'GET', REVIEWS_API.mine)).json().invitations;
    expect(await mine()).toEqual([
      { token, photographerName: 'Ade Studio', subject: expect.any(String), reviewed: false },
    ]);
    await submit(token, reviewBody(5), client);
    expect((await mine())[0].reviewed).toBe(true);
    expect((await call(null, 'GET', REVIEWS_API.mine)).statusCode).toBe(401);
  });
});
