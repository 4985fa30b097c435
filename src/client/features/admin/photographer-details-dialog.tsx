import { type AdminPhotographer, PHOTOGRAPHER_STATUS_LABELS } from '@shared/admin';
import { formatDateTime } from '@shared/lagos-time';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';

const statusVariant = {
  approved: 'success',
  pending: 'warning',
  rejected: 'danger',
  not_applied: 'neutral',
} as const;

export function StatusBadge({ status }: { status: AdminPhotographer['status'] }) {
  return <Badge variant={statusVariant[status]}>{PHOTOGRAPHER_STATUS_LABELS[status]}</Badge>;
}

const date = (iso: string | null) => (iso ? formatDateTime(iso) : '—');

export function PhotographerDetailsDialog({
  photographer,
  onOpenChange,
  onApprove,
  onReject,
}: {
  photographer: AdminPhotographer | null;
  onOpenChange: (open: boolean) => void;
  onApprove: (p: AdminPhotographer) => void;
  onReject: (p: AdminPhotographer) => void;
}) {
  const p = photographer;
  return (
    <Dialog open={p !== null} onOpenChange={onOpenChange}>
      <DialogContent>
        {p ? (
          <>
            <DialogHeader>
              <DialogTitle>{p.businessName ?? `${p.firstName} ${p.lastName}`}</DialogTitle>
              <DialogDescription>Photographer details</DialogDescription>
            </DialogHeader>
            <dl className="grid grid-cols-[9rem_1fr] gap-y-2 text-sm">
              <dt className="text-muted">Name</dt>
              <dd>
                {p.firstName} {p.lastName}
              </dd>
              <dt className="text-muted">Email</dt>
              <dd className="break-all">{p.email}</dd>
              <dt className="text-muted">Status</dt>
              <dd>
                <StatusBadge status={p.status} />
              </dd>
              <dt className="text-muted">Registered</dt>
              <dd>{date(p.registeredAt)}</dd>
              <dt className="text-muted">Applied</dt>
              <dd>{date(p.appliedAt)}</dd>
              <dt className="text-muted">Portfolio</dt>
              <dd className="break-all">
                {p.portfolioUrl ? (
                  <a
                    href={p.portfolioUrl}
                    target="_blank"
                    rel="noreferrer noopener"
                    className="text-gold-700 underline"
                  >
                    {p.portfolioUrl}
                  </a>
                ) : (
                  '—'
                )}
              </dd>
              <dt className="text-muted">Services</dt>
              <dd className="whitespace-pre-line">{p.description || '—'}</dd>
              {p.reviewedAt ? (
                <>
                  <dt className="text-muted">Reviewed</dt>
                  <dd>{date(p.reviewedAt)}</dd>
                </>
              ) : null}
              {p.rejectionReason ? (
                <>
                  <dt className="text-muted">Reason</dt>
                  <dd>{p.rejectionReason}</dd>
                </>
              ) : null}
            </dl>
            {p.status === 'pending' ? (
              <DialogFooter>
                <Button variant="destructive" onClick={() => onReject(p)}>
                  Reject
                </Button>
                <Button onClick={() => onApprove(p)}>Approve</Button>
              </DialogFooter>
            ) : null}
          </>
        ) : null}
      </DialogContent>
    </Dialog>
  );
}
