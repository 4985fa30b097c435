import { describe, expect, inject, it } from 'vitest';
import { emailsTo } from '../../../../tests/auth-helpers.ts';
import { clientsTestKit } from '../../../../tests/clients-test-kit.ts';
import { atTime } from '../../../../tests/clock.ts';
import { allAtOnce } from '../../../../tests/race.ts';
import { dayAhead } from '../../../../tests/scheduling-helpers.ts';
import { postgresUnavailable } from '../../../../tests/test-database.ts';
import { FOLLOW_UP_MESSAGES, FOLLOW_UPS_API } from '../../../shared/follow-ups.ts';
import { REPORTS_API } from '../../../shared/reports.ts';
import { STUDIO_API } from '../../../shared/studio.ts';
import { sendFollowUpDigests } from './follow-ups.service.ts';

describe('follow-ups', () => {
  const kit = clientsTestKit();
  const { as, create } = kit;
  const overviewOf = async (who = kit.owner) =>
    (await as(who, 'GET', STUDIO_API.overview)).json().followUpsDue;

  it('are set on a client, show as due on the overview and the client page, and are done or snoozed', async () => {
    const client = await create(kit.owner, { name: 'Ada Follow', email: 'ada-follow@example.ng' });
    const add = (dueOn: string, note: string) =>
      as(kit.owner, 'POST', FOLLOW_UPS_API.ofClient(client.id), { dueOn, note });
    expect((await add(dayAhead(-1), 'Too late')).json().message).toBe(FOLLOW_UP_MESSAGES.pastDate);
    expect((await add(dayAhead(1), '  ')).statusCode).toBe(400);
    expect((await add('2026-02-30', 'Not a date')).statusCode).toBe(400);
    const today = (await add(dayAhead(0), 'Send the wedding quote')).json().followUp;
    expect(today).toMatchObject({ clientName: 'Ada Follow', due: true, doneAt: null });
    const later = (await add(dayAhead(7), 'Ask for a review')).json().followUp;
    expect(later.due).toBe(false);

    const page = (await as(kit.owner, 'GET', FOLLOW_UPS_API.ofClient(client.id))).json();
    expect(page.today).toBe(dayAhead(0));
    expect(page.open.map((f: { note: string }) => f.note)).toEqual([
      'Send the wedding quote',
      'Ask for a review',
    ]);
    expect(await overviewOf()).toEqual({
      total: 1,
      items: [
        { id: today.id, clientId: client.id, clientName: 'Ada Follow', dueOn: dayAhead(0), note: today.note },
      ],
    });
    const glance = (await as(kit.owner, 'GET', REPORTS_API.glance)).json();
    expect(glance.followUpsDue).toMatchObject({ total: 1, items: [{ id: today.id, note: today.note }] });
    // Another photographer sees nothing, and cannot touch it.
    expect((await overviewOf(kit.other)).total).toBe(0);
    expect((await as(kit.other, 'POST', FOLLOW_UPS_API.done(today.id), {})).statusCode).toBe(404);
    expect((await as(kit.other, 'GET', FOLLOW_UPS_API.ofClient(client.id))).statusCode).toBe(404);

    // Snooze to tomorrow: no longer due; to a past date: refused.
    const snoozed = await as(kit.owner, 'POST', FOLLOW_UPS_API.snooze(today.id), { dueOn: dayAhead(1) });
    expect(snoozed.json().followUp).toMatchObject({ dueOn: dayAhead(1), due: false });
    expect((await overviewOf()).total).toBe(0);
    expect(
      (await as(kit.owner, 'POST', FOLLOW_UPS_API.snooze(today.id), { dueOn: dayAhead(-2) })).statusCode,
    ).toBe(400);
    // Done: off the open list, into the done one; done twice is a conflict.
    const done = await as(kit.owner, 'POST', FOLLOW_UPS_API.done(later.id), {});
    expect(done.json().followUp.doneAt).not.toBeNull();
    expect((await as(kit.owner, 'POST', FOLLOW_UPS_API.done(later.id), {})).json().message).toBe(
      FOLLOW_UP_MESSAGES.alreadyDone,
    );
    expect(
      (await as(kit.owner, 'POST', FOLLOW_UPS_API.snooze(later.id), { dueOn: dayAhead(3) })).statusCode,
    ).toBe(409);
    const after = (await as(kit.owner, 'GET', FOLLOW_UPS_API.ofClient(client.id))).json();
    expect(after.open.map((f: { id: string }) => f.id)).toEqual([today.id]);
    expect(after.done.map((f: { id: string }) => f.id)).toEqual([later.id]);
  });

  it('the 08:00 digest: one email on a day with follow-ups due (overdue ones included), none on other days', async () => {
    const client = await create(kit.other, { name: 'Bisi Digest', email: 'bisi-digest@example.ng' });
    await as(kit.other, 'POST', FOLLOW_UPS_API.ofClient(client.id), {
      dueOn: dayAhead(2),
      note: 'Send the album',
    });
    await as(kit.other, 'POST', FOLLOW_UPS_API.ofClient(client.id), {
      dueOn: dayAhead(3),
      note: 'Thank Bisi',
    });
    const deps = { db: kit.t.app.db, mailer: kit.t.app.mailer, publicUrl: 'https://aworan.test' };
    const digestOn = (days: number) =>
      atTime(Date.now() + days * 86_400_000, () => sendFollowUpDigests(deps));
    const digests = async () =>
      (await emailsTo(kit.t.app, kit.other.email)).filter((e) => e.template === 'follow-up-digest');
    await digestOn(1);
    expect(await digests()).toHaveLength(0);
    await digestOn(2);
    await digestOn(2);
    const [first] = await digests();
    expect(first?.subject).toBe('Today: 1 follow-up is due');
    expect(first?.text).toContain('Bisi Digest');
    expect(first?.text).toContain('Send the album');
    expect(first?.text).toContain('https://aworan.test/studio');
    await digestOn(3);
    const all = await digests();
    expect(all).toHaveLength(2);
    expect(all[0]?.subject).toBe('Today: 2 follow-ups are due');
  });

  describe.skipIf(inject('dbKind') !== 'postgres' || postgresUnavailable())('on PostgreSQL', () => {
    it('two runs of the digest at the same moment queue one email', async () => {
      const who = kit.owner;
      const client = await create(who, { name: 'Race Digest', email: 'race-digest@example.ng' });
      await as(who, 'POST', FOLLOW_UPS_API.ofClient(client.id), { dueOn: dayAhead(20), note: 'Race' });
      const deps = { db: kit.t.app.db, mailer: kit.t.app.mailer, publicUrl: 'https://aworan.test' };
      const runs = await atTime(Date.now() + 20 * 86_400_000, () =>
        allAtOnce([1, 2, 3, 4].map(() => () => sendFollowUpDigests(deps))),
      );
      expect(runs.every((r) => r.status === 'fulfilled')).toBe(true);
      const day = dayAhead(20);
      const digests = await kit.t.app.database.query(
        `select 1 from notification_outbox where "to" = $1 and template = 'follow-up-digest' and meta->>'followUpDigest' = $2`,
        [who.email, day],
      );
      expect(digests).toHaveLength(1);
    });
  });
});
