import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SignedInUser, signInAs } from '../../../../tests/auth-helpers.ts';
import { createGallery } from '../../../../tests/gallery-helpers.ts';
import { httpCaller } from '../../../../tests/http-call.ts';
import { dayAhead, lagos } from '../../../../tests/scheduling-helpers.ts';
import { createTestApp, type TestApp } from '../../../../tests/test-app.ts';
import { CLIENTS_API, type MyPhotographer } from '../../../shared/clients.ts';
import { BUILT_IN_TEMPLATES } from '../../../shared/contract-templates.ts';
import { GALLERIES_API, galleryPublicPath } from '../../../shared/galleries.ts';

const wedding = BUILT_IN_TEMPLATES.find((t) => t.id === 'template-wedding')!;
const EMAIL = 'nneka@clients.test';

/**
 * The client's dashboard cards, filled by each module: galleries shared with the client's email
 * are counted, and each card opens the thing that needs the client (the invoice to pay, the
 * contract to sign, the next session, the gallery), not the generic list.
 */
describe("the client's dashboard cards", () => {
  let t: TestApp;
  let ade: SignedInUser;
  let customer: SignedInUser;
  const call = httpCaller(() => t.app);
  const cardsOf = async () => {
    const res = await call(customer, 'GET', CLIENTS_API.myPhotographers);
    expect(res.statusCode, res.body).toBe(200);
    const mine = (res.json().photographers as MyPhotographer[]).find((p) => p.photographerId === ade.id)!;
    return Object.fromEntries(mine.cards.map((card) => [card.key, card]));
  };

  beforeAll(async () => {
    t = await createTestApp();
    ade = await signInAs(t.app, 'approvedPhotographer', { firstName: 'Ade', lastName: 'Lens' });
    customer = await signInAs(t.app, 'customer', { email: EMAIL });
    const client = await call(ade, 'POST', '/api/clients', { name: 'Nneka Obi', email: EMAIL });
    expect(client.statusCode, client.body).toBe(201);
  });
  afterAll(() => t.close());

  it('with nothing shared, every card says so', async () => {
    const cards = await cardsOf();
    expect(cards.galleries).toMatchObject({ count: 0, nextAction: null });
  });

  it('counts the galleries shared with the email and opens the gallery itself', async () => {
    const gallery = await createGallery(t.app, ade, { name: 'Nneka & Obi', clientEmail: EMAIL });
    // Not shared yet: the client cannot see it, so it is not counted.
    expect((await cardsOf()).galleries).toMatchObject({ count: 0 });
    await call(ade, 'POST', `${GALLERIES_API.gallery(gallery.id)}/share`);
    expect((await cardsOf()).galleries).toMatchObject({
      count: 1,
      nextAction: 'View Nneka & Obi',
      href: galleryPublicPath(ade.id, gallery.id),
    });
    const second = await createGallery(t.app, ade, { name: 'Second', clientEmail: EMAIL });
    await call(ade, 'POST', `${GALLERIES_API.gallery(second.id)}/share`);
    expect((await cardsOf()).galleries).toMatchObject({ count: 2, href: '/galleries' });
    // The client's /galleries lists the same two.
    const listed = (await call(customer, 'GET', GALLERIES_API.galleries)).json().galleries;
    expect(listed).toHaveLength(2);
  });

  it('opens the unpaid invoice, the contract to sign and the next session', async () => {
    const invoice = await call(ade, 'POST', '/api/invoices?send=true', {
      clientName: 'Nneka Obi',
      clientEmail: EMAIL,
      items: [{ description: 'Portraits', quantity: 1, unitKobo: 20_000_00 }],
    });
    expect(invoice.statusCode, invoice.body).toBe(201);
    const invoiceToken = invoice.json().invoice.publicUrl.split('/i/')[1];

    const created = await call(ade, 'POST', '/api/contracts', {
      title: wedding.title,
      clientName: 'Nneka Obi',
      clientEmail: EMAIL,
      content: wedding.content,
      templateId: wedding.id,
      values: { sessionDate: '2027-03-20', location: 'Ikeja', hours: 8, feeKobo: 500_000_00 },
    });
    const sent = await call(ade, 'POST', `/api/contracts/${created.json().contract.id}/send`);
    expect(sent.statusCode, sent.body).toBe(200);
    const contractToken = sent.json().contract.publicUrl.split('/c/')[1];

    const date = dayAhead(30);
    await call(ade, 'POST', '/api/scheduling/overrides', { date, spans: [{ start: '09:00', end: '17:00' }] });
    const types = (await call(ade, 'GET', '/api/scheduling/settings')).json().sessionTypes;
    const booking = await call(ade, 'POST', '/api/bookings', {
      sessionTypeId: types[0].id,
      startsAt: lagos(date, '10:00'),
      clientName: 'Nneka Obi',
      clientEmail: EMAIL,
    });
    expect(booking.statusCode, booking.body).toBe(201);

    const cards = await cardsOf();
    expect(cards.invoices).toMatchObject({ count: 1, href: `/i/${invoiceToken}` });
    expect(cards.contracts).toMatchObject({ count: 1, nextAction: '1 to sign', href: `/c/${contractToken}` });
    expect(cards.bookings).toMatchObject({
      count: 1,
      href: `/scheduling?booking=${booking.json().booking.id}`,
    });

    // Once the client signed, the contract waits for the photographer: nothing left for the client.
    const png = await sharp({ create: { width: 200, height: 60, channels: 3, background: '#fff' } })
      .composite([
        {
          input: Buffer.from(
            '<svg width="200" height="60"><path d="M10 40 L190 20" stroke="#000" stroke-width="4"/></svg>',
          ),
        },
      ])
      .png()
      .toBuffer();
    const signed = await t.app.inject({
      method: 'POST',
      url: `/api/public/contracts/${contractToken}/sign`,
      headers: { 'user-agent': 'vitest-browser/1.0' },
      payload: {
        consent: true,
        fullName: 'Nneka Obi',
        signature: `data:image/png;base64,${png.toString('base64')}`,
      },
    });
    expect(signed.statusCode, signed.body).toBe(200);
    expect((await cardsOf()).contracts).toMatchObject({ count: 1, nextAction: null, href: '/contracts' });
  });
});
