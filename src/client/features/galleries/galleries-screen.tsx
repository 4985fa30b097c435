import { formatBytes, GALLERY_MESSAGES, type GalleryCard } from '@shared/galleries';
import { formatDate } from '@shared/lagos-time';
import { CalendarDays, Images, Pencil, Plus, Trash2 } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { useConfirm } from '@/components/ui/use-confirm';
import { BlurImage } from './blur-image';
import { useDeleteGallery, useGalleries } from './galleries-queries';
import { GalleryFormDialog } from './gallery-form-dialog';
import { GalleryManager } from './gallery-manager';

/** One card of the spec: cover image, name, description, photo count and date. */
function GalleryCardView({
  gallery,
  href,
  actions,
}: {
  gallery: GalleryCard;
  href: string;
  actions?: React.ReactNode;
}) {
  return (
    <Card className="overflow-hidden" data-testid="gallery-card">
      <Link to={href} className="block focus-visible:outline-2 focus-visible:outline-gold-600">
        {gallery.coverImage ? (
          <BlurImage
            src={gallery.coverImage}
            thumbhash={gallery.coverThumbhash}
            alt={`Cover of ${gallery.name}`}
            className="aspect-[4/3] w-full"
          />
        ) : (
          <div className="flex aspect-[4/3] w-full items-center justify-center bg-gold-50 text-gold-700">
            <Images aria-hidden className="size-10" />
          </div>
        )}
      </Link>
      <div className="space-y-2 p-4">
        <div className="flex items-start justify-between gap-2">
          <h2 className="font-display text-lg font-semibold text-ink">
            <Link to={href} className="hover:underline">
              {gallery.name}
            </Link>
          </h2>
          {actions}
        </div>
        {gallery.description ? (
          <p className="line-clamp-2 text-sm text-muted">{gallery.description}</p>
        ) : null}
        <div className="flex flex-wrap items-center gap-3 text-sm text-stone-600">
          <span className="inline-flex items-center gap-1">
            <Images aria-hidden className="size-4" /> {gallery.imageCount}{' '}
            {gallery.imageCount === 1 ? 'photo' : 'photos'}
          </span>
          <span className="inline-flex items-center gap-1">
            <CalendarDays aria-hidden className="size-4" /> {formatDate(gallery.date)}
          </span>
        </div>
      </div>
    </Card>
  );
}

function CardsLoading() {
  return (
    <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
      {[0, 1, 2].map((i) => (
        <Skeleton key={i} className="h-72 w-full rounded-xl" />
      ))}
    </div>
  );
}

/**
 * The photographer's /galleries: the cards, Create Gallery (prefilled from a client row with
 * ?new=1&clientEmail=…), edit and delete; ?gallery=<id> opens one gallery to upload and share.
 */
export function PhotographerGalleries() {
  const [params, setParams] = useSearchParams();
  const open = params.get('gallery');
  const list = useGalleries();
  const confirm = useConfirm();
  const remove = useDeleteGallery();
  const prefill = params.get('new') === '1';
  const [form, setForm] = useState<{
    open: boolean;
    id?: string;
    initial: { name: string; description: string; clientEmail: string };
  }>(() => ({
    open: prefill,
    initial: { name: '', description: '', clientEmail: prefill ? (params.get('clientEmail') ?? '') : '' },
  }));
  const askDelete = async (gallery: GalleryCard) => {
    const ok = await confirm({
      title: 'Delete gallery',
      question: GALLERY_MESSAGES.confirmDelete,
      confirmLabel: 'Delete',
      destructive: true,
    });
    if (ok) {
      remove.mutate(gallery.id, {
        onSuccess: () => {
          if (open === gallery.id) setParams({});
        },
      });
    }
  };
  const edit = (gallery: GalleryCard) =>
    setForm({
      open: true,
      id: gallery.id,
      initial: { name: gallery.name, description: gallery.description, clientEmail: gallery.clientEmail },
    });

  const dialog = (
    <GalleryFormDialog
      open={form.open}
      galleryId={form.id}
      initial={form.initial}
      onOpenChange={(next) => {
        setForm((f) => ({ ...f, open: next }));
        if (!next && prefill) setParams({});
      }}
    />
  );

  if (open) {
    const card = list.data?.galleries.find((g) => g.id === open);
    return (
      <>
        <GalleryManager
          galleryId={open}
          onBack={() => setParams({})}
          onEdit={card ? () => edit(card) : undefined}
          onDelete={card ? () => void askDelete(card) : undefined}
        />
        {dialog}
      </>
    );
  }

  return (
    <div className="space-y-6">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-sm text-stone-600" data-testid="storage-used">
          {list.data
            ? `Storage used: ${formatBytes(list.data.storageUsedBytes)} of ${formatBytes(list.data.storageQuotaBytes)}`
            : '\u00a0'}
        </p>
        <Button
          type="button"
          onClick={() => setForm({ open: true, initial: { name: '', description: '', clientEmail: '' } })}
        >
          <Plus aria-hidden /> Create Gallery
        </Button>
      </div>
      <GalleryCards list={list} onEdit={edit} onDelete={(gallery) => void askDelete(gallery)} />
      {dialog}
    </div>
  );
}

