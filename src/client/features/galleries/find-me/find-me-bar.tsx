import { ScanFace } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import type { GuestFindMe } from './find-me-queries';

const FindMeDialog = lazy(() => import('./find-me-dialog').then((m) => ({ default: m.FindMeDialog })));

/** The button, and the dialog once asked for (its code loaded then). */
function FindMeButton({ findMe, onFound }: { findMe: GuestFindMe; onFound: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button type="button" variant="outline" onClick={() => setOpen(true)}>
        <ScanFace aria-hidden /> Find photos of me
      </Button>
      {open ? (
        <Suspense fallback={null}>
          <FindMeDialog findMe={findMe} onFound={onFound} open={open} setOpen={setOpen} />
        </Suspense>
      ) : null}
    </>
  );
}

/**
 * Find me on the guest's gallery: the button while they have no selfie here; then "Photos of
 * me" (the suggestions), a way back to every photo, and deleting the selfie at once.
 */
export function FindMeBar({
  findMe,
  showingMine,
  onShowMine,
  found,
  muted,
}: {
  findMe: GuestFindMe;
  showingMine: boolean;
  onShowMine: (on: boolean) => void;
  found: number;
  muted: string;
}) {
  if (!findMe.on) return null;
  if (!findMe.selfieId || !findMe.result)
    return <FindMeButton findMe={findMe} onFound={() => onShowMine(true)} />;
  const selfieId = findMe.selfieId;
  return (
    <div className="flex w-full flex-wrap items-center justify-center gap-2">
      <p className={cn('text-sm', muted)} aria-live="polite">
        {found === 0
          ? 'No photos found that you may be in. Try a clearer selfie, facing the camera.'
          : `${found} ${found === 1 ? 'photo' : 'photos'} you may be in, best matches first.`}
      </p>
      {found > 0 ? (
        <Button
          type="button"
          variant="outline"
          aria-pressed={showingMine}
          onClick={() => onShowMine(!showingMine)}
        >
          {showingMine ? 'Show all photos' : 'Photos of me'}
        </Button>
      ) : null}
      <Button
        type="button"
        variant="ghost"
        disabled={findMe.forget.isPending}
        onClick={() => findMe.forget.mutate(selfieId, { onSuccess: () => onShowMine(false) })}
      >
        Delete my selfie
      </Button>
    </div>
  );
}
