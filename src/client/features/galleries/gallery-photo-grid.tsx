import type { GalleryDetail } from '@shared/galleries';
import { groupBySection, UNSECTIONED_LABEL } from '@shared/gallery-sections';
import { X } from 'lucide-react';
import { useState } from 'react';
import { Card } from '@/components/ui/card';
import { Checkbox } from '@/components/ui/checkbox';
import { Label } from '@/components/ui/label';
import { useConfirm } from '@/components/ui/use-confirm';
import { BlurImage } from './blur-image';
import { useDeletePhoto } from './galleries-queries';
import { MoveBar } from './gallery-sections';

/**
 * The photographer's photos, grouped as the client will see them (no section first, then each
 * section in order). With sections, photos can be selected and moved; each can be deleted.
 */
export function PhotoGrid({ gallery }: { gallery: GalleryDetail }) {
  const removePhoto = useDeletePhoto(gallery.id);
  const confirm = useConfirm();
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const selecting = gallery.sections.length > 0;
  if (gallery.photos.length === 0) {
    return (
      <Card className="p-8 text-center">
        <p className="text-muted">No photos yet. Upload the shoot above.</p>
      </Card>
    );
  }
  const groups = groupBySection(gallery.photos, gallery.sections);
  const toggle = (id: string, on: boolean) =>
    setSelected((current) => {
      const next = new Set(current);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });
  // Only photos still listed count (one may have been deleted since it was ticked).
  const chosen = gallery.photos.filter((p) => selected.has(p.id)).map((p) => p.id);
  return (
    <div className="space-y-6">
      {groups.map((group) => {
        const title = group.section?.name ?? (selecting ? UNSECTIONED_LABEL : null);
        const all = group.photos.every((p) => selected.has(p.id));
        return (
          <section key={group.section?.id ?? 'none'} aria-label={title ?? 'Photos'} className="space-y-2">
            {title ? (
              <div className="flex flex-wrap items-center justify-between gap-2">
                <h3 className="font-semibold text-ink">
                  {title} <span className="text-sm font-normal text-stone-600">({group.photos.length})</span>
                </h3>
                {selecting ? (
                  <span className="flex items-center gap-2 text-sm text-stone-700">
                    <Checkbox
                      id={`select-group-${group.section?.id ?? 'none'}`}
                      checked={all}
                      onCheckedChange={(v) => {
                        for (const p of group.photos) toggle(p.id, v === true);
                      }}
                    />
                    <Label htmlFor={`select-group-${group.section?.id ?? 'none'}`} className="font-normal">
                      Select all in {title}
                    </Label>
                  </span>
                ) : null}
              </div>
            ) : null}
            <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5" aria-label="Photos">
              {group.photos.map((photo) => (
                <li key={photo.id} className="group relative" data-testid="gallery-photo">
                  <BlurImage
                    src={photo.thumbUrl}
                    thumbhash={photo.thumbhash}
                    alt={photo.filename}
                    className="aspect-square w-full rounded-lg"
                  />
                  <p className="mt-1 truncate text-xs text-stone-600">{photo.filename}</p>
                  {selecting ? (
                    <span className="absolute top-2 left-2 inline-flex size-8 items-center justify-center rounded-full bg-white/90 shadow">
                      <Checkbox
                        checked={selected.has(photo.id)}
                        onCheckedChange={(v) => toggle(photo.id, v === true)}
                        aria-label={`Select ${photo.filename}`}
                      />
                    </span>
                  ) : null}
                  <button
                    type="button"
                    className="absolute top-2 right-2 inline-flex size-8 items-center justify-center rounded-full bg-white/90 text-red-700 opacity-100 shadow focus-visible:outline-2 focus-visible:outline-gold-600 sm:opacity-0 sm:group-hover:opacity-100 sm:focus-visible:opacity-100"
                    onClick={async () => {
                      const ok = await confirm({
                        title: 'Delete photo',
                        question: `Delete ${photo.filename} from this gallery?`,
                        confirmLabel: 'Delete',
                        destructive: true,
                      });
                      if (ok) removePhoto.mutate(photo.id);
                    }}
                  >
                    <X aria-hidden className="size-4" />
                    <span className="sr-only">Delete {photo.filename}</span>
                  </button>
                </li>
              ))}
            </ul>
          </section>
        );
      })}
      {selecting && chosen.length > 0 ? (
        <MoveBar
          galleryId={gallery.id}
          sections={gallery.sections}
          selected={chosen}
          onMoved={(moved) =>
            setSelected((current) => new Set([...current].filter((id) => !moved.includes(id))))
          }
          onClear={() => setSelected(new Set())}
        />
      ) : null}
    </div>
  );
}
