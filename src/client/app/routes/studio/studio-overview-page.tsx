import { Link } from 'react-router';
import { PageShell } from '@/components/layout/page-shell';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { useAuth } from '@/features/accounts/use-auth';

/** /studio: the photographer's landing place after sign-in. */
export default function StudioOverviewPage() {
  const { viewer } = useAuth();
  if (!viewer) return null;
  return (
    <PageShell title="Studio overview" description={`Welcome back, ${viewer.firstName || 'photographer'}.`}>
      {viewer.isApproved ? (
        <Card className="p-6">
          <p>Everything that needs you today appears here.</p>
        </Card>
      ) : (
        <Card className="p-6">
          <p className="mb-4">Your studio tools open once an admin approves your photographer account.</p>
          <Button asChild>
            <Link to="/photographer-approval">Your application</Link>
          </Button>
        </Card>
      )}
    </PageShell>
  );
}
