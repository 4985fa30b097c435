import { lagosMonth, monthLabel } from '@shared/lagos-time';
import type { Booking } from '@shared/scheduling';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { dateOfBooking, dayHeading, monthGrid } from './agenda';
import { timeOf } from './appointment-card';

const WEEK = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];

/** Today's Lagos year and month. */
function thisMonth(): { year: number; month: number } {
  const [y, m] = lagosMonth().split('-');
  return { year: Number(y), month: Number(m) };
}

/**
 * The month view: a calendar of the month with each day's sessions (times and types on a wide
 * screen, a count on a phone); choosing a day lists its appointments below.
 */
export function MonthView({ bookings, card }: { bookings: Booking[]; card: (b: Booking) => ReactNode }) {
  const [{ year, month }, setMonth] = useState(thisMonth);
  const [chosen, setChosen] = useState<string | null>(null);
  const byDate = new Map<string, Booking[]>();
  for (const b of [...bookings].sort((a, z) => a.startsAt.localeCompare(z.startsAt))) {
    const date = dateOfBooking(b);
    byDate.set(date, [...(byDate.get(date) ?? []), b]);
  }
  const step = (by: number) => {
    const next = new Date(Date.UTC(year, month - 1 + by, 1));
    setMonth({ year: next.getUTCFullYear(), month: next.getUTCMonth() + 1 });
    setChosen(null);
  };
  const title = monthLabel(`${year}-${String(month).padStart(2, '0')}`);
  return (
    <div className="space-y-4">
      <div className="flex items-center justify-between">
        <Button size="icon" variant="outline" onClick={() => step(-1)} aria-label="Previous month">
          <ChevronLeft aria-hidden />
        </Button>
        <h2 className="font-display text-xl font-semibold" aria-live="polite">
          {title}
        </h2>
        <Button size="icon" variant="outline" onClick={() => step(1)} aria-label="Next month">
          <ChevronRight aria-hidden />
        </Button>
      </div>
      <table className="w-full table-fixed border-collapse text-sm" aria-label={`Sessions in ${title}`}>
        <thead>
          <tr>
            {WEEK.map((d) => (
              <th key={d} scope="col" className="pb-1 text-xs font-normal text-muted">
                {d}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {monthGrid(year, month).map((week) => (
            <tr key={week.find(Boolean) ?? ''}>
              {week.map((date, i) => (
                <td key={date ?? `empty-${i}`} className="h-16 border border-stone-100 p-0 align-top sm:h-24">
                  {date ? (
                    <DayCell
                      date={date}
                      sessions={byDate.get(date) ?? []}
                      chosen={chosen === date}
                      onChoose={setChosen}
                    />
                  ) : null}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
      {chosen ? (
        <section aria-label={dayHeading(chosen)} className="space-y-3">
          <h3 className="font-semibold">{dayHeading(chosen)}</h3>
          {(byDate.get(chosen) ?? []).length === 0 ? (
            <p className="text-muted">No sessions that day.</p>
          ) : (
            <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
              {(byDate.get(chosen) ?? []).map((b) => (
                <li key={b.id}>{card(b)}</li>
              ))}
            </ul>
          )}
        </section>
      ) : null}
    </div>
  );
}

function DayCell({
  date,
  sessions,
  chosen,
  onChoose,
}: {
  date: string;
  sessions: Booking[];
  chosen: boolean;
  onChoose: (date: string) => void;
}) {
  const active = sessions.filter((b) => b.status !== 'cancelled');
  return (
    <button
      type="button"
      onClick={() => onChoose(date)}
      aria-pressed={chosen}
      aria-label={`${dayHeading(date)}: ${active.length === 0 ? 'no sessions' : `${active.length} ${active.length === 1 ? 'session' : 'sessions'}`}`}
      className={cn(
        'flex size-full flex-col items-start gap-0.5 p-1 text-left hover:bg-gold-50 focus-visible:outline-2 focus-visible:outline-gold-600',
        chosen && 'bg-gold-100',
      )}
    >
      <span className="text-xs font-semibold">{Number(date.slice(8))}</span>
      {active.length > 0 ? (
        <span className="rounded bg-gold-600 px-1 text-[11px] font-semibold text-white sm:hidden">
          {active.length}
        </span>
      ) : null}
      {active.slice(0, 2).map((b) => (
        <span
          key={b.id}
          className="hidden w-full truncate rounded bg-gold-50 px-1 text-[11px] text-gold-900 sm:block"
        >
          {timeOf(b)} {b.type}
        </span>
      ))}
      {active.length > 2 ? (
        <span className="hidden text-[11px] text-muted sm:block">+{active.length - 2} more</span>
      ) : null}
    </button>
  );
}
