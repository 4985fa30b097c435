import { Hammer } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { PageShell } from './page-shell';

interface PlannedPageProps {
  title: string;
  description: string;
}

/**
 * A real route whose screen is still being built: it says so plainly and offers a way on,
 * instead of an empty page.
 */
export function PlannedPage({ title, description }: PlannedPageProps) {
  return (
    <PageShell title={title} description={description}>
      <Card>
        <CardContent className="flex flex-col items-start gap-4 pt-6">
          <div className="flex items-center gap-3 text-gold-700">
            <Hammer className="size-5" aria-hidden />
            <p className="font-semibold">This part of Aworan is being prepared.</p>
          </div>
          <p className="text-muted">
            We are building this screen now. In the meantime, explore our services or get in touch with our
            team.
          </p>
          <div className="flex flex-wrap gap-2">
            <Button asChild>
              <Link to="/services">Browse services</Link>
            </Button>
            <Button asChild variant="outline">
              <Link to="/contact">Contact us</Link>
            </Button>
          </div>
        </CardContent>
      </Card>
    </PageShell>
  );
}
