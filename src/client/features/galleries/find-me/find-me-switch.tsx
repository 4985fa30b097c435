import { FIND_ME_ACCURACY, FIND_ME_NOTICE } from '@shared/find-me';
import { Button } from '@/components/ui/button';
import { useConfirm } from '@/components/ui/use-confirm';
import { errorMessage } from '@/lib/form-errors';
import { toast } from '@/lib/toast';
import { useFindMeStatus, useSwitchFindMe } from './find-me-queries';

/**
 * The photographer's "Find me" switch on a gallery (off by default): turning it on confirms that
 * guests were told; turning it off deletes every face read. Progress while photos are read.
 */
export function FindMeSwitch({ galleryId }: { galleryId: string }) {
  const status = useFindMeStatus(galleryId);
  const change = useSwitchFindMe(galleryId);
  const confirm = useConfirm();
  const on = status.data?.on === true;
  const flip = async () => {
    const ok = on
      ? await confirm({
          title: 'Turn Find me off',
          question:
            "Turn Find me off? Every face read from this gallery's photos and every guest's selfie is deleted now.",
          confirmLabel: 'Turn off and delete',
          destructive: true,
        })
      : await confirm({
          title: 'Turn Find me on',
          question:
            'Were your guests told, for example on the invitation or at the venue, that they can find their photos with a selfie, and where to read the notice below? Turning it on confirms they were.',
          confirmLabel: 'Guests were told: turn on',
        });
    if (!ok) return;
    change.mutate(
      { on: !on, guestsTold: !on },
      {
        onSuccess: (s) =>
          toast.success(s.on ? 'Find me is on: reading the photos' : 'Find me is off: faces deleted'),
        onError: (err) => toast.error(errorMessage(err, 'Could not change Find me. Try again.')),
      },
    );
  };
  if (!status.data) return null;
  return (
    <section aria-labelledby="find-me-title" className="space-y-2 rounded-lg border border-stone-200 p-3">
      <div className="flex items-center justify-between gap-2">
        <h3 id="find-me-title" className="font-semibold">
          Find me {on ? '(on)' : '(off)'}
        </h3>
        <Button type="button" variant="outline" size="sm" disabled={change.isPending} onClick={flip}>
          {on ? 'Turn off' : 'Turn on'}
        </Button>
      </div>
      <p className="text-sm text-stone-600">
        Guests upload a selfie and see the photos they may be in. {FIND_ME_ACCURACY}
      </p>
      {on ? (
        <p className="text-sm font-medium" aria-live="polite">
          Find me: {status.data.ready} of {status.data.total} photos ready
        </p>
      ) : null}
      <details className="text-sm text-stone-600">
        <summary className="cursor-pointer font-medium text-ink">The notice guests read</summary>
        <ul className="mt-1 list-disc space-y-1 pl-5">
          {FIND_ME_NOTICE.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      </details>
    </section>
  );
}
