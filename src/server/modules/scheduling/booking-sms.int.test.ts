import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SignedInUser } from '../../../../tests/auth-helpers.ts';
import { atTime } from '../../../../tests/clock.ts';
import {
  type FakeTermii,
  startFakeTermii,
  termiiConfigOf,
} from '../../../../tests/fake-termii/fake-termii.ts';
import { photographerWithListing } from '../../../../tests/marketplace-helpers.ts';
import { completedBooking } from '../../../../tests/reviews-test-kit.ts';
import { dayAhead, lagos } from '../../../../tests/scheduling-helpers.ts';
import { createTestApp, type TestApp } from '../../../../tests/test-app.ts';
import { sendDueReminders } from './booking-reminders.ts';
import { schedulingDeps } from './scheduling.plugin.ts';

/** Booking texts beside the emails (decision 272): consent, once each, and the stop link. */
describe('booking SMS through Termii', () => {
  let termii: FakeTermii;
  let t: TestApp;
  let ade: SignedInUser;
  const slug = 'ade-sms-studio';

  beforeAll(async () => {
    termii = await startFakeTermii();
    t = await createTestApp({ termii: termiiConfigOf(termii) });
    ade = await photographerWithListing(t.app, {
      businessName: 'Ade Studio',
      slug,
      firstName: 'Ade',
      lastName: 'Obi',
    });
  });
  afterAll(async () => {
    await t.close();
    await termii.close();
  });

  const call = (who: SignedInUser | null, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
    t.app.inject({ method, url, headers: who ? who.headers : {}, ...(payload ? { payload } : {}) });
  const portrait = async () =>
    (await call(ade, 'GET', '/api/scheduling/settings'))
      .json()
      .sessionTypes.find((s: { name: string }) => s.name === 'Portrait Session').id as string;
  const openDay = async (days: number) => {
    const date = dayAhead(days);
    const res = await call(ade, 'POST', '/api/scheduling/overrides', {
      date,
      spans: [{ start: '09:00', end: '17:00' }],
    });
    expect(res.statusCode, res.body).toBe(201);
    return date;
  };
  /** A client added from the client form, with their agreement to texts. */
  const clientWhoAgreed = async (name: string, email: string, phone: string) => {
    const client = await call(ade, 'POST', '/api/clients', { name, email, phone, smsOptIn: true });
    expect(client.statusCode, client.body).toBe(201);
    expect(client.json().client.smsOptIn).toBe(true);
    return client.json().client as { id: string };
  };
  const textsTo = (digits: string) => termii.sent.filter((s) => s.to === digits);
  const remindAt = (startsAt: string, hoursBefore: number) =>
    atTime(new Date(startsAt).getTime() - hoursBefore * 3_600_000, () =>
      sendDueReminders(schedulingDeps(t.app, { publicUrl: t.config.publicUrl })()),
    );

  it('texts a client who agreed (client form) the confirmation and each reminder once, even when the job runs twice', async () => {
    const client = await clientWhoAgreed('Sade Bello', 'sade@example.test', '0803 111 2222');
    const date = await openDay(20);
    const booked = await call(ade, 'POST', '/api/bookings', {
      sessionTypeId: await portrait(),
      startsAt: lagos(date, '10:00'),
      clientName: 'Sade Bello',
      clientEmail: 'sade@example.test',
    });
    expect(booked.statusCode, booked.body).toBe(201);
    const [confirmed] = textsTo('2348031112222');
    expect(confirmed!.sms).toMatch(
      /^Portrait Session with Ade Obi is confirmed for .+ Details: http\S+\/b\/\S+ Stop SMS: http\S+\/s\/[\w-]{11}$/,
    );

    const startsAt = booked.json().booking.startsAt as string;
    expect(await remindAt(startsAt, 23)).toBe(1);
    expect(await remindAt(startsAt, 23)).toBe(0);
    expect(await remindAt(startsAt, 1.5)).toBe(1);
    expect(await remindAt(startsAt, 1)).toBe(0);
    const texts = textsTo('2348031112222').map((s) => s.sms);
    expect(texts).toHaveLength(3);
    expect(texts[1]).toMatch(/^Reminder: Portrait Session with Ade Obi tomorrow, /);
    expect(texts[2]).toMatch(/^Reminder: Portrait Session with Ade Obi in 2 hours, /);
    // Logged in the one outbox, on the client, beside the emails.
    const rows = await t.app.database.query<{
      channel: string;
      status: string;
      parts: number;
      client_id: string;
    }>(`select channel, status, parts, client_id from notification_outbox where "to" = '+2348031112222'`);
    expect(rows).toHaveLength(3);
    expect(rows.every((r) => r.channel === 'sms' && r.status === 'sent' && r.parts >= 1)).toBe(true);
    expect(new Set(rows.map((r) => r.client_id))).toEqual(new Set([client.id]));
  });

  it('texts nobody who did not agree', async () => {
    const date = await openDay(21);
    const booked = await call(ade, 'POST', '/api/bookings', {
      sessionTypeId: await portrait(),
      startsAt: lagos(date, '11:00'),
      clientName: 'No Texts',
      clientEmail: 'notexts@example.test',
      clientPhone: '0803 333 4444',
    });
    expect(booked.statusCode, booked.body).toBe(201);
    expect(await remindAt(booked.json().booking.startsAt, 23)).toBe(1);
    expect(textsTo('2348033334444')).toEqual([]);
  });

  it('takes the consent ticked when booking, and stops every text from the link in one', async () => {
    const date = await openDay(22);
    const info = await call(null, 'GET', `/api/public/booking/${slug}`);
    expect(info.json().smsAvailable).toBe(true);
    const booked = await call(null, 'POST', `/api/public/booking/${slug}`, {
      sessionTypeId: await portrait(),
      startsAt: lagos(date, '12:00'),
      clientName: 'Kemi Ade',
      clientEmail: 'kemi@example.test',
      clientPhone: '+234 805 555 6666',
      smsOptIn: true,
    });
    expect(booked.statusCode, booked.body).toBe(201);
    expect(booked.json().status).toBe('pending');
    expect(textsTo('2348055556666')).toEqual([]);
    const confirm = await call(ade, 'POST', `/api/bookings/${booked.json().bookingId}/confirm`);
    expect(confirm.statusCode, confirm.body).toBe(200);
    const [text] = textsTo('2348055556666');
    expect(text!.sms).toContain('is confirmed for');

    // The link in the text: a page without an account, and a button that stops the texts.
    const stopPath = new URL(/Stop SMS: (\S+)$/.exec(text!.sms)![1]!).pathname;
    const page = await call(null, 'GET', stopPath);
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('Stop SMS reminders');
    expect(page.body).toContain(`action="${stopPath}"`);
    const stopped = await t.app.inject({
      method: 'POST',
      url: stopPath,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: '',
    });
    expect(stopped.statusCode, stopped.body).toBe(200);
    expect(stopped.body).toContain('SMS reminders stopped');
    expect((await call(null, 'GET', stopPath)).body).toContain('SMS reminders are off');
    expect((await call(null, 'GET', '/s/not-a-token')).statusCode).toBe(404);

    // The reminder goes by email only now.
    expect(await remindAt(lagos(date, '12:00'), 23)).toBe(1);
    expect(textsTo('2348055556666')).toHaveLength(1);
    const emails = await t.app.database.query<{ n: number }>(
      `select count(*)::int as n from notification_outbox where "to" = 'kemi@example.test' and template = 'booking-reminder'`,
    );
    expect(emails[0]!.n).toBe(1);
  });

  it('texts the review invitation once to a client who agreed, and to nobody else', async () => {
    await clientWhoAgreed('Bisi Ade', 'bisi@example.test', '0807 333 4444');
    await completedBooking(t.app, ade, { email: 'bisi@example.test', name: 'Bisi Ade' });
    const invitations = textsTo('2348073334444').filter((s) => s.sms.startsWith('How was'));
    expect(invitations.map((s) => s.sms)).toEqual([
      expect.stringMatching(
        /^How was Portrait Session with Ade Studio\? Rate them 1-5: http\S+\/r\/[\w-]{43} Stop SMS: http\S+\/s\/[\w-]{11}$/,
      ),
    ]);
    // No number agreed to texts: the invitation goes by email only.
    const before = termii.sent.length;
    await completedBooking(t.app, ade, { email: 'no-texts@example.test', name: 'Tayo Bello' });
    expect(termii.sent.slice(before).filter((s) => s.sms.startsWith('How was'))).toEqual([]);
  });
});
