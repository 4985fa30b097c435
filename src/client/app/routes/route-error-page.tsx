import { useRouteError } from 'react-router';
import { Button } from '@/components/ui/button';

/** Shown when a page fails to load (for example a lost connection while fetching its code). */
export function RouteErrorPage() {
  const error = useRouteError();
  console.error(error);
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center">
      <h1 className="font-display text-3xl font-bold">Something went wrong</h1>
      <p className="mt-3 text-muted">This page could not be shown. Check your connection and try again.</p>
      <div className="mt-8 flex gap-2">
        <Button onClick={() => window.location.reload()}>Try again</Button>
        <Button asChild variant="outline">
          <a href="/">Return to Home</a>
        </Button>
      </div>
    </div>
  );
}
