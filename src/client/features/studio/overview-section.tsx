import type { OverviewList } from '@shared/studio';
import { ChevronRight, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { Card } from '@/components/ui/card';

interface OverviewSectionProps<T> {
  id: string;
  title: string;
  icon: LucideIcon;
  /** The first items, and how many there are in all. */
  list: OverviewList<T>;
  /** Each item's row: an OverviewItem. */
  item: (item: T) => ReactNode;
  empty: string;
  /** The tool's own page, for the whole list. */
  tool: { to: string; label: string };
  /** A line under the heading (e.g. the sums owed). */
  summary?: ReactNode;
}

/** One part of the studio overview: a heading with its count, the first items, a way to the rest. */
export function OverviewSection<T>({
  id,
  title,
  icon: Icon,
  list,
  item,
  empty,
  tool,
  summary,
}: OverviewSectionProps<T>) {
  return (
    <section aria-labelledby={`${id}-heading`} className="min-w-0">
      <Card className="flex h-full flex-col p-5">
        <div className="flex items-center justify-between gap-3">
          <h2
            id={`${id}-heading`}
            className="flex items-center gap-2 font-display text-lg font-semibold text-ink"
          >
            <Icon className="size-5 text-gold-700" aria-hidden />
            {title}
          </h2>
          <Badge variant={list.total > 0 ? 'default' : 'neutral'}>
            {list.total}
            <span className="sr-only"> in all</span>
          </Badge>
        </div>
        {list.total > 0 ? summary : null}
        {list.total === 0 ? (
          <p className="mt-3 flex-1 text-sm text-muted">{empty}</p>
        ) : (
          <ul className="mt-2 flex-1 divide-y divide-stone-100">{list.items.map(item)}</ul>
        )}
        <Link to={tool.to} className="mt-3 self-start text-sm font-semibold text-gold-700 hover:underline">
          {list.total > list.items.length ? `See all ${list.total}` : tool.label}
        </Link>
      </Card>
    </section>
  );
}

/** An item of a section: a link to the thing itself, with what it is and what is due. */
export function OverviewItem({
  to,
  title,
  detail,
  aside,
}: {
  to: string;
  title: string;
  detail: string;
  aside?: ReactNode;
}) {
  return (
    <li>
      <Link
        to={to}
        className="-mx-2 flex items-center gap-3 rounded-md px-2 py-2.5 hover:bg-gold-50 focus-visible:outline-2 focus-visible:outline-gold-600"
      >
        <span className="min-w-0 flex-1">
          <span className="block truncate font-medium text-ink">{title}</span>
          <span className="block truncate text-sm text-muted">{detail}</span>
        </span>
        {aside ? <span className="shrink-0 text-right text-sm">{aside}</span> : null}
        <ChevronRight className="size-4 shrink-0 text-stone-400" aria-hidden />
      </Link>
    </li>
  );
}
