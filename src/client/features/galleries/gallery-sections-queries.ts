import type { GallerySection } from '@shared/galleries';
import { type MovePhotos, SECTION_MESSAGES, SECTIONS_API } from '@shared/gallery-sections';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { errorMessage } from '@/lib/form-errors';
import { toast } from '@/lib/toast';
import { galleriesKeys } from './galleries-queries';

/** The photographer's changes to a gallery's sections; each refreshes the open gallery. */
export function useSectionActions(galleryId: string) {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: galleriesKeys.detail(galleryId) });
  const failed = (fallback: string) => (error: unknown) => toast.error(errorMessage(error, fallback));
  return {
    create: useMutation({
      mutationFn: async (name: string) =>
        (await api.post<{ section: GallerySection }>(SECTIONS_API.sections(galleryId), { name })).section,
      onSuccess: () => {
        toast.success(SECTION_MESSAGES.created);
        return refresh();
      },
    }),
    rename: useMutation({
      mutationFn: async ({ id, name }: { id: string; name: string }) =>
        (await api.put<{ section: GallerySection }>(SECTIONS_API.section(galleryId, id), { name })).section,
      onSuccess: () => {
        toast.success(SECTION_MESSAGES.renamed);
        return refresh();
      },
    }),
    reorder: useMutation({
      mutationFn: (ids: string[]) =>
        api.put<{ sections: GallerySection[] }>(SECTIONS_API.order(galleryId), { ids }),
      onSuccess: refresh,
      onError: (error) => {
        toast.error(errorMessage(error, 'The sections could not be reordered.'));
        return refresh();
      },
    }),
    remove: useMutation({
      mutationFn: (id: string) => api.delete<void>(SECTIONS_API.section(galleryId, id)),
      onSuccess: () => {
        toast.success(SECTION_MESSAGES.deleted);
        return refresh();
      },
      onError: failed('The section could not be deleted.'),
    }),
    move: useMutation({
      mutationFn: (input: MovePhotos) => api.post<{ moved: number }>(SECTIONS_API.move(galleryId), input),
      onSuccess: ({ moved }) => {
        toast.success(`${moved} ${moved === 1 ? 'photo' : 'photos'} moved`);
        return refresh();
      },
      onError: failed('The photos could not be moved.'),
    }),
  };
}
