import { describe, expect, it } from 'vitest';
import { atTime } from '../../../../tests/clock.ts';
import { dayAhead, lagos } from '../../../../tests/scheduling-helpers.ts';
import { schedulingTestKit } from '../../../../tests/scheduling-test-kit.ts';
import { releaseExpiredHolds } from './bookings.service.ts';
import { schedulingDeps } from './scheduling.plugin.ts';

describe('scheduling API: deposits', () => {
  const slug = 'ade-studio-sched';
  const kit = schedulingTestKit(slug);
  const { call, settings, typeId, open, slots } = kit;

  it('a deposit holds the slot for 30 minutes behind an invoice; paying keeps it, not paying releases it', async () => {
    const wedding = await typeId('Wedding Package');
    const s = (await settings()).sessionTypes.find((x: { id: string }) => x.id === wedding);
    const { id: _id, ...input } = s;
    expect(
      (
        await call(kit.ade, 'PUT', `/api/scheduling/session-types/${wedding}`, {
          ...input,
          depositPercent: 30,
        })
      ).statusCode,
    ).toBe(200);
    const d = dayAhead(20);
    await open(d);
    const res = await call(null, 'POST', `/api/public/booking/${slug}`, {
      sessionTypeId: wedding,
      startsAt: lagos(d, '10:00'),
      clientName: 'Kemi Ojo',
      clientEmail: 'kemi@example.test',
    });
    expect(res.statusCode, res.body).toBe(201);
    const held = res.json();
    expect(held.status).toBe('pending');
    expect(held.payUrl).toMatch(/\/i\/[\w-]+$/);
    const [invoice] = await kit.t.app.database.query<{
      id: string;
      total_kobo: number;
      items: { description: string }[];
      status: string;
    }>(
      'select i.id, i.total_kobo::int, i.items, i.status from invoices i join bookings b on b.invoice_id = i.id where b.id = $1',
      [held.bookingId],
    );
    // An invoice for the whole session whose first instalment is the deposit; VAT on top, as the
    // photographer's setting says (on by default, decision 200).
    expect(invoice!.total_kobo).toBe(26_875_000);
    expect(invoice!.status).toBe('sent');
    expect(invoice!.items[0]!.description).toMatch(/^Wedding Package, \w{3} \d{1,2} \w{3} \d{4}, 10:00$/);
    const detail = (await call(kit.ade, 'GET', `/api/invoices/${invoice!.id}`)).json().invoice;
    expect(
      detail.schedule.map((r: { label: string; amountKobo: number }) => [r.label, r.amountKobo]),
    ).toEqual([
      ['Deposit (30%)', 8_062_500],
      ['Balance', 18_812_500],
    ]);

    // Paid (here recorded by hand; online through Paystack it is the same applyPayment).
    const paid = await call(kit.ade, 'POST', `/api/invoices/${invoice!.id}/payments`, {
      amountKobo: 8_062_500,
      method: 'bank_transfer',
    });
    expect(paid.statusCode, paid.body).toBe(201);
    const [row] = await kit.t.app.database.query<{ status: string; hold: string | null }>(
      'select status, hold_expires_at as hold from bookings where id = $1',
      [held.bookingId],
    );
    // The hold is kept for good and, as photographers start with it (decision 205), the paid
    // deposit confirms the booking (booking-words.int.test.ts has the setting off).
    expect(row).toEqual({ status: 'confirmed', hold: null });

    // Another hold, never paid: 31 minutes later the job releases it and voids the invoice.
    // (17:00 the same day is not offered: the 10:00 wedding runs until 18:00.)
    expect(await slots(d, wedding)).toEqual([]);
    const d2 = dayAhead(22);
    await open(d2);
    const secondRes = await call(null, 'POST', `/api/public/booking/${slug}`, {
      sessionTypeId: wedding,
      startsAt: lagos(d2, '10:00'),
      clientName: 'Kemi Ojo',
      clientEmail: 'kemi@example.test',
    });
    expect(secondRes.statusCode, secondRes.body).toBe(201);
    const second = secondRes.json();
    const deps = schedulingDeps(kit.t.app, { publicUrl: kit.t.config.publicUrl });
    expect(await atTime(Date.now() + 31 * 60_000, () => releaseExpiredHolds(deps()))).toBe(1);
    const [released] = await kit.t.app.database.query<{ status: string; inv: string }>(
      'select b.status, i.status as inv from bookings b join invoices i on i.id = b.invoice_id where b.id = $1',
      [second.bookingId],
    );
    expect(released).toEqual({ status: 'cancelled', inv: 'void' });

    // A hold whose invoice the photographer voided by hand meanwhile is released all the same
    // (the job does not stop on it, for this photographer or anyone else).
    const d3 = dayAhead(24);
    await open(d3);
    const thirdRes = await call(null, 'POST', `/api/public/booking/${slug}`, {
      sessionTypeId: wedding,
      startsAt: lagos(d3, '10:00'),
      clientName: 'Tolu Bello',
      clientEmail: 'tolu@example.test',
    });
    expect(thirdRes.statusCode, thirdRes.body).toBe(201);
    const [third] = await kit.t.app.database.query<{ invoice_id: string }>(
      'select invoice_id from bookings where id = $1',
      [thirdRes.json().bookingId],
    );
    const voided = await call(kit.ade, 'POST', `/api/invoices/${third!.invoice_id}/void`, {
      reason: 'Sent twice',
    });
    expect(voided.statusCode, voided.body).toBe(200);
    expect(await atTime(Date.now() + 31 * 60_000, () => releaseExpiredHolds(deps()))).toBe(1);
    const [thirdReleased] = await kit.t.app.database.query<{ status: string; inv: string }>(
      'select b.status, i.status as inv from bookings b join invoices i on i.id = b.invoice_id where b.id = $1',
      [thirdRes.json().bookingId],
    );
    expect(thirdReleased).toEqual({ status: 'cancelled', inv: 'void' });
  });
});
