import { FIND_ME_NOTICE } from '@shared/find-me';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { ApiError } from '@/lib/api';
import type { GuestFindMe } from './find-me-queries';

/**
 * "Find photos of me": what happens to the selfie, the guest's agreement, then the selfie.
 * Loaded when the guest asks for it, so the gallery's first view stays within its budget.
 */
export function FindMeDialog({
  findMe,
  onFound,
  open,
  setOpen,
}: {
  findMe: GuestFindMe;
  onFound: () => void;
  open: boolean;
  setOpen: (open: boolean) => void;
}) {
  const [agreed, setAgreed] = useState(false);
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string>();
  const submit = () => {
    if (!file) {
      setError('Choose or take a selfie first.');
      return;
    }
    setError(undefined);
    findMe.send.mutate(file, {
      onSuccess: () => {
        setOpen(false);
        onFound();
      },
      onError: (err) => setError(err instanceof ApiError ? err.message : 'Could not send it. Try again.'),
    });
  };
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Find photos of me</DialogTitle>
          <DialogDescription>Upload one selfie to see the photos you may be in.</DialogDescription>
        </DialogHeader>
        <ul className="list-disc space-y-1 pl-5 text-sm text-stone-700">
          {FIND_ME_NOTICE.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
        <label htmlFor="find-me-agree" className="flex items-start gap-2 text-sm font-medium">
          <Checkbox id="find-me-agree" checked={agreed} onCheckedChange={(v) => setAgreed(v === true)} />I
          agree to my selfie being used this way.
        </label>
        {agreed ? (
          <div className="space-y-3">
            <label htmlFor="find-me-selfie" className="block text-sm font-medium">
              Your selfie
              <input
                id="find-me-selfie"
                type="file"
                accept="image/jpeg,image/png,image/webp"
                capture="user"
                className="mt-1 block w-full text-sm"
                onChange={(e) => setFile(e.target.files?.[0] ?? null)}
              />
            </label>
            {error ? (
              <p role="alert" className="text-sm font-medium text-red-700">
                {error}
              </p>
            ) : null}
            <Button type="button" className="w-full" disabled={findMe.send.isPending} onClick={submit}>
              {findMe.send.isPending ? 'Looking for you…' : 'Find my photos'}
            </Button>
          </div>
        ) : null}
      </DialogContent>
    </Dialog>
  );
}
