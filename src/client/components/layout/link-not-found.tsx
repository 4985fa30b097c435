import { FileQuestion } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';

/** What a client's link shows when it is wrong or withdrawn (an invoice, a contract…): nothing else. */
export function LinkNotFound({ what }: { what: string }) {
  return (
    <div className="flex flex-col items-center py-16 text-center">
      <FileQuestion className="size-12 text-gold-700" aria-hidden />
      <h1 className="mt-4 font-display text-3xl font-bold text-ink">{what} not found</h1>
      <p className="mt-3 text-muted">
        This link is not valid or has been withdrawn. Ask the photographer who sent it for a new one.
      </p>
      <Button asChild size="lg" className="mt-8">
        <Link to="/">Return to Home</Link>
      </Button>
    </div>
  );
}
