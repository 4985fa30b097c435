import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SignedInUser, signInAs } from '../../../../tests/auth-helpers.ts';
import { httpCaller } from '../../../../tests/http-call.ts';
import { photographerWithListing } from '../../../../tests/marketplace-helpers.ts';
import { dayAhead, lagos } from '../../../../tests/scheduling-helpers.ts';
import { createTestApp, type TestApp } from '../../../../tests/test-app.ts';
import { BUILT_IN_TEMPLATES } from '../../../shared/contract-templates.ts';
import { CONTRACT_MESSAGES } from '../../../shared/contracts.ts';

const wedding = BUILT_IN_TEMPLATES.find((t) => t.id === 'template-wedding')!;

/** A contract linked to a booking fills from the booking and its invoice (decision 135). */
describe('contracts linked to a booking', () => {
  let t: TestApp;
  let ade: SignedInUser;
  let other: SignedInUser;
  let bookingId: string;
  let otherBookingId: string;
  let clientId: string;
  const slug = 'ade-contract-link';
  const date = dayAhead(30);

  const call = httpCaller(() => t.app);
  const typeId = async (who: SignedInUser, name: string) =>
    (await call(who, 'GET', '/api/scheduling/settings'))
      .json()
      .sessionTypes.find((s: { name: string }) => s.name === name);
  const open = async (who: SignedInUser, d: string) =>
    expect(
      (
        await call(who, 'POST', '/api/scheduling/overrides', {
          date: d,
          spans: [{ start: '09:00', end: '17:00' }],
        })
      ).statusCode,
    ).toBe(201);
  const draft = (over: Record<string, unknown> = {}, who = ade) =>
    call(who, 'POST', '/api/contracts', {
      title: 'Wedding Photography Contract',
      clientId,
      clientName: 'Kemi Ojo',
      clientEmail: 'kemi@example.test',
      content: wedding.content,
      templateId: wedding.id,
      bookingId,
      // What a browser might send: ignored for everything the booking fills.
      values: { sessionDate: '2030-01-01', location: 'Typed in the browser', hours: 2, feeKobo: 100 },
      ...over,
    });

  beforeAll(async () => {
    t = await createTestApp();
    ade = await photographerWithListing(t.app, { businessName: 'Ade Studio', slug, firstName: 'Ade' });
    other = await signInAs(t.app, 'approvedPhotographer');
    // Ade charges no VAT: the session's invoice is the listed ₦250,000 (decision 200).
    const settings = (await call(ade, 'GET', '/api/invoices/settings')).json().settings;
    expect(
      (await call(ade, 'PUT', '/api/invoices/settings', { ...settings, vatEnabled: false })).statusCode,
    ).toBe(200);
    // A wedding with a 30% deposit, booked from the profile: an invoice whose first instalment is the deposit.
    const type = await typeId(ade, 'Wedding Package');
    const { id, ...input } = type;
    expect(
      (await call(ade, 'PUT', `/api/scheduling/session-types/${id}`, { ...input, depositPercent: 30 }))
        .statusCode,
    ).toBe(200);
    await open(ade, date);
    const booked = await call(null, 'POST', `/api/public/booking/${slug}`, {
      sessionTypeId: id,
      startsAt: lagos(date, '10:00'),
      clientName: 'Kemi Ojo',
      clientEmail: 'kemi@example.test',
      location: 'Eko Hotel, Victoria Island',
    });
    expect(booked.statusCode, booked.body).toBe(201);
    bookingId = booked.json().bookingId;
    const [client] = await t.app.database.query<{ id: string }>(
      `select id from clients where photographer_id = $1 and email = 'kemi@example.test'`,
      [ade.id],
    );
    clientId = client!.id;
    // Another photographer's booking of a client with the same email.
    const portrait = await typeId(other, 'Portrait Session');
    await open(other, date);
    const theirs = await call(other, 'POST', '/api/bookings', {
      sessionTypeId: portrait.id,
      startsAt: lagos(date, '11:00'),
      clientName: 'Kemi Ojo',
      clientEmail: 'kemi@example.test',
      location: 'Their studio',
    });
    expect(theirs.statusCode, theirs.body).toBe(201);
    otherBookingId = theirs.json().booking.id;
  });
  afterAll(() => t.close());

  it("lists the client's active bookings with the invoice's fee, to the photographer only", async () => {
    const res = await call(ade, 'GET', `/api/contracts/clients/${clientId}/bookings`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().bookings).toEqual([
      {
        id: bookingId,
        type: 'Wedding Package',
        startsAt: lagos(date, '10:00'),
        endsAt: lagos(date, '18:00'),
        location: 'Eko Hotel, Victoria Island',
        feeKobo: 25_000_000,
        depositKobo: 7_500_000,
      },
    ]);
    expect((await call(other, 'GET', `/api/contracts/clients/${clientId}/bookings`)).statusCode).toBe(404);
  });

  it("fills the placeholders from the booking (Lagos time) and the invoice's ₦ fee, not from the browser", async () => {
    const res = await draft();
    expect(res.statusCode, res.body).toBe(201);
    const c = res.json().contract;
    expect(c.bookingId).toBe(bookingId);
    expect(c.unfilled).toEqual([]);
    const lagosDay = new Intl.DateTimeFormat('en-NG', {
      dateStyle: 'medium',
      timeZone: 'Africa/Lagos',
    }).format(new Date(lagos(date, '10:00')));
    expect(c.content).toContain(`**${lagosDay}, 10:00 WAT** at **Eko Hotel, Victoria Island**`);
    expect(c.content).toContain('up to **8 hours**');
    expect(c.content).toContain('The total fee is **₦250,000.00**');
    expect(c.content).toContain('(**₦75,000.00**)');
    expect(c.content).toContain('The balance of **₦175,000.00**');
    expect(c.content).not.toContain('Typed in the browser');
    expect(c.content).not.toContain('2030');
  });

  it("refuses another photographer's booking, and a booking of another client, without leaking it", async () => {
    // Another photographer's booking is a 404 like a missing one; the wrong client's, a 400.
    const theirs = await draft({ bookingId: otherBookingId });
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json().fields.bookingId).toBe(CONTRACT_MESSAGES.bookingNotFound);
    expect(theirs.body).not.toContain('Their studio');
    const wrongClient = await draft({ clientId: null, clientName: 'Bola', clientEmail: 'bola@example.test' });
    expect(wrongClient.statusCode).toBe(400);
    expect(wrongClient.json().message).toBe(CONTRACT_MESSAGES.bookingNotFound);
    // Nor can the other photographer link ade's booking to a contract of theirs.
    const stolen = await draft({ clientId: null }, other);
    expect(stolen.statusCode).toBe(404);
  });

  it('keeps the link through send, freezes the filled text, and refuses to send once the booking is cancelled', async () => {
    const first = (await draft()).json().contract;
    const second = (await draft()).json().contract;
    const sent = await call(ade, 'POST', `/api/contracts/${first.id}/send`);
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json().contract.bookingId).toBe(bookingId);
    expect((await call(ade, 'GET', `/api/contracts/${first.id}`)).json().contract.bookingId).toBe(bookingId);
    const [row] = await t.app.database.query<{ frozen_text: string; booking_id: string }>(
      'select frozen_text, booking_id from contracts where id = $1',
      [first.id],
    );
    expect(row!.booking_id).toBe(bookingId);
    expect(row!.frozen_text).toContain('10:00 WAT** at **Eko Hotel, Victoria Island**');
    expect(row!.frozen_text).toContain('**₦250,000.00**');
    expect(row!.frozen_text).not.toMatch(/\[[A-Z_]+\]/);

    // The booking changed after the second draft was saved: it must be saved (re-filled) again.
    await t.app.database.query("update bookings set updated_at = now() + interval '1 minute' where id = $1", [
      bookingId,
    ]);
    const stale = await call(ade, 'POST', `/api/contracts/${second.id}/send`);
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toBe(CONTRACT_MESSAGES.bookingChanged);
    // The booking moves on: the second draft's text no longer matches it, so it cannot go out.
    expect((await call(ade, 'POST', `/api/bookings/${bookingId}/cancel`)).statusCode).toBe(200);
    const refused = await call(ade, 'POST', `/api/contracts/${second.id}/send`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(CONTRACT_MESSAGES.bookingInactive);
    // …and a cancelled booking is no longer offered.
    expect((await call(ade, 'GET', `/api/contracts/clients/${clientId}/bookings`)).json().bookings).toEqual(
      [],
    );
  });

  it('shows a client who has signed "awaiting photographer" rather than asking them to sign again', async () => {
    const c = (
      await draft({
        bookingId: null,
        values: { sessionDate: date, location: 'Ikoyi', hours: 8, feeKobo: 100_000 },
      })
    ).json().contract;
    const sent = (await call(ade, 'POST', `/api/contracts/${c.id}/send`)).json().contract;
    const token = String(sent.publicUrl).split('/c/')[1]!;
    // Any PNG is a drawn signature to the server (the race test does the same).
    const png = await sharp({ create: { width: 200, height: 60, channels: 3, background: '#ffffff' } })
      .png()
      .toBuffer();
    const customer = await signInAs(t.app, 'customer', { email: 'kemi@example.test' });
    const before = (await call(customer, 'GET', '/api/contracts/received')).json().contracts;
    expect(
      before.find((r: { publicUrl: string }) => r.publicUrl === `/c/${token}`).awaitingPhotographer,
    ).toBe(false);
    const signed = await call(null, 'POST', `/api/public/contracts/${token}/sign`, {
      consent: true,
      fullName: 'Kemi Ojo',
      signature: `data:image/png;base64,${png.toString('base64')}`,
    });
    expect(signed.statusCode, signed.body).toBe(200);
    const after = (await call(customer, 'GET', '/api/contracts/received')).json().contracts;
    expect(after.find((r: { publicUrl: string }) => r.publicUrl === `/c/${token}`)).toMatchObject({
      status: 'sent',
      awaitingPhotographer: true,
    });
  });
});
