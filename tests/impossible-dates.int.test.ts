import { randomBytes } from 'node:crypto';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATE_MESSAGES } from '../src/shared/calendar-dates.ts';
import { SCHEDULING_MESSAGES } from '../src/shared/scheduling.ts';
import { nextTestIp, originOf, type SignedInUser, signInAs } from './auth-helpers.ts';
import { addBooking, addContract, addGallery, addInvoice, openDay, portraitType } from './authz/ownership.ts';
import { GALLERY_SETTINGS } from './gallery-helpers.ts';
import { lagos } from './scheduling-helpers.ts';
import { createTestApp, type TestApp } from './test-app.ts';

/**
 * The dates a probe sent that answered 500 (decision 210): a day the calendar does not have, year
 * 0 and year 9999, on the routes that take a date or a date-time, anonymous ones included. Each is
 * now a 400 naming the field; the first and last accepted years still work without a 5xx.
 */
/** The rule's messages, and the spec's own where it gives one (the booking form's slot). */
const FIELD_ERRORS: unknown[] = [...Object.values(DATE_MESSAGES), SCHEDULING_MESSAGES.pickSlot];

describe('impossible and extreme dates', () => {
  let t: TestApp;
  let ade: SignedInUser;
  let slug: string;
  let typeId: string;
  let bookingId: string;
  let invoiceId: string;
  let galleryId: string;

  beforeAll(async () => {
    t = await createTestApp();
    ade = await signInAs(t.app, 'approvedPhotographer');
    slug = `dates-${randomBytes(4).toString('hex')}`;
    const listing = await t.app.inject({
      method: 'PUT',
      url: '/api/marketplace/my-listing',
      headers: ade.headers,
      payload: {
        businessName: 'Dates Studio',
        slug,
        city: 'Lagos',
        phone: '',
        bio: 'Dates Studio photographs people.',
        categories: ['portrait'],
        showPhone: false,
      },
    });
    expect(listing.statusCode, listing.body).toBe(200);
    typeId = (await portraitType(t.app, ade)).id;
    bookingId = await addBooking(t.app, ade);
    invoiceId = (await addInvoice(t.app, ade, 'sent')).id;
    galleryId = (await addGallery(t.app, ade)).id!;
  });
  afterAll(() => t.close());

  const send = (request: InjectOptions, anonymous = false) =>
    t.app.inject({
      ...request,
      remoteAddress: nextTestIp(),
      headers: anonymous ? { origin: originOf(t.app) } : ade.headers,
    });

  /** Every route of the probe, with the date put where it named it. */
  const routes = (date: string, dateTime: string) => {
    const slots = `sessionTypeId=${typeId}&from=${date}&to=${date}`;
    const booking = {
      sessionTypeId: typeId,
      startsAt: dateTime,
      clientName: 'Ada',
      clientEmail: 'ada@example.ng',
    };
    const invoice = {
      clientName: 'Ada',
      clientEmail: 'ada@example.ng',
      items: [{ description: 'Session', quantity: 1, unitKobo: 1_000_000 }],
    };
    return [
      {
        field: 'from',
        anonymous: true,
        request: { method: 'GET', url: `/api/public/booking/${slug}/slots?${slots}` },
      },
      { field: 'from', request: { method: 'GET', url: `/api/scheduling/slots?${slots}` } },
      { field: 'date', request: { method: 'GET', url: `/api/bookings/${bookingId}/slots?date=${date}` } },
      { field: 'startsAt', request: { method: 'POST', url: '/api/bookings', payload: booking } },
      {
        field: 'startsAt',
        anonymous: true,
        request: { method: 'POST', url: `/api/public/booking/${slug}`, payload: booking },
      },
      {
        field: 'startsAt',
        request: {
          method: 'POST',
          url: `/api/bookings/${bookingId}/reschedule`,
          payload: { startsAt: dateTime },
        },
      },
      {
        field: 'date',
        request: { method: 'POST', url: '/api/scheduling/overrides', payload: { date, spans: [] } },
      },
      {
        field: 'issueDate',
        request: { method: 'POST', url: '/api/invoices', payload: { ...invoice, issueDate: date } },
      },
      {
        field: 'schedule.0.dueDate',
        request: {
          method: 'POST',
          url: '/api/invoices',
          payload: { ...invoice, schedule: [{ kind: 'amount', amountKobo: 1_000_000, dueDate: date }] },
        },
      },
      {
        field: 'expiresOn',
        request: {
          method: 'PUT',
          url: `/api/galleries/${galleryId}/settings`,
          payload: { ...GALLERY_SETTINGS, expiresOn: date },
        },
      },
      {
        field: 'expirationDate',
        request: {
          method: 'POST',
          url: '/api/contracts',
          payload: {
            title: 'T',
            clientName: 'Ada',
            clientEmail: 'ada@example.ng',
            content: 'Terms',
            expirationDate: date,
          },
        },
      },
      {
        field: 'paidOn',
        request: {
          method: 'POST',
          url: `/api/invoices/${invoiceId}/payments`,
          payload: { amountKobo: 100, method: 'cash', paidOn: date },
        },
      },
      {
        field: 'from',
        request: { method: 'GET', url: `/api/invoices/export.csv?from=${date}&to=2026-12-31` },
      },
      { field: 'from', request: { method: 'GET', url: `/api/payments/online?from=${date}` } },
    ] as { field: string; anonymous?: boolean; request: InjectOptions }[];
  };

  it.each([
    ['2026-02-30', '2026-02-30T10:00:00+01:00'],
    ['0000-01-01', '0000-01-01T10:00:00Z'],
    ['9999-12-31', '9999-12-31T10:00:00Z'],
    ['1899-12-31', '1899-12-31T23:00:00Z'],
    ['2200-01-01', '2200-01-01T09:00:00+01:00'],
  ])('%s is a 400 naming the field on every route', async (date, dateTime) => {
    const problems: string[] = [];
    for (const { field, anonymous, request } of routes(date, dateTime)) {
      const res = await send(request, anonymous);
      const named = res.statusCode === 400 ? res.json().fields?.[field] : undefined;
      if (res.statusCode !== 400 || !FIELD_ERRORS.includes(named))
        problems.push(`${request.method} ${request.url}: ${res.statusCode} ${res.body.slice(0, 160)}`);
    }
    expect(problems).toEqual([]);
  });

  it('takes the first and the last accepted days without a 5xx', async () => {
    await openDay(t.app, ade, 41);
    const problems: string[] = [];
    for (const [date, dateTime] of [
      ['1900-01-01', '1900-01-01T10:00:00Z'],
      ['2199-12-31', lagos('2199-12-31', '10:00')],
    ] as const) {
      for (const { request } of routes(date, dateTime)) {
        const res = await send(request);
        if (res.statusCode >= 500) problems.push(`${request.method} ${request.url}: ${res.statusCode}`);
      }
    }
    expect(problems).toEqual([]);
  });

  it('refuses a contract edit with an expiry past the accepted years', async () => {
    const c = await addContract(t.app, ade);
    const res = await send({
      method: 'PUT',
      url: `/api/contracts/${c.id}`,
      payload: {
        title: 'T',
        clientName: 'Ada',
        clientEmail: 'ada@example.ng',
        content: 'Terms',
        expirationDate: '9999-12-31',
      },
    });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().fields.expirationDate).toBe(DATE_MESSAGES.range);
  });
});
