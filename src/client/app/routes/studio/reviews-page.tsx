import { Navigate } from 'react-router';
import { PageShell } from '@/components/layout/page-shell';
import { useAuth } from '@/features/accounts/use-auth';
import { StudioReviews } from '@/features/reviews/studio-reviews';

/** Aworan: the photographer's verified reviews, and their one reply to each (decision 264). */
export default function ReviewsPage() {
  const { viewer } = useAuth();
  if (!viewer) return null;
  if (viewer.role !== 'photographer') return <Navigate to="/dashboard" replace />;
  return (
    <PageShell title="Reviews" description="What your clients said after their sessions and galleries.">
      <StudioReviews />
    </PageShell>
  );
}
