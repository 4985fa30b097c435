import { formatNaira } from '@shared/money';
import { useQuery } from '@tanstack/react-query';
import { Activity, Camera, FileSignature, Images, Users, Wallet } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { FigureCard } from '@/components/ui/figure-card';
import { Skeleton } from '@/components/ui/skeleton';
import { ApiError } from '@/lib/api';
import { overviewQuery } from './admin-queries';
import { Denied, PAGE_DENIED } from './denied';

function uptime(seconds: number): string {
  const days = Math.floor(seconds / 86_400);
  const hours = Math.floor((seconds % 86_400) / 3600);
  const minutes = Math.floor((seconds % 3600) / 60);
  return days ? `${days}d ${hours}h` : hours ? `${hours}h ${minutes}m` : `${minutes}m`;
}

export function OverviewTab() {
  const { data, isError, error } = useQuery(overviewQuery);
  if (isError) {
    if (error instanceof ApiError && error.status === 403) return <Denied {...PAGE_DENIED} />;
    return <p role="alert">The overview could not be loaded.</p>;
  }
  if (!data) return <Skeleton className="h-64 w-full" />;
  const { figures, health } = data;
  const number = (n: number) => n.toLocaleString('en-NG');
  return (
    <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      <FigureCard
        icon={<Camera aria-hidden />}
        label="Photographers"
        value={number(figures.photographers)}
        note={`${number(figures.pendingApprovals)} pending approval`}
      />
      <FigureCard icon={<Users aria-hidden />} label="Customers" value={number(figures.customers)} />
      <FigureCard icon={<Images aria-hidden />} label="Galleries" value={number(figures.galleries)} />
      <FigureCard
        icon={<Wallet aria-hidden />}
        label="Revenue"
        value={formatNaira(figures.revenueKobo)}
        note="Paid invoices"
      />
      <FigureCard icon={<FileSignature aria-hidden />} label="Contracts" value={number(figures.contracts)} />
      <Card>
        <CardHeader className="flex flex-row items-center justify-between space-y-0 pb-2">
          <CardTitle className="text-sm font-medium text-muted">System health</CardTitle>
          <Activity className="text-gold-700" aria-hidden />
        </CardHeader>
        <CardContent className="space-y-2 text-sm">
          <Badge variant={health.status === 'ok' ? 'success' : 'danger'}>
            {health.status === 'ok' ? 'All systems working' : 'Degraded'}
          </Badge>
          <p>
            Database: {health.database.kind === 'pglite' ? 'embedded' : 'PostgreSQL'},{' '}
            {health.database.ok ? `${health.database.latencyMs} ms` : 'not answering'}
          </p>
          <p>Email: {health.email === 'smtp' ? 'SMTP' : 'local outbox (development)'}</p>
          <p>
            Up {uptime(health.uptimeSeconds)} · version {health.version}
          </p>
        </CardContent>
      </Card>
    </div>
  );
}
