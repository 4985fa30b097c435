import type { AdminPhotographer, PhotographerFilter } from '@shared/admin';
import { formatLagosDay } from '@shared/lagos-time';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Textarea } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Skeleton } from '@/components/ui/skeleton';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { ApiError } from '@/lib/api';
import { photographersQuery } from './admin-queries';
import { Denied, PAGE_DENIED } from './denied';
import { APPROVE_QUESTION, REJECT_QUESTION, usePhotographerDecision } from './photographer-decision';
import { PhotographerDetailsDialog, StatusBadge } from './photographer-details-dialog';

const FILTERS: { value: PhotographerFilter; label: string }[] = [
  { value: 'all', label: 'All' },
  { value: 'approved', label: 'Approved' },
  { value: 'pending', label: 'Pending Approval' },
];

function PhotographerTable({
  filter,
  onView,
  onApprove,
  onReject,
}: {
  filter: PhotographerFilter;
  onView: (p: AdminPhotographer) => void;
  onApprove: (p: AdminPhotographer) => void;
  onReject: (p: AdminPhotographer) => void;
}) {
  const { data, isError, error } = useQuery(photographersQuery(filter));
  if (isError) {
    if (error instanceof ApiError && error.status === 403) return <Denied {...PAGE_DENIED} />;
    return <p role="alert">The photographers could not be loaded.</p>;
  }
  if (!data) return <Skeleton className="h-40 w-full" />;
  if (data.photographers.length === 0) {
    return <p className="py-10 text-center text-muted">No photographers found in this category.</p>;
  }
  return (
    <Table>
      <TableHeader>
        <TableRow>
          <TableHead>Business name</TableHead>
          <TableHead>Contact</TableHead>
          <TableHead>Registered</TableHead>
          <TableHead>Status</TableHead>
          <TableHead className="text-right">Actions</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {data.photographers.map((p) => (
          <TableRow key={p.userId}>
            <TableCell className="font-medium">{p.businessName ?? '—'}</TableCell>
            <TableCell>
              <p>
                {p.firstName} {p.lastName}
              </p>
              <p className="text-xs text-muted">{p.email}</p>
            </TableCell>
            <TableCell>{formatLagosDay(p.registeredAt)}</TableCell>
            <TableCell>
              <StatusBadge status={p.status} />
            </TableCell>
            <TableCell>
              <div className="flex justify-end gap-2">
                <Button size="sm" variant="outline" onClick={() => onView(p)}>
                  Details
                </Button>
                {p.status === 'pending' ? (
                  <>
                    <Button size="sm" onClick={() => onApprove(p)}>
                      Approve
                    </Button>
                    <Button size="sm" variant="destructive" onClick={() => onReject(p)}>
                      Reject
                    </Button>
                  </>
                ) : null}
              </div>
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

/** The Photographers tab: review applications, Pending Approval first. */
export function PhotographersTab() {
  const [viewing, setViewing] = useState<AdminPhotographer | null>(null);
  const [confirming, setConfirming] = useState<{
    p: AdminPhotographer;
    decision: 'approve' | 'reject';
  } | null>(null);
  const [reason, setReason] = useState('');
  const decide = usePhotographerDecision(() => {
    setConfirming(null);
    setViewing(null);
    setReason('');
  });
  const ask = (p: AdminPhotographer, decision: 'approve' | 'reject') => setConfirming({ p, decision });

  return (
    <>
      <Tabs defaultValue="pending">
        <TabsList aria-label="Photographers by status">
          {FILTERS.map((f) => (
            <TabsTrigger key={f.value} value={f.value}>
              {f.label}
            </TabsTrigger>
          ))}
        </TabsList>
        {FILTERS.map((f) => (
          <TabsContent key={f.value} value={f.value}>
            <PhotographerTable
              filter={f.value}
              onView={setViewing}
              onApprove={(p) => ask(p, 'approve')}
              onReject={(p) => ask(p, 'reject')}
            />
          </TabsContent>
        ))}
      </Tabs>
      <PhotographerDetailsDialog
        photographer={viewing}
        onOpenChange={(open) => !open && setViewing(null)}
        onApprove={(p) => ask(p, 'approve')}
        onReject={(p) => ask(p, 'reject')}
      />
      <ConfirmDialog
        open={confirming !== null}
        title={confirming?.decision === 'approve' ? 'Approve photographer' : 'Reject photographer'}
        question={confirming?.decision === 'approve' ? APPROVE_QUESTION : REJECT_QUESTION}
        confirmLabel={confirming?.decision === 'approve' ? 'Approve' : 'Reject'}
        destructive={confirming?.decision === 'reject'}
        pending={decide.isPending}
        onOpenChange={(open) => !open && setConfirming(null)}
        onConfirm={() =>
          confirming &&
          decide.mutate(
            confirming.decision === 'approve'
              ? { userId: confirming.p.userId, decision: 'approve' }
              : { userId: confirming.p.userId, decision: 'reject', reason },
          )
        }
      >
        {confirming?.decision === 'reject' ? (
          <div className="space-y-1.5">
            <Label htmlFor="reject-reason">Reason (optional, sent to the photographer)</Label>
            <Textarea
              id="reject-reason"
              value={reason}
              onChange={(e) => setReason(e.target.value)}
              maxLength={1000}
            />
          </div>
        ) : null}
      </ConfirmDialog>
    </>
  );
}
