import { formatDateTime } from '@shared/lagos-time';
import { useQuery } from '@tanstack/react-query';
import { Skeleton } from '@/components/ui/skeleton';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { auditQuery } from './admin-queries';

const LABELS: Record<string, string> = {
  'auth.sign_in_failed': 'Failed sign-in',
  'auth.sign_in_locked': 'Sign-in refused (account slowed down)',
  'auth.password_changed': 'Password changed',
  'auth.password_reset': 'Password reset',
  'photographer.application_submitted': 'Application submitted',
  'photographer.approved': 'Photographer approved',
  'photographer.rejected': 'Photographer rejected',
  'user.role_changed': 'Role changed',
  'user.disabled': 'Account disabled',
  'user.enabled': 'Account enabled',
  'admin.created': 'Admin created',
  'admin.promoted': 'Admin promoted',
};

function summary(details: Record<string, unknown> | null, shownEmail: string | null): string {
  if (!details) return '';
  if (details.from && details.to) return `${String(details.from)} → ${String(details.to)}`;
  if (details.businessName) return String(details.businessName);
  if (details.email && details.email !== shownEmail) return String(details.email);
  if (details.failures) return `${String(details.failures)} failures in a row`;
  return '';
}

/** The audit trail: who did what, when, from where. */
export function ActivityTab() {
  const { data, isError } = useQuery(auditQuery);
  if (isError) return <p role="alert">The activity could not be loaded.</p>;
  if (!data) return <Skeleton className="h-40 w-full" />;
  if (data.entries.length === 0) return <p className="py-8 text-center text-muted">Nothing recorded yet.</p>;
  return (
    <Table>
      <TableHeader>
        <TableRow>
          <TableHead>When</TableHead>
          <TableHead>What</TableHead>
          <TableHead>By</TableHead>
          <TableHead>Details</TableHead>
          <TableHead>IP</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {data.entries.map((e) => (
          <TableRow key={e.id}>
            <TableCell className="whitespace-nowrap">{formatDateTime(e.createdAt)}</TableCell>
            <TableCell>{LABELS[e.action] ?? e.action}</TableCell>
            <TableCell>{e.actorEmail ?? (e.targetType === 'email' ? '—' : 'System')}</TableCell>
            <TableCell className="text-muted">
              {/* Whose account the entry is about, then what changed ("customer → photographer"). */}
              {e.targetType === 'email' ? e.targetId : null}
              {e.targetType === 'user' ? (
                <span className="font-medium text-ink">{e.targetEmail ?? e.targetId}</span>
              ) : null}{' '}
              {summary(e.details, e.targetEmail)}
            </TableCell>
            <TableCell className="text-xs text-muted">{e.ipAddress ?? ''}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
