import { BarChart3, Download, Table2 } from 'lucide-react';
import { lazy, type ReactNode, Suspense, useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import type { ChartSpec } from './chart-spec';

const ReportChart = lazy(() => import('./charts'));

/**
 * One report: its chart (loaded on first show) or the same figures as a table, a switch between
 * them, and its CSV. The table is the accessible view: the chart is an image with a summary.
 */
export function ChartCard({
  title,
  description,
  csvHref,
  chart,
  summary,
  table,
  children,
}: {
  title: string;
  description: string;
  csvHref?: string;
  chart: ChartSpec | null;
  /** What the chart shows, in a sentence (the chart's accessible name). */
  summary: string;
  table: ReactNode;
  children?: ReactNode;
}) {
  const [view, setView] = useState<'chart' | 'table'>('chart');
  const titleId = useId();
  const showChart = chart !== null && view === 'chart';
  return (
    <Card role="region" aria-labelledby={titleId}>
      <CardHeader className="flex flex-row flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <CardTitle id={titleId}>{title}</CardTitle>
          <CardDescription>{description}</CardDescription>
        </div>
        <div className="flex flex-wrap gap-2">
          {chart ? (
            <fieldset className="inline-flex rounded-md border border-stone-300">
              <legend className="sr-only">{`${title}: view`}</legend>
              <Button
                variant={view === 'chart' ? 'default' : 'ghost'}
                size="sm"
                aria-pressed={view === 'chart'}
                onClick={() => setView('chart')}
              >
                <BarChart3 aria-hidden /> Chart
              </Button>
              <Button
                variant={view === 'table' ? 'default' : 'ghost'}
                size="sm"
                aria-pressed={view === 'table'}
                onClick={() => setView('table')}
              >
                <Table2 aria-hidden /> Table
              </Button>
            </fieldset>
          ) : null}
          {csvHref ? (
            <Button asChild variant="outline" size="sm">
              <a href={csvHref} download aria-label={`${title}: download CSV`}>
                <Download aria-hidden /> CSV
              </a>
            </Button>
          ) : null}
        </div>
      </CardHeader>
      <CardContent className="space-y-4">
        {showChart ? (
          <Suspense fallback={<Skeleton className="h-[280px] w-full" />}>
            <ReportChart spec={chart} label={summary} />
          </Suspense>
        ) : (
          table
        )}
        {children}
      </CardContent>
    </Card>
  );
}
