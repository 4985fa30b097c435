import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailsTo, type SignedInUser, signInAs } from '../../../../tests/auth-helpers.ts';
import { atTime } from '../../../../tests/clock.ts';
import { cameraJpeg, createGallery, uploadPhoto } from '../../../../tests/gallery-helpers.ts';
import { httpCaller } from '../../../../tests/http-call.ts';
import { photographerWithListing } from '../../../../tests/marketplace-helpers.ts';
import { dayAhead, lagos } from '../../../../tests/scheduling-helpers.ts';
import { createTestApp, type TestApp } from '../../../../tests/test-app.ts';
import { BUILT_IN_TEMPLATES } from '../../../shared/contract-templates.ts';
import { GALLERIES_API } from '../../../shared/galleries.ts';
import { addDays } from '../../../shared/lagos-time.ts';
import { STUDIO_API, type StudioOverview } from '../../../shared/studio.ts';
import { invoicingDeps, markOverdueInvoices } from '../invoicing/invoicing.service.ts';
import { studioOverview } from './studio-overview.service.ts';

const wedding = BUILT_IN_TEMPLATES.find((t) => t.id === 'template-wedding')!;

/** The first Monday at least `days` ahead (Lagos), so "this week" has days after it. */
function mondayAhead(days: number): string {
  let date = dayAhead(days);
  while (new Date(`${date}T00:00:00Z`).getUTCDay() !== 1) date = addDays(date, 1);
  return date;
}

