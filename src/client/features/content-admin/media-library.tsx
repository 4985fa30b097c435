import { MEDIA_ACCEPT, MEDIA_MAX_BYTES, type MediaAsset } from '@shared/media';
import { useQueryClient } from '@tanstack/react-query';
import { ImagePlus, Trash2 } from 'lucide-react';
import { useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { CopyLink } from '@/components/ui/copy-link';
import { Input } from '@/components/ui/input';
import { Skeleton } from '@/components/ui/skeleton';
import { useConfirm } from '@/components/ui/use-confirm';
import { showError } from '@/lib/form-errors';
import { toast } from '@/lib/toast';
import {
  contentAdminKeys,
  useDeleteMedia,
  useMediaLibrary,
  useUpdateMediaAlt,
} from './admin-content-queries';
import { uploadMedia } from './upload-media';

const formatSize = (bytes: number) =>
  bytes >= 1024 * 1024
    ? `${(bytes / 1024 / 1024).toFixed(1)} MB`
    : `${Math.max(1, Math.round(bytes / 1024))} KB`;

/** Checked in the browser first for a quick answer; the server checks the bytes again. */
export function checkImageFile(file: File): string | undefined {
  if (!MEDIA_ACCEPT.split(',').includes(file.type))
    return 'Only JPEG, PNG, WebP, GIF or AVIF images can be uploaded.';
  if (file.size > MEDIA_MAX_BYTES) return 'Images must be 10 MB or smaller.';
  return undefined;
}

/** Upload Media: a file button that uploads, with progress in the button label. */
export function UploadButton({ onUploaded }: { onUploaded?: (asset: MediaAsset) => void }) {
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const [percent, setPercent] = useState(0);
  const queryClient = useQueryClient();
  const upload = async (files: FileList | null) => {
    const file = files?.[0];
    if (!file) return;
    const problem = checkImageFile(file);
    if (problem) {
      toast.error(problem);
      return;
    }
    setBusy(true);
    setPercent(0);
    try {
      const asset = await uploadMedia(file, '', (p) => setPercent(Math.round(p.fraction * 100)));
      await queryClient.invalidateQueries({ queryKey: contentAdminKeys.media });
      toast.success(`${file.name} uploaded`);
      onUploaded?.(asset);
    } catch (err) {
      showError(err, { fallback: 'The upload failed. Please try again.' });
    } finally {
      setBusy(false);
      if (input.current) input.current.value = '';
    }
  };
  return (
    <>
      <input
        ref={input}
        type="file"
        accept={MEDIA_ACCEPT}
        className="sr-only"
        aria-label="Image file to upload"
        tabIndex={-1}
        data-testid="media-upload-input"
        onChange={(e) => void upload(e.target.files)}
      />
      <Button type="button" onClick={() => input.current?.click()} disabled={busy}>
        <ImagePlus aria-hidden /> {busy ? `Uploading… ${percent}%` : 'Upload Media'}
      </Button>
    </>
  );
}

function MediaCard({ asset }: { asset: MediaAsset }) {
  const [alt, setAlt] = useState(asset.alt);
  const updateAlt = useUpdateMediaAlt();
  const remove = useDeleteMedia();
  const confirm = useConfirm();
  return (
    <li className="overflow-hidden rounded-lg border border-stone-200 bg-white">
      <img
        src={asset.thumbUrl}
        alt={asset.alt || asset.originalName}
        width={400}
        height={Math.round((400 * asset.height) / Math.max(asset.width, 1))}
        loading="lazy"
        className="aspect-[4/3] w-full bg-stone-100 object-cover"
      />
      <div className="space-y-2 p-3">
        <p className="truncate text-sm font-medium" title={asset.originalName}>
          {asset.originalName}
        </p>
        <p className="text-xs text-muted">
          {asset.width}×{asset.height} · {asset.sourceFormat.toUpperCase()} · {formatSize(asset.sizeBytes)}
        </p>
        <Input
          aria-label={`Description of ${asset.originalName}`}
          placeholder="Describe the image (alt text)"
          value={alt}
          maxLength={300}
          onChange={(e) => setAlt(e.target.value)}
          onBlur={() => {
            if (alt === asset.alt) return;
            updateAlt.mutate(
              { id: asset.id, alt },
              {
                onSuccess: () => toast.success('Description saved'),
                onError: (e) => showError(e, { fallback: 'The description could not be saved.' }),
              },
            );
          }}
        />
        <div className="flex gap-2">
          <CopyLink text={asset.url} copied="Image address copied" size="sm">
            Copy address
          </CopyLink>
          <Button
            type="button"
            size="sm"
            variant="ghost"
            aria-label={`Delete ${asset.originalName}`}
            disabled={remove.isPending}
            onClick={async () => {
              const ok = await confirm({
                title: 'Delete image',
                question: `Delete ${asset.originalName}? This cannot be undone.`,
                confirmLabel: 'Delete',
                destructive: true,
              });
              if (!ok) return;
              remove.mutate(asset.id, {
                onSuccess: () => toast.success('Image deleted'),
                onError: (e) => showError(e, { fallback: 'The image could not be deleted.' }),
              });
            }}
          >
            <Trash2 aria-hidden className="text-red-700" />
          </Button>
        </div>
      </div>
    </li>
  );
}

export function MediaLibrary() {
  const { data, isPending, isError, refetch } = useMediaLibrary();
  return (
    <Card>
      <CardHeader className="flex flex-row flex-wrap items-start justify-between gap-4">
        <div>
          <CardTitle>Media Library</CardTitle>
          <CardDescription>
            JPEG, PNG, WebP, GIF or AVIF up to 10 MB. Images are resized and served as WebP; use them for the
            hero, services, featured galleries and blog posts.
          </CardDescription>
        </div>
        <UploadButton />
      </CardHeader>
      <CardContent>
        {isPending ? (
          <div className="grid grid-cols-2 gap-4 md:grid-cols-4">
            {[0, 1, 2, 3].map((i) => (
              <Skeleton key={i} className="aspect-[4/3]" />
            ))}
          </div>
        ) : isError ? (
          <div role="alert" className="text-sm">
            The media library could not be loaded.{' '}
            <Button variant="link" onClick={() => void refetch()}>
              Try again
            </Button>
          </div>
        ) : data.length === 0 ? (
          <p className="text-muted">No images yet. Upload your first image to use it on the site.</p>
        ) : (
          <ul className="grid grid-cols-2 gap-4 md:grid-cols-4" aria-label="Images">
            {data.map((asset) => (
              <MediaCard key={asset.id} asset={asset} />
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
