import type { PortfolioImage } from '@shared/marketplace';
import { useState } from 'react';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';

/** The portfolio as a grid of thumbnails; a click opens the large size in a dialog. */
export function PortfolioGrid({ images, businessName }: { images: PortfolioImage[]; businessName: string }) {
  const [open, setOpen] = useState<PortfolioImage | null>(null);
  if (images.length === 0) {
    return (
      <p className="rounded-xl border border-dashed border-stone-300 p-6 text-muted">
        No portfolio images yet.
      </p>
    );
  }
  const altOf = (image: PortfolioImage, index: number) =>
    image.caption || `Portfolio image ${index + 1} by ${businessName}`;
  return (
    <>
      <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4">
        {images.map((image, index) => (
          <li key={image.id}>
            <button
              type="button"
              onClick={() => setOpen(image)}
              className="block w-full overflow-hidden rounded-lg focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-gold-600"
              aria-label={`View larger: ${altOf(image, index)}`}
            >
              <img
                src={image.thumbUrl}
                alt=""
                loading="lazy"
                width={image.width}
                height={image.height}
                className="aspect-square w-full object-cover transition-transform hover:scale-105"
              />
            </button>
          </li>
        ))}
      </ul>
      <Dialog open={open !== null} onOpenChange={(o) => !o && setOpen(null)}>
        <DialogContent className="max-w-4xl">
          <DialogTitle>{businessName}</DialogTitle>
          <DialogDescription>{open?.caption || 'Portfolio image'}</DialogDescription>
          {open ? (
            <img
              src={open.url}
              alt={altOf(open, images.indexOf(open))}
              className="mt-4 max-h-[70vh] w-full rounded-lg object-contain"
            />
          ) : null}
        </DialogContent>
      </Dialog>
    </>
  );
}
