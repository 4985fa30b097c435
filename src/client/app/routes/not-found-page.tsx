import { Link } from 'react-router';
import { useDocumentTitle } from '@/components/layout/page-shell';
import { Button } from '@/components/ui/button';

export default function NotFoundPage() {
  useDocumentTitle('Page not found');
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center">
      <p className="font-display text-7xl font-bold text-gold-600">404</p>
      <h1 className="mt-4 font-display text-3xl font-bold">Oops! Page not found</h1>
      <p className="mt-3 text-muted">The page you are looking for does not exist or has moved.</p>
      <Button asChild className="mt-8" size="lg">
        <Link to="/">Return to Home</Link>
      </Button>
    </div>
  );
}
