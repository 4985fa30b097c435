import { describe, expect, it } from 'vitest';
import { atTime } from '../../../../tests/clock.ts';
import { dayAhead, lagos } from '../../../../tests/scheduling-helpers.ts';
import { schedulingTestKit } from '../../../../tests/scheduling-test-kit.ts';
import { sendDueReminders } from './booking-reminders.ts';
import { completeEndedSessions } from './bookings.service.ts';
import { schedulingDeps } from './scheduling.plugin.ts';

describe('scheduling API: calendar and reminders', () => {
  const kit = schedulingTestKit('ade-studio-sched');
  const { call, settings, typeId, open, book } = kit;

  it('emails carry an .ics, and the private feed shows the same UTC instant; a new token retires the old', async () => {
    const portrait = await typeId('Portrait Session');
    const d = dayAhead(21);
    await open(d);
    const res = await book(lagos(d, '10:00'), portrait, {
      clientEmail: 'ics@example.test',
      clientName: 'Ics Person',
    });
    expect(res.statusCode, res.body).toBe(201);
    const [mail] = await kit.t.app.database.query<{
      meta: { attachments: { storageKey: string; filename: string }[] };
    }>(
      `select meta from notification_outbox where "to" = 'ics@example.test' and template = 'booking-confirmed'`,
    );
    const attachment = mail!.meta.attachments[0]!;
    expect(attachment.filename).toBe('session.ics');
    const stored = await kit.t.app.storage.get(attachment.storageKey);
    const ics = stored ? Buffer.concat(await stored.body.toArray()).toString() : '';
    const stamp = lagos(d, '10:00').replace(/[-:]/g, '').replace('.000', '');
    expect(ics).toContain(`DTSTART:${stamp}`);
    expect(ics).toContain('METHOD:REQUEST');

    const feedUrl: string = (await settings()).availability.feedUrl;
    const path = new URL(feedUrl).pathname;
    const feed = await call(null, 'GET', path);
    expect(feed.statusCode).toBe(200);
    expect(feed.headers['content-type']).toContain('text/calendar');
    expect(feed.body).toContain(`DTSTART:${stamp}`);
    expect(feed.body).toContain('Portrait Session: Ics Person');
    // Another photographer's bookings are not in it.
    expect(feed.body).not.toContain('x@example.test');

    const renewed = await call(kit.ade, 'POST', '/api/scheduling/feed-token');
    expect(renewed.statusCode).toBe(200);
    expect((await call(null, 'GET', path)).statusCode).toBe(404);
    expect((await call(null, 'GET', new URL(renewed.json().feedUrl).pathname)).statusCode).toBe(200);
  });

  it('reminds the client 24 hours and 2 hours before, once each', async () => {
    const portrait = await typeId('Portrait Session');
    const d = dayAhead(25);
    await open(d);
    const res = await book(lagos(d, '12:00'), portrait, {
      clientEmail: 'remind@example.test',
      clientName: 'Remi',
    });
    expect(res.statusCode, res.body).toBe(201);
    const start = new Date(res.json().booking.startsAt).getTime();
    const deps = schedulingDeps(kit.t.app, { publicUrl: kit.t.config.publicUrl });
    const remindAt = (hoursBefore: number) =>
      atTime(start - hoursBefore * 3_600_000, () => sendDueReminders(deps()));
    const reminders = async () =>
      (
        await kit.t.app.database.query<{ subject: string }>(
          `select subject from notification_outbox where "to" = 'remind@example.test' and template = 'booking-reminder' order by created_at`,
        )
      ).map((r) => r.subject);
    expect(await remindAt(30)).toBe(0);
    expect(await remindAt(23)).toBe(1);
    expect(await remindAt(22)).toBe(0);
    expect(await remindAt(1.5)).toBe(1);
    expect(await remindAt(1)).toBe(0);
    expect(await reminders()).toEqual([
      expect.stringMatching(/^Reminder: Portrait Session tomorrow, /),
      expect.stringMatching(/^Reminder: Portrait Session in 2 hours, /),
    ]);
    // Once it has ended, it is Completed.
    expect(await atTime(start + 2 * 3_600_000, () => completeEndedSessions(deps()))).toBeGreaterThanOrEqual(
      1,
    );
    const list = (await call(kit.ade, 'GET', '/api/bookings')).json().bookings;
    expect(list.find((b: { id: string }) => b.id === res.json().booking.id).status).toBe('completed');
  });
});
