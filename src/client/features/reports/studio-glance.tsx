import { LAGOS_TIME_ZONE, monthLabel } from '@shared/lagos-time';
import { formatNaira } from '@shared/money';
import type { Glance } from '@shared/report-figures';
import { formatSessionTime } from '@shared/scheduling';
import { useQuery } from '@tanstack/react-query';
import { ArrowDownRight, ArrowUpRight } from 'lucide-react';
import { Link } from 'react-router';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { reportQueries } from './reports-queries';

/** This month so far against last month, as a sentence with its direction. */
function MonthAgainstLast({ glance }: { glance: Glance }) {
  const { thisMonth, lastMonth } = glance;
  const change = lastMonth.netKobo
    ? Math.round(((thisMonth.netKobo - lastMonth.netKobo) / lastMonth.netKobo) * 100)
    : null;
  const Arrow = thisMonth.netKobo >= lastMonth.netKobo ? ArrowUpRight : ArrowDownRight;
  return (
    <div>
      <p className="text-sm text-muted">{monthLabel(thisMonth.month)} so far</p>
      <p className="font-display text-3xl font-bold" data-testid="glance-this-month">
        {formatNaira(thisMonth.netKobo)}
      </p>
      <p className="mt-1 flex items-center gap-1 text-sm text-muted">
        <Arrow aria-hidden className="size-4 text-gold-700" />
        {monthLabel(lastMonth.month)}: {formatNaira(lastMonth.netKobo)}
        {change === null ? '' : ` (${change >= 0 ? '+' : ''}${change}%)`}
      </p>
    </div>
  );
}

/**
 * The studio overview's figures (decision 234): money this month against last, what is owed,
 * the next three sessions, and follow-ups due once follow-ups exist (until then the server
 * answers none and nothing shows). Each part opens the page behind it.
 */
export function StudioGlance() {
  const query = useQuery(reportQueries.glance);
  if (query.isPending)
    return <Skeleton className="h-40 w-full" role="status" aria-label="Loading your figures" />;
  if (!query.data) return null;
  const g = query.data;
  return (
    <Card className="md:col-span-2 xl:col-span-3">
      <CardHeader className="flex flex-row flex-wrap items-center justify-between gap-2">
        <CardTitle>At a glance</CardTitle>
        <Link
          to="/reports"
          className="text-sm font-semibold text-gold-700 underline-offset-4 hover:underline"
        >
          Open reports
        </Link>
      </CardHeader>
      <CardContent className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        <MonthAgainstLast glance={g} />
        <div>
          <p className="text-sm text-muted">Owed to you</p>
          <p className="font-display text-3xl font-bold" data-testid="glance-owed">
            {formatNaira(g.outstandingKobo)}
          </p>
          <p className="mt-1 text-sm text-muted">{formatNaira(g.overdueKobo)} overdue</p>
        </div>
        <div>
          <p className="text-sm text-muted">Next sessions</p>
          {g.nextBookings.length === 0 ? (
            <p className="mt-1 text-sm">Nothing booked yet.</p>
          ) : (
            <ul className="mt-1 space-y-1 text-sm">
              {g.nextBookings.map((b) => (
                <li key={b.id}>
                  <span className="font-semibold">{formatSessionTime(b.startsAt, LAGOS_TIME_ZONE)}</span>:{' '}
                  {b.typeName}, {b.clientName}
                  {b.status === 'pending' ? ' (to confirm)' : ''}
                </li>
              ))}
            </ul>
          )}
        </div>
        {g.followUpsDue ? (
          <div>
            <p className="text-sm text-muted">Follow-ups due</p>
            <p className="font-display text-3xl font-bold">{g.followUpsDue.total}</p>
          </div>
        ) : null}
      </CardContent>
    </Card>
  );
}
