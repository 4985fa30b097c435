import type { Booking } from '@shared/scheduling';
import { describe, expect, it } from 'vitest';
import { agendaOf, monthGrid } from './agenda';

const at = (id: string, startsAt: string, hours = 1) =>
  ({
    id,
    startsAt,
    endsAt: new Date(new Date(startsAt).getTime() + hours * 3_600_000).toISOString(),
    timeZone: 'Africa/Lagos',
  }) as Booking;

describe('the agenda', () => {
  it('lists coming sessions soonest first by Lagos date, then ended ones most recent first', () => {
    const now = new Date('2026-12-10T12:00:00Z');
    const list = [
      at('far', '2027-01-15T09:00:00Z'),
      at('ended', '2026-12-01T09:00:00Z'),
      at('tomorrow-late', '2026-12-11T15:00:00Z'),
      // 23:30 UTC on the 10th is 00:30 on the 11th in Lagos.
      at('tomorrow-early', '2026-12-10T23:30:00Z'),
      at('running', '2026-12-10T11:30:00Z'),
      at('older', '2026-11-20T09:00:00Z'),
    ];
    const { coming, past } = agendaOf(list, now);
    expect(coming.map((d) => [d.date, d.bookings.map((b) => b.id)])).toEqual([
      ['2026-12-10', ['running']],
      ['2026-12-11', ['tomorrow-early', 'tomorrow-late']],
      ['2027-01-15', ['far']],
    ]);
    expect(past.map((d) => d.bookings[0]!.id)).toEqual(['ended', 'older']);
  });

  it('lays a month out in Monday-first weeks', () => {
    const weeks = monthGrid(2026, 12);
    // 1 December 2026 is a Tuesday.
    expect(weeks[0]).toEqual([
      null,
      '2026-12-01',
      '2026-12-02',
      '2026-12-03',
      '2026-12-04',
      '2026-12-05',
      '2026-12-06',
    ]);
    expect(weeks.at(-1)).toEqual(['2026-12-28', '2026-12-29', '2026-12-30', '2026-12-31', null, null, null]);
  });
});