describe('the studio overview', () => {
  let t: TestApp;
  let ade: SignedInUser;
  let other: SignedInUser;
  const call = httpCaller(() => t.app);
  const monday = mondayAhead(10);
  const ids: Record<string, string> = {};
  let signature = '';

  beforeAll(async () => {
    t = await createTestApp();
    ade = await photographerWithListing(t.app, { businessName: 'Ade Studio', slug: 'ade-studio-overview' });
    other = await signInAs(t.app, 'approvedPhotographer');

    // Sessions: Monday 10:00 and 14:00 (a request from the public page), Tuesday, next Monday.
    const types = (await call(ade, 'GET', '/api/scheduling/settings')).json().sessionTypes;
    const portrait = types.find((s: { name: string }) => s.name === 'Portrait Session').id;
    for (const date of [monday, addDays(monday, 1), addDays(monday, 7)]) {
      const open = await call(ade, 'POST', '/api/scheduling/overrides', {
        date,
        spans: [{ start: '09:00', end: '17:00' }],
      });
      expect(open.statusCode, open.body).toBe(201);
    }
    const book = async (date: string, time: string, clientName: string) => {
      const res = await call(ade, 'POST', '/api/bookings', {
        sessionTypeId: portrait,
        startsAt: lagos(date, time),
        clientName,
        clientEmail: `${clientName.split(' ')[0]!.toLowerCase()}@clients.test`,
      });
      expect(res.statusCode, res.body).toBe(201);
      return res.json().booking.id as string;
    };
    ids.monday = await book(monday, '10:00', 'Bola Adeyemi');
    ids.tuesday = await book(addDays(monday, 1), '10:00', 'Chidi Okafor');
    ids.nextWeek = await book(addDays(monday, 7), '10:00', 'Dayo Ojo');
    const request = await call(null, 'POST', '/api/public/booking/ade-studio-overview', {
      sessionTypeId: portrait,
      startsAt: lagos(monday, '14:00'),
      clientName: 'Efe Idowu',
      clientEmail: 'efe@clients.test',
    });
    expect(request.statusCode, request.body).toBe(201);
    ids.request = request.json().bookingId;

    // Contracts: one the client signed (waits for Ade), one sent and unsigned.
    signature = `data:image/png;base64,${(
      await sharp({ create: { width: 200, height: 60, channels: 3, background: '#fff' } })
        .composite([
          {
            input: Buffer.from(
              '<svg width="200" height="60"><path d="M10 40 L190 20" stroke="#000" stroke-width="4"/></svg>',
            ),
          },
        ])
        .png()
        .toBuffer()
    ).toString('base64')}`;
    const contract = async (clientName: string) => {
      const created = await call(ade, 'POST', '/api/contracts', {
        title: wedding.title,
        clientName,
        clientEmail: `${clientName.split(' ')[0]!.toLowerCase()}@clients.test`,
        content: wedding.content,
        templateId: wedding.id,
        values: { sessionDate: '2027-03-20', location: 'Ikeja', hours: 8, feeKobo: 500_000_00 },
      });
      expect(created.statusCode, created.body).toBe(201);
      const sent = await call(ade, 'POST', `/api/contracts/${created.json().contract.id}/send`);
      expect(sent.statusCode, sent.body).toBe(200);
      return sent.json().contract as { id: string; publicUrl: string };
    };
    const signed = await contract('Funke Ade');
    const signing = await t.app.inject({
      method: 'POST',
      url: `/api/public/contracts/${signed.publicUrl.split('/c/')[1]}/sign`,
      headers: { 'user-agent': 'vitest-browser/1.0' },
      payload: { consent: true, fullName: 'Funke Ade', signature },
    });
    expect(signing.statusCode, signing.body).toBe(200);
    ids.contract = signed.id;
    await contract('Gbenga Unsigned');

    // Invoices: one overdue, one sent, one draft (not unpaid: not sent).
    const invoice = async (clientName: string, dueDate: string, send: boolean) => {
      const res = await call(ade, 'POST', `/api/invoices${send ? '?send=true' : ''}`, {
        clientName,
        clientEmail: `${clientName.split(' ')[0]!.toLowerCase()}@clients.test`,
        items: [{ description: 'Portrait session', quantity: 1, unitKobo: 50_000_00 }],
        issueDate: addDays(dueDate, -14),
        dueDate,
      });
      expect(res.statusCode, res.body).toBe(201);
      return res.json().invoice.id as string;
    };
    ids.overdue = await invoice('Hauwa Late', addDays(dayAhead(0), -3), true);
    ids.sent = await invoice('Ife Soon', addDays(dayAhead(0), 10), true);
    await invoice('Jide Draft', addDays(dayAhead(0), 10), false);
    await markOverdueInvoices(invoicingDeps(t.app, t.config.publicUrl));

    // Leads: a new enquiry-style lead; an active client is not one.
    const lead = await call(ade, 'POST', '/api/clients', { name: 'Kemi Lead', email: 'kemi@clients.test' });
    expect(lead.statusCode, lead.body).toBe(201);
    ids.lead = lead.json().client.id;
    await call(ade, 'POST', '/api/clients', {
      name: 'Lola Active',
      email: 'lola@clients.test',
      status: 'active',
    });

    // A gallery whose client submitted a selection.
    const gallery = await createGallery(t.app, ade, {
      name: 'Bisi & Tunde',
      clientEmail: 'bisi@clients.test',
    });
    const photo = await uploadPhoto(t.app, ade, gallery.id, await cameraJpeg(), 'DSC_001.jpg');
    await call(ade, 'POST', `${GALLERIES_API.gallery(gallery.id)}/share`);
    const favourite = await t.app.inject({
      method: 'PUT',
      url: GALLERIES_API.favourite(gallery.photographerId, gallery.id, photo),
      payload: { email: 'bisi@clients.test' },
    });
    expect(favourite.statusCode, favourite.body).toBe(200);
    const cookie = String(favourite.headers['set-cookie']).split(';')[0]!;
    const codeMail = (await emailsTo(t.app, 'bisi@clients.test')).find(
      (e) => e.template === 'gallery-selection-code',
    );
    const code = /^(\d{6})/.exec(codeMail!.subject)![1]!;
    await t.app.inject({
      method: 'POST',
      url: GALLERIES_API.verifyEmail(gallery.photographerId, gallery.id),
      headers: { cookie },
      payload: { code },
    });
    const submitted = await t.app.inject({
      method: 'POST',
      url: `${GALLERIES_API.selection(gallery.photographerId, gallery.id)}/submit`,
      headers: { cookie },
    });
    expect(submitted.statusCode, submitted.body).toBe(200);
    ids.gallery = gallery.id;
  });
  afterAll(() => t.close());

  const overviewOn = (date: string, time = '08:00') =>
    atTime(new Date(lagos(date, time)), () =>
      studioOverview({ db: t.app.db, invoicing: invoicingDeps(t.app, t.config.publicUrl) }, ade.id),
    );

  it("shows Monday's sessions as today's, Tuesday's as later this week, and not next week's", async () => {
    const overview = await overviewOn(monday);
    expect(overview.today).toBe(monday);
    expect(overview.sessionsToday.items.map((s) => [s.id, s.status])).toEqual([
      [ids.monday, 'confirmed'],
      [ids.request, 'pending'],
    ]);
    expect(overview.sessionsToday.total).toBe(2);
    expect(overview.sessionsLaterThisWeek.items.map((s) => s.id)).toEqual([ids.tuesday]);
    expect(overview.sessionsLaterThisWeek.items[0]).toMatchObject({
      type: 'Portrait Session',
      clientName: 'Chidi Okafor',
      startsAt: lagos(addDays(monday, 1), '10:00'),
    });
    // On Sunday the week is over: nothing is "later this week".
    const sunday = await overviewOn(addDays(monday, 6));
    expect(sunday.sessionsToday.total).toBe(0);
    expect(sunday.sessionsLaterThisWeek.total).toBe(0);
  });

  it('lists what waits for the photographer, each with what its link needs', async () => {
    const res = await call(ade, 'GET', STUDIO_API.overview);
    expect(res.statusCode, res.body).toBe(200);
    const overview = res.json() as StudioOverview;
    expect(overview.bookingsToConfirm).toEqual({
      items: [expect.objectContaining({ id: ids.request, clientName: 'Efe Idowu', status: 'pending' })],
      total: 1,
    });
    expect(overview.contractsToCountersign.items).toEqual([
      expect.objectContaining({ id: ids.contract, clientName: 'Funke Ade', title: wedding.title }),
    ]);
    expect(overview.contractsToCountersign.total).toBe(1);
    // Overdue first; the draft is not unpaid (it was never sent).
    expect(overview.unpaidInvoices.items.map((i) => [i.id, i.overdue])).toEqual([
      [ids.overdue, true],
      [ids.sent, false],
    ]);
    expect(overview.unpaidInvoices).toMatchObject({
      total: 2,
      outstandingKobo: 2 * 53_750_00,
      overdueKobo: 53_750_00,
    });
    expect(overview.leads.items.map((l) => l.name)).toContain('Kemi Lead');
    expect(overview.leads.items.map((l) => l.name)).not.toContain('Lola Active');
    expect(overview.newSelections).toEqual({
      items: [
        expect.objectContaining({
          galleryId: ids.gallery,
          galleryName: 'Bisi & Tunde',
          email: 'bisi@clients.test',
          photoCount: 1,
        }),
      ],
      total: 1,
    });
  });

  it('drops a selection once the gallery is delivered, and a contract once countersigned', async () => {
    const delivered = await call(ade, 'POST', `${GALLERIES_API.gallery(ids.gallery!)}/deliver`);
    expect(delivered.statusCode, delivered.body).toBeLessThan(300);
    const countersigned = await call(ade, 'POST', `/api/contracts/${ids.contract}/countersign`, {
      consent: true,
      fullName: 'Ade Studio',
      signature,
    });
    expect(countersigned.statusCode, countersigned.body).toBe(200);
    const overview = (await call(ade, 'GET', STUDIO_API.overview)).json() as StudioOverview;
    expect(overview.newSelections.total).toBe(0);
    expect(overview.contractsToCountersign.total).toBe(0);
  });

  it("never shows another photographer's things, and is for approved photographers only", async () => {
    const res = await call(other, 'GET', STUDIO_API.overview);
    expect(res.statusCode).toBe(200);
    const overview = res.json() as StudioOverview;
    for (const list of [
      overview.sessionsToday,
      overview.bookingsToConfirm,
      overview.contractsToCountersign,
      overview.unpaidInvoices,
      overview.leads,
      overview.newSelections,
    ]) {
      expect(list.total).toBe(0);
    }
    const pending = await signInAs(t.app, 'pendingPhotographer');
    expect((await call(pending, 'GET', STUDIO_API.overview)).statusCode).toBe(403);
    expect((await call(await signInAs(t.app, 'customer'), 'GET', STUDIO_API.overview)).statusCode).toBe(403);
    expect((await call(null, 'GET', STUDIO_API.overview)).statusCode).toBe(401);
  });
});
