import { MAX_PORTFOLIO_IMAGES, type PortfolioImage } from '@shared/marketplace';
import { MEDIA_ACCEPT, MEDIA_MAX_BYTES } from '@shared/media';
import { ImagePlus, Trash2, Upload } from 'lucide-react';
import { type ChangeEvent, useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { cn } from '@/lib/cn';
import { toast } from '@/lib/toast';
import {
  useRemoveCover,
  useRemovePortfolioImage,
  useSetCaption,
  useUploadCover,
  useUploadPortfolio,
} from './listing-mutations';

/** A file input that looks like a button and keeps a visible focus ring. */
function UploadButton({
  label,
  multiple,
  disabled,
  onFiles,
}: {
  label: string;
  multiple?: boolean;
  disabled?: boolean;
  onFiles: (files: File[]) => void;
}) {
  const id = useId();
  const change = (event: ChangeEvent<HTMLInputElement>) => {
    const files = [...(event.target.files ?? [])];
    event.target.value = '';
    const tooBig = files.filter((f) => f.size > MEDIA_MAX_BYTES);
    if (tooBig.length)
      toast.error(`Images must be 10 MB or smaller: ${tooBig.map((f) => f.name).join(', ')}`);
    const ok = files.filter((f) => f.size <= MEDIA_MAX_BYTES);
    if (ok.length) onFiles(ok);
  };
  return (
    <span>
      <input
        id={id}
        type="file"
        accept={MEDIA_ACCEPT}
        multiple={multiple}
        disabled={disabled}
        onChange={change}
        className="peer sr-only"
      />
      <label
        htmlFor={id}
        className={cn(
          'inline-flex h-10 cursor-pointer items-center gap-2 rounded-md bg-gold-700 px-4 text-sm font-semibold text-white hover:bg-gold-800 peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-gold-600',
          disabled && 'pointer-events-none opacity-50',
        )}
      >
        <Upload className="size-4" aria-hidden /> {label}
      </label>
    </span>
  );
}

export function CoverEditor({ cover }: { cover: PortfolioImage | null }) {
  const upload = useUploadCover();
  const remove = useRemoveCover();
  const [percent, setPercent] = useState(0);
  return (
    <div className="space-y-3">
      {cover ? (
        <img
          src={cover.mediumUrl}
          alt="Your current cover"
          className="aspect-[3/1] w-full rounded-lg object-cover"
        />
      ) : (
        <div className="flex aspect-[3/1] w-full items-center justify-center rounded-lg border border-dashed border-stone-300 text-muted">
          <ImagePlus className="mr-2 size-5" aria-hidden /> No cover yet: your first portfolio image is used.
        </div>
      )}
      <div className="flex flex-wrap gap-2">
        <UploadButton
          label={upload.isPending ? `Uploading… ${percent}%` : cover ? 'Replace cover' : 'Upload cover'}
          disabled={upload.isPending}
          onFiles={([file]) => {
            if (!file) return;
            setPercent(0);
            upload.mutate({ file, onProgress: (p) => setPercent(Math.round(p.fraction * 100)) });
          }}
        />
        {cover ? (
          <Button variant="outline" disabled={remove.isPending} onClick={() => remove.mutate(undefined)}>
            <Trash2 aria-hidden /> Remove cover
          </Button>
        ) : null}
      </div>
    </div>
  );
}

export function PortfolioEditor({ images }: { images: PortfolioImage[] }) {
  const upload = useUploadPortfolio();
  const [queued, setQueued] = useState(0);
  const [percent, setPercent] = useState(0);
  const room = MAX_PORTFOLIO_IMAGES - images.length;
  // One at a time, so each image gets its own answer and the limit is respected in order.
  const addFiles = async (files: File[]) => {
    const batch = files.slice(0, Math.max(0, room));
    if (files.length > batch.length)
      toast.error(`Your portfolio holds up to ${MAX_PORTFOLIO_IMAGES} images.`);
    setQueued(batch.length);
    for (const file of batch) {
      setPercent(0);
      await upload
        .mutateAsync({ file, caption: '', onProgress: (p) => setPercent(Math.round(p.fraction * 100)) })
        .catch(() => undefined);
      setQueued((n) => n - 1);
    }
  };
  return (
    <div className="space-y-4">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-sm text-muted">
          {images.length} of {MAX_PORTFOLIO_IMAGES} images. JPEG, PNG, WebP, GIF or AVIF up to 10 MB each.
        </p>
        <UploadButton
          label={queued > 0 ? `Uploading ${queued}… ${percent}%` : 'Add images'}
          multiple
          disabled={queued > 0 || room <= 0}
          onFiles={(files) => void addFiles(files)}
        />
      </div>
      {images.length === 0 ? (
        <p className="rounded-xl border border-dashed border-stone-300 p-6 text-center text-muted">
          No portfolio images yet. Show clients your best work.
        </p>
      ) : (
        <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {images.map((image, index) => (
            <PortfolioTile key={image.id} image={image} index={index} />
          ))}
        </ul>
      )}
    </div>
  );
}

function PortfolioTile({ image, index }: { image: PortfolioImage; index: number }) {
  const [caption, setCaption] = useState(image.caption);
  const save = useSetCaption();
  const remove = useRemovePortfolioImage();
  const id = `caption-${image.id}`;
  return (
    <li className="overflow-hidden rounded-lg border border-stone-200">
      <img
        src={image.thumbUrl}
        alt={image.caption || `Portfolio image ${index + 1}`}
        className="aspect-[4/3] w-full object-cover"
      />
      <form
        className="space-y-2 p-3"
        onSubmit={(e) => {
          e.preventDefault();
          save.mutate({ id: image.id, caption: caption.trim() });
        }}
      >
        <label htmlFor={id} className="text-xs font-medium text-ink">
          Description (for screen readers and search)
        </label>
        <Input id={id} value={caption} maxLength={200} onChange={(e) => setCaption(e.target.value)} />
        <div className="flex justify-between gap-2">
          <Button
            type="submit"
            size="sm"
            variant="secondary"
            disabled={save.isPending || caption.trim() === image.caption}
          >
            Save
          </Button>
          <Button
            type="button"
            size="sm"
            variant="ghost"
            disabled={remove.isPending}
            onClick={() => remove.mutate(image.id)}
            aria-label={`Remove image ${index + 1}`}
          >
            <Trash2 aria-hidden /> Remove
          </Button>
        </div>
      </form>
    </li>
  );
}