/** The photographer's gallery cards, with loading, error and empty states. */
function GalleryCards({
  list,
  onEdit,
  onDelete,
}: {
  list: ReturnType<typeof useGalleries>;
  onEdit: (gallery: GalleryCard) => void;
  onDelete: (gallery: GalleryCard) => void;
}) {
  return (
    <GalleryGrid
      list={list}
      empty="No galleries yet. Create one for your next shoot."
      card={(gallery) => (
        <GalleryCardView
          key={gallery.id}
          gallery={gallery}
          href={`/galleries?gallery=${gallery.id}`}
          actions={<GalleryCardActions gallery={gallery} onEdit={onEdit} onDelete={onDelete} />}
        />
      )}
    />
  );
}

/** The gallery cards in a grid, or the list's loading, error or empty state. */
function GalleryGrid({
  list,
  empty,
  card,
}: {
  list: ReturnType<typeof useGalleries>;
  empty: string;
  card: (gallery: GalleryCard) => ReactNode;
}) {
  if (list.isPending) return <CardsLoading />;
  if (list.isError) {
    return (
      <Card className="p-6">
        <p>Your galleries could not be loaded. Refresh the page to try again.</p>
      </Card>
    );
  }
  if (list.data.galleries.length === 0) {
    return (
      <Card className="p-10 text-center">
        <p className="text-muted">{empty}</p>
      </Card>
    );
  }
  return <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">{list.data.galleries.map(card)}</div>;
}

/** Shared or Private, and Edit and Delete, on a gallery's card. */
function GalleryCardActions({
  gallery,
  onEdit,
  onDelete,
}: {
  gallery: GalleryCard;
  onEdit: (gallery: GalleryCard) => void;
  onDelete: (gallery: GalleryCard) => void;
}) {
  return (
    <div className="flex shrink-0 items-center gap-1">
      {gallery.shared ? <Badge variant="success">Shared</Badge> : <Badge variant="neutral">Private</Badge>}
      <Button type="button" variant="ghost" size="icon" onClick={() => onEdit(gallery)}>
        <Pencil aria-hidden />
        <span className="sr-only">Edit {gallery.name}</span>
      </Button>
      <Button type="button" variant="ghost" size="icon" onClick={() => onDelete(gallery)}>
        <Trash2 aria-hidden className="text-red-700" />
        <span className="sr-only">Delete {gallery.name}</span>
      </Button>
    </div>
  );
}

/** A client's /galleries: the galleries photographers shared with their verified email. */
export function SharedGalleries({ emailVerified }: { emailVerified: boolean }) {
  const list = useGalleries();
  return (
    <GalleryGrid
      list={list}
      empty={
        emailVerified
          ? 'No galleries have been shared with you yet. When your photographer shares one, it appears here.'
          : 'Verify your email address to see the galleries photographers share with you.'
      }
      card={(gallery) => (
        <GalleryCardView
          key={gallery.id}
          gallery={gallery}
          href={gallery.publicPath}
          actions={<span className="shrink-0 text-xs text-stone-600">by {gallery.photographerName}</span>}
        />
      )}
    />
  );
}
