import { formatBytes } from '@shared/galleries';
import { ImagePlus } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { type UploadItem, type UploadState, usePhotoUploads } from './use-photo-uploads';

const STATE_LABEL: Record<UploadState, string> = {
  waiting: 'Waiting',
  hashing: 'Preparing',
  uploading: 'Uploading',
  retrying: 'Retrying',
  done: 'Uploaded',
  duplicate: 'Already in the gallery',
  failed: 'Failed',
};

function Bar({ value, label, tone = 'gold' }: { value: number; label: string; tone?: 'gold' | 'red' }) {
  const percent = Math.round(value * 100);
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={percent}
      className="h-2 w-full overflow-hidden rounded-full bg-stone-200"
    >
      <div
        className={cn(
          'h-full rounded-full transition-[width]',
          tone === 'red' ? 'bg-red-600' : 'bg-gold-600',
        )}
        style={{ width: `${percent}%` }}
      />
    </div>
  );
}

function Row({ item }: { item: UploadItem }) {
  const bad = item.state === 'failed' || item.state === 'duplicate';
  return (
    <li className="space-y-1 py-2" data-testid="upload-row">
      <div className="flex items-center justify-between gap-3 text-sm">
        <span className="truncate font-medium text-ink">{item.name}</span>
        <span className={cn('shrink-0', bad ? 'text-red-700' : 'text-stone-600')}>
          {STATE_LABEL[item.state]}
          {item.state === 'uploading' ? ` ${Math.round((item.sent / Math.max(item.size, 1)) * 100)}%` : ''}
        </span>
      </div>
      <Bar
        value={bad ? 1 : item.sent / Math.max(item.size, 1)}
        label={`${item.name} progress`}
        tone={bad ? 'red' : 'gold'}
      />
      {item.message ? (
        <p className={cn('text-xs', bad ? 'text-red-700' : 'text-stone-600')}>{item.message}</p>
      ) : null}
    </li>
  );
}

/**
 * Drop or pick photos (hundreds at once): a bar per file and one for all, uploads that carry
 * on after the connection drops, and the server's reason for any file it refuses.
 */
export function PhotoUploader({ galleryId }: { galleryId: string }) {
  const uploads = usePhotoUploads(galleryId);
  const input = useRef<HTMLInputElement>(null);
  const [over, setOver] = useState(false);
  const hintId = useId();
  const done = uploads.items.filter((i) => i.state === 'done').length;
  return (
    <section aria-label="Upload photos" className="space-y-3">
      <fieldset
        aria-label="Drop photos here"
        onDragOver={(e) => {
          e.preventDefault();
          setOver(true);
        }}
        onDragLeave={() => setOver(false)}
        onDrop={(e) => {
          e.preventDefault();
          setOver(false);
          if (e.dataTransfer.files.length) uploads.add(e.dataTransfer.files);
        }}
        className={cn(
          'm-0 flex min-w-0 flex-col items-center gap-3 rounded-xl border-2 border-dashed p-6 text-center transition-colors',
          over ? 'border-gold-600 bg-gold-50' : 'border-stone-300 bg-white',
        )}
      >
        <ImagePlus aria-hidden className="size-8 text-gold-700" />
        <p id={hintId} className="text-sm text-stone-700">
          Drag photos here, or choose them. JPEG, PNG or HEIC (iPhone), up to 60 MB each. Uploads resume if
          the connection drops.
        </p>
        <Button type="button" variant="secondary" onClick={() => input.current?.click()}>
          Choose photos
        </Button>
        <input
          ref={input}
          type="file"
          multiple
          accept="image/jpeg,image/png,image/heic,image/heif,.heic,.heif"
          className="sr-only"
          aria-describedby={hintId}
          aria-label="Choose photos"
          data-testid="photo-input"
          onChange={(e) => {
            if (e.target.files?.length) uploads.add(e.target.files);
            e.target.value = '';
          }}
        />
      </fieldset>
      {uploads.items.length > 0 ? (
        <div className="rounded-xl border border-stone-200 bg-white p-4">
          <div className="mb-2 flex items-center justify-between gap-3 text-sm">
            <span className="font-semibold text-ink" data-testid="upload-summary">
              {done} of {uploads.items.length} uploaded · {formatBytes(uploads.sent)} of{' '}
              {formatBytes(uploads.total)}
            </span>
            {!uploads.active ? (
              <Button type="button" variant="ghost" size="sm" onClick={uploads.clearFinished}>
                Clear list
              </Button>
            ) : null}
          </div>
          <Bar value={uploads.total ? uploads.sent / uploads.total : 0} label="All uploads progress" />
          <ul className="mt-2 max-h-80 divide-y divide-stone-100 overflow-y-auto">
            {uploads.items.map((item) => (
              <Row key={item.key} item={item} />
            ))}
          </ul>
        </div>
      ) : null}
    </section>
  );
}
