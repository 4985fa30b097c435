import type { ApplicationStatus } from '@shared/accounts';
import { Badge } from '@/components/ui/badge';

/** A photographer's standing as one badge: the profile's approval first, then the application. */
export function ApprovalBadge({
  isApproved,
  applicationStatus,
}: {
  isApproved: boolean;
  applicationStatus?: ApplicationStatus | null | undefined;
}) {
  if (isApproved) return <Badge variant="success">Approved</Badge>;
  if (applicationStatus === 'rejected') return <Badge variant="danger">Not approved</Badge>;
  return <Badge variant="warning">Pending Approval</Badge>;
}
