import { ImageIcon, X } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Label } from '@/components/ui/label';
import { useMediaLibrary } from './admin-content-queries';
import { UploadButton } from './media-library';

interface ImageFieldProps {
  label: string;
  value: string;
  onChange: (url: string) => void;
  error?: string | undefined;
}

/** Picks an image from the media library (or uploads one) for a hero, service, gallery or post. */
export function ImageField({ label, value, onChange, error }: ImageFieldProps) {
  const [open, setOpen] = useState(false);
  const media = useMediaLibrary();
  const choose = (url: string) => {
    onChange(url);
    setOpen(false);
  };
  return (
    <div className="space-y-1.5">
      <Label>{label}</Label>
      {/* Wraps on a phone, so Remove stays on screen beside a wide preview. */}
      <div className="flex flex-wrap items-center gap-3">
        {value ? (
          <img src={value} alt="" className="h-16 w-24 rounded border border-stone-200 object-cover" />
        ) : (
          <div className="flex h-16 w-24 items-center justify-center rounded border border-dashed border-stone-300 text-stone-500">
            <ImageIcon aria-hidden className="size-5" />
          </div>
        )}
        <Button type="button" variant="outline" size="sm" onClick={() => setOpen(true)}>
          {value ? 'Change image' : 'Choose image'}
        </Button>
        {value ? (
          <Button type="button" variant="ghost" size="sm" onClick={() => onChange('')}>
            <X aria-hidden /> Remove
          </Button>
        ) : null}
      </div>
      {error ? (
        <p role="alert" className="text-sm text-red-700">
          {error}
        </p>
      ) : null}
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogContent className="max-w-3xl">
          <DialogHeader>
            <DialogTitle>Choose an image</DialogTitle>
            <DialogDescription>Pick an image from the media library or upload a new one.</DialogDescription>
          </DialogHeader>
          <div className="mb-4">
            <UploadButton onUploaded={(asset) => choose(asset.url)} />
          </div>
          {media.data && media.data.length > 0 ? (
            <ul className="grid grid-cols-2 gap-3 sm:grid-cols-4">
              {media.data.map((asset) => (
                <li key={asset.id}>
                  <button
                    type="button"
                    className="block w-full overflow-hidden rounded border-2 border-transparent hover:border-gold-600 focus-visible:border-gold-600"
                    onClick={() => choose(asset.url)}
                  >
                    <img
                      src={asset.thumbUrl}
                      alt={asset.alt || asset.originalName}
                      className="aspect-[4/3] w-full object-cover"
                    />
                  </button>
                </li>
              ))}
            </ul>
          ) : (
            <p className="text-sm text-muted">
              {media.isPending ? 'Loading images…' : 'No images yet: upload one.'}
            </p>
          )}
        </DialogContent>
      </Dialog>
    </div>
  );
}
