import type { PublicGallery } from '@shared/galleries';
import { GALLERIES_API } from '@shared/gallery-terms';
import { useMutation } from '@tanstack/react-query';
import { MessageSquare } from 'lucide-react';
import { useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { api } from '@/lib/api';
import { errorMessage } from '@/lib/form-errors';
import { toast } from '@/lib/toast';

/**
 * "Message <photographer>" on an open gallery shared with a client (decision 288). The server
 * checks the visitor's PIN or password, as for the photos, and answers the conversation's page.
 */
export function GalleryMessageButton({ gallery }: { gallery: PublicGallery }) {
  const navigate = useNavigate();
  const open = useMutation({
    mutationFn: () =>
      api.post<{ path: string }>(GALLERIES_API.conversation(gallery.photographerId, gallery.id), {}),
    onSuccess: ({ path }) => navigate(path),
    onError: (error) => toast.error(errorMessage(error, 'The conversation could not be opened.')),
  });
  if (!gallery.messageable) return null;
  return (
    <Button type="button" variant="outline" disabled={open.isPending} onClick={() => open.mutate()}>
      <MessageSquare aria-hidden /> Message {gallery.photographerName || 'your photographer'}
    </Button>
  );
}
