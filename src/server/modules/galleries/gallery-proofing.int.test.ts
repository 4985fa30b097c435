import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailsTo, type SignedInUser, signInAs } from '../../../../tests/auth-helpers.ts';
import { cameraJpeg, createGallery, uploadPhoto } from '../../../../tests/gallery-helpers.ts';
import { createTestApp, type TestApp } from '../../../../tests/test-app.ts';
import { GALLERIES_API, PROOFING_MESSAGES } from '../../../shared/galleries.ts';

describe('proofing: favourites, selection, extras billed, delivery', () => {
  let t: TestApp;
  let ade: SignedInUser;
  let dataDir: string;
  let gallery: { id: string; photographerId: string };
  const photoIds: string[] = [];
  const CLIENT = 'bisi@clients.test';
  /** The client's selection cookie in the browser where they submitted. */
  let here = '';

  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'aworan-proofing-'));
    t = await createTestApp({ dataDir });
    ade = await signInAs(t.app, 'approvedPhotographer', { firstName: 'Ade', lastName: 'Lens' });
    gallery = await createGallery(t.app, ade, { name: 'Bisi & Tunde', clientEmail: CLIENT });
    for (let i = 0; i < 3; i += 1) {
      photoIds.push(
        await uploadPhoto(
          t.app,
          ade,
          gallery.id,
          await cameraJpeg({ r: 40 * i, g: 90, b: 90 }),
          `DSC_00${i}.NEF.jpg`,
        ),
      );
    }
    await t.app.inject({
      method: 'POST',
      url: `${GALLERIES_API.gallery(gallery.id)}/share`,
      headers: ade.headers,
    });
    const settings = await t.app.inject({
      method: 'PUT',
      url: GALLERIES_API.settings(gallery.id),
      headers: ade.headers,
      payload: {
        expiresOn: null,
        downloadPolicy: 'open',
        downloadSize: 'original',
        look: 'modern-dark',
        watermarkText: '',
        watermarkPosition: 'center',
        watermarkOpacity: 40,
        includedPhotos: 1,
        extraPhotoKobo: 250_000,
      },
    });
    expect(settings.statusCode).toBe(200);
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  const favourite = (photoId: string, cookie: string, body: Record<string, string> = {}) =>
    t.app.inject({
      method: 'PUT',
      url: GALLERIES_API.favourite(gallery.photographerId, gallery.id, photoId),
      headers: cookie ? { cookie } : {},
      payload: body,
    });

  it('starts a selection by email, keeps comments, submits once, and bills the extras by invoice', async () => {
    const noEmail = await favourite(photoIds[0]!, '');
    expect(noEmail.statusCode).toBe(400);
    expect(noEmail.json().message).toBe(PROOFING_MESSAGES.emailNeeded);

    const first = await favourite(photoIds[0]!, '', {
      email: 'Bisi@Clients.test',
      comment: 'Brighten please',
    });
    expect(first.statusCode).toBe(200);
    const cookie = String(first.headers['set-cookie']).split(';')[0]!;
    expect(first.json().selection).toMatchObject({
      email: CLIENT,
      favourites: [{ photoId: photoIds[0], comment: 'Brighten please' }],
    });
    // A code goes to the email: the selection is built meanwhile, but cannot be submitted.
    expect(first.json().selection.emailVerified).toBe(false);
    const codeMail = (await emailsTo(t.app, CLIENT)).find((e) => e.template === 'gallery-selection-code');
    const code = /^(\d{6}) is your code for Bisi & Tunde/.exec(codeMail!.subject)![1]!;
    await favourite(photoIds[1]!, cookie);
    await favourite(photoIds[2]!, cookie);
    const unproved = await t.app.inject({
      method: 'POST',
      url: `${GALLERIES_API.selection(gallery.photographerId, gallery.id)}/submit`,
      headers: { cookie },
    });
    expect(unproved.statusCode).toBe(403);
    expect(unproved.json().message).toBe(PROOFING_MESSAGES.verifyFirst);
    const verify = (c: string) =>
      t.app.inject({
        method: 'POST',
        url: GALLERIES_API.verifyEmail(gallery.photographerId, gallery.id),
        headers: { cookie },
        payload: { code: c },
      });
    const wrong = await verify(code === '000000' ? '111111' : '000000');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe(PROOFING_MESSAGES.codeWrong);
    const right = await verify(code);
    expect(right.statusCode).toBe(200);
    expect(right.json().selection.emailVerified).toBe(true);
    const removed = await t.app.inject({
      method: 'DELETE',
      url: GALLERIES_API.favourite(gallery.photographerId, gallery.id, photoIds[2]!),
      headers: { cookie },
    });
    expect(removed.json().selection.favourites).toHaveLength(2);
    await favourite(photoIds[2]!, cookie);

    // The same email in another browser: no access to the selection, a link by email instead.
    const other = await favourite(photoIds[1]!, '', { email: CLIENT });
    expect(other.statusCode).toBe(409);
    expect(other.json().message).toBe(PROOFING_MESSAGES.emailTaken);
    const link = (await emailsTo(t.app, CLIENT)).find((e) => e.template === 'gallery-selection-link');
    const token = /selection=([\w-]+)/.exec(link!.text)![1]!;
    // Asking logs nobody out: the browser that holds the selection keeps it until the link is used.
    const still = await t.app.inject({
      method: 'GET',
      url: GALLERIES_API.selection(gallery.photographerId, gallery.id),
      headers: { cookie },
    });
    expect(still.json().selection.favourites).toHaveLength(3);
    // The link's token is not a cookie: it opens the selection only through resume.
    const asCookie = await t.app.inject({
      method: 'GET',
      url: GALLERIES_API.selection(gallery.photographerId, gallery.id),
      headers: { cookie: `${cookie.split('=')[0]}=${token}` },
    });
    expect(asCookie.json().selection).toBeNull();
    const resumed = await t.app.inject({
      method: 'POST',
      url: `${GALLERIES_API.selection(gallery.photographerId, gallery.id)}/resume`,
      payload: { token },
    });
    expect(resumed.json().selection.favourites).toHaveLength(3);
    here = String(resumed.headers['set-cookie']).split(';')[0]!;
    expect(resumed.json().selection.emailVerified).toBe(true);
    // Used: the old browser's token was replaced, and the link works once.
    const old = await t.app.inject({
      method: 'GET',
      url: GALLERIES_API.selection(gallery.photographerId, gallery.id),
      headers: { cookie },
    });
    expect(old.json().selection).toBeNull();
    const again = await t.app.inject({
      method: 'POST',
      url: `${GALLERIES_API.selection(gallery.photographerId, gallery.id)}/resume`,
      payload: { token },
    });
    expect(again.statusCode).toBe(400);

    // Two submits at once: one wins, one invoice.
    const [a, b] = await Promise.all(
      [0, 1].map(() =>
        t.app.inject({
          method: 'POST',
          url: `${GALLERIES_API.selection(gallery.photographerId, gallery.id)}/submit`,
          headers: { cookie: here },
        }),
      ),
    );
    const codes = [a!.statusCode, b!.statusCode].sort();
    expect(codes).toEqual([200, 409]);
    const submitted = (a!.statusCode === 200 ? a! : b!).json().selection;
    expect(submitted).toMatchObject({ extraPhotos: 2 });
    expect(submitted.invoiceUrl).toMatch(/\/i\//);
    const invoiceEmails = (await emailsTo(t.app, CLIENT)).filter((e) => e.template === 'invoice-sent');
    expect(invoiceEmails).toHaveLength(1);
    const invoice = await t.app.inject({
      method: 'GET',
      url: `/api/public/invoices/${submitted.invoiceUrl.split('/i/')[1]}`,
    });
    // 2 × ₦2,500, VAT 7.5% on top (the photographer's invoice settings).
    expect(invoice.json().invoice).toMatchObject({ subtotalKobo: 500_000, totalKobo: 537_500 });
    expect((await emailsTo(t.app, ade.email)).some((e) => e.template === 'gallery-selection-submitted')).toBe(
      true,
    );

    // Submitted: no more changes.
    const late = await favourite(photoIds[0]!, here);
    expect(late.statusCode).toBe(409);
  });

  it('shows the photographer the selection, exports file names for Lightroom, and delivers', async () => {
    const list = (
      await t.app.inject({ method: 'GET', url: GALLERIES_API.selections(gallery.id), headers: ade.headers })
    ).json();
    expect(list.selections).toHaveLength(1);
    const [selection] = list.selections;
    expect(selection).toMatchObject({ email: CLIENT, count: 3, extraPhotos: 2 });
    expect(selection.photos.find((p: { comment: string }) => p.comment === 'Brighten please')).toBeTruthy();
    const txt = await t.app.inject({
      method: 'GET',
      url: GALLERIES_API.lightroom(gallery.id, selection.id),
      headers: ade.headers,
    });
    expect(txt.body.trim()).toBe('DSC_000.NEF, DSC_001.NEF, DSC_002.NEF');

    const delivered = await t.app.inject({
      method: 'POST',
      url: GALLERIES_API.deliver(gallery.id),
      headers: ade.headers,
    });
    expect(delivered.statusCode).toBe(200);
    expect((await emailsTo(t.app, CLIENT)).filter((e) => e.template === 'gallery-delivered')).toHaveLength(1);
    const open = await t.app.inject({
      method: 'GET',
      url: GALLERIES_API.public(gallery.photographerId, gallery.id),
    });
    expect(open.json()).toMatchObject({
      delivered: true,
      includedPhotos: 1,
      extraPhotoKobo: 250_000,
      look: 'modern-dark',
    });
  });

  it('reopens a submitted selection: an unpaid extras invoice is replaced, a paid one stands and only further extras are billed', async () => {
    const invoices = () =>
      t.app.database.query<{ id: string; status: string; subtotal_kobo: number; total_kobo: number }>(
        'select id, status, subtotal_kobo, total_kobo from invoices where client_email = $1 order by created_at',
        [CLIENT],
      );
    const submit = () =>
      t.app.inject({
        method: 'POST',
        url: `${GALLERIES_API.selection(gallery.photographerId, gallery.id)}/submit`,
        headers: { cookie: here },
      });
    const [selection] = (
      await t.app.inject({ method: 'GET', url: GALLERIES_API.selections(gallery.id), headers: ade.headers })
    ).json().selections;
    const reopen = () =>
      t.app.inject({
        method: 'POST',
        url: GALLERIES_API.reopen(gallery.id, selection.id),
        headers: ade.headers,
      });
    expect((await reopen()).statusCode).toBe(200);
    expect((await reopen()).json().message).toBe(PROOFING_MESSAGES.notSubmitted);
    expect(
      (await emailsTo(t.app, CLIENT)).filter((e) => e.template === 'gallery-selection-reopened'),
    ).toHaveLength(1);
    const reopened = (
      await t.app.inject({ method: 'GET', url: GALLERIES_API.selections(gallery.id), headers: ade.headers })
    ).json().selections[0];
    expect(reopened).toMatchObject({ submittedAt: null, reopenedAt: expect.any(String) });

    // The client drops one: 2 chosen, 1 included, 1 extra. The unpaid invoice for 2 is voided.
    const dropped = await t.app.inject({
      method: 'DELETE',
      url: GALLERIES_API.favourite(gallery.photographerId, gallery.id, photoIds[2]!),
      headers: { cookie: here },
    });
    expect(dropped.statusCode).toBe(200);
    const second = await submit();
    expect(second.statusCode).toBe(200);
    expect(second.json().selection).toMatchObject({ extraPhotos: 1, invoiceExtras: 1 });
    let bills = await invoices();
    expect(bills.map((b) => [b.status, Number(b.subtotal_kobo)])).toEqual([
      ['void', 500_000],
      ['sent', 250_000],
    ]);

    // Paid; reopened again, one more favourite: only that one is billed, the paid one stands.
    const paid = await t.app.inject({
      method: 'POST',
      url: `/api/invoices/${bills[1]!.id}/payments`,
      headers: ade.headers,
      payload: { amountKobo: Number(bills[1]!.total_kobo), method: 'bank_transfer' },
    });
    expect(paid.statusCode).toBe(201);
    expect((await reopen()).statusCode).toBe(200);
    await favourite(photoIds[2]!, here);
    const third = await submit();
    expect(third.json().selection).toMatchObject({ extraPhotos: 2, invoiceExtras: 1 });
    bills = await invoices();
    expect(bills.map((b) => [b.status, Number(b.subtotal_kobo)])).toEqual([
      ['void', 500_000],
      ['paid', 250_000],
      ['sent', 250_000],
    ]);
    // Submitting the same choice again after a reopen bills nothing more.
    expect((await reopen()).statusCode).toBe(200);
    expect((await submit()).json().selection).toMatchObject({ extraPhotos: 2, invoiceExtras: 1 });
    expect(await invoices()).toHaveLength(3);
  });

  it('caps the emails one selection can trigger (codes and continue links) per hour', async () => {
    const email = 'cap@clients.test';
    const ip = '192.0.2.150';
    const started = await t.app.inject({
      method: 'PUT',
      url: GALLERIES_API.favourite(gallery.photographerId, gallery.id, photoIds[0]!),
      payload: { email },
      remoteAddress: ip,
    });
    expect(started.statusCode).toBe(200);
    const cookie = String(started.headers['set-cookie']).split(';')[0]!;
    const resend = () =>
      t.app.inject({
        method: 'POST',
        url: GALLERIES_API.resendCode(gallery.photographerId, gallery.id),
        headers: { cookie },
        remoteAddress: ip,
      });
    // The first code plus four more; then refused, and the "another device" links count too.
    for (let i = 0; i < 4; i += 1) expect((await resend()).statusCode).toBe(200);
    const refused = await resend();
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toBe(PROOFING_MESSAGES.tooManyEmails);
    const elsewhere = await t.app.inject({
      method: 'PUT',
      url: GALLERIES_API.favourite(gallery.photographerId, gallery.id, photoIds[1]!),
      payload: { email },
      remoteAddress: '192.0.2.151',
    });
    expect(elsewhere.statusCode).toBe(429);
    const sent = (await emailsTo(t.app, email)).filter((e) =>
      ['gallery-selection-code', 'gallery-selection-link'].includes(e.template),
    );
    expect(sent).toHaveLength(5);
  });

  it('limits selection submits per network address (the link is shared widely and submits send email)', async () => {
    const submit = () =>
      t.app.inject({
        method: 'POST',
        url: `${GALLERIES_API.selection(gallery.photographerId, gallery.id)}/submit`,
        remoteAddress: '203.0.113.77',
      });
    // Without favourites a submit is refused (400) but still counts; the eleventh is 429.
    const statuses: number[] = [];
    for (let i = 0; i < 11; i += 1) statuses.push((await submit()).statusCode);
    expect(statuses.slice(0, 10).every((s) => s === 400)).toBe(true);
    expect(statuses[10]).toBe(429);
  });
});
