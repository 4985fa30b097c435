import { AlertTriangle } from 'lucide-react';
import { Button } from '@/components/ui/button';

/** What a section shows when its content could not be loaded: say so, and offer a retry. */
export function LoadError({ what, onRetry }: { what: string; onRetry: () => void }) {
  return (
    <div
      role="alert"
      className="mx-auto flex max-w-md flex-col items-center gap-3 rounded-xl border border-stone-200 p-8 text-center"
    >
      <AlertTriangle className="size-8 text-gold-700" aria-hidden />
      <p className="text-stone-800">We could not load {what}. Check your connection and try again.</p>
      <Button variant="outline" onClick={onRetry}>
        Try again
      </Button>
    </div>
  );
}
