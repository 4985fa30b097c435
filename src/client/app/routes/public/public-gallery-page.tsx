import { Clock, ImageOff } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { useDocumentTitle } from '@/components/layout/page-shell';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { LoadError } from '@/features/content/load-error';
import { publicGalleryQuery, usePublicGallery } from '@/features/galleries/galleries-queries';
import { PublicGalleryView } from '@/features/galleries/public-gallery-view';
import { ApiError } from '@/lib/api';
import type { PageData } from '@/lib/page-query';

const statusOf = (error: unknown) => (error instanceof ApiError ? error.status : 0);

/**
 * /gallery/<photographerId>/<galleryId>: the client's gallery, no account needed. Rendered on
 * the server with its photos (or its PIN form), so it shows at once on a phone; a gallery that
 * is not shared, or does not exist, is "not found" (404), an expired one says so (410).
 */
export const pageData: PageData = ({ params }) => [
  publicGalleryQuery(params.photographerId ?? '', params.galleryId ?? ''),
];

export default function PublicGalleryPage() {
  const { photographerId = '', galleryId = '' } = useParams();
  const { data, error, isPending, refetch } = usePublicGallery(photographerId, galleryId);
  useDocumentTitle(data ? data.name : 'Gallery');
  const status = statusOf(error);
  if (isPending) return <Skeleton className="h-[70vh] w-full" />;
  if (data) return <PublicGalleryView gallery={data} onRefetch={() => void refetch()} />;
  if (status === 404 || status === 400 || status === 410) {
    const expired = status === 410;
    return (
      <div className="mx-auto flex max-w-xl flex-col items-center px-4 py-20 text-center">
        {expired ? (
          <Clock className="size-12 text-gold-700" aria-hidden />
        ) : (
          <ImageOff className="size-12 text-gold-700" aria-hidden />
        )}
        <h1 className="mt-4 font-display text-3xl font-bold text-ink">
          {expired ? 'This gallery has expired' : 'Gallery not found'}
        </h1>
        <p className="mt-3 text-muted">
          {expired
            ? 'Ask your photographer to extend it.'
            : 'This link is not valid, or the gallery is private. Ask the photographer who sent it.'}
        </p>
        <Button asChild size="lg" className="mt-8">
          <Link to="/">Return to Home</Link>
        </Button>
      </div>
    );
  }
  return (
    <div className="mx-auto max-w-4xl px-4 py-10">
      <h1 className="sr-only">Gallery</h1>
      <LoadError what="this gallery" onRetry={() => refetch()} />
    </div>
  );
}
