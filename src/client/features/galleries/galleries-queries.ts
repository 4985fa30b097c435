import type {
  DownloadLog,
  GalleryCard,
  GalleryDetail,
  GalleryInput,
  GalleryList,
  GallerySettings,
  GallerySettingsInput,
  MySelection,
  PhotoFullSizes,
  PublicGallery,
  SelectionQuote,
  SelectionSummary,
} from '@shared/galleries';
import type { ShareInput } from '@shared/gallery-sharing';
import { GALLERIES_API, GALLERY_MESSAGES, PROOFING_MESSAGES } from '@shared/gallery-terms';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError, api } from '@/lib/api';
import { errorMessage } from '@/lib/form-errors';
import { fetchPageQuery, pageQuery } from '@/lib/page-query';
import { toast } from '@/lib/toast';

/** Every key starts with 'galleries', so one invalidation refreshes the cards and the open gallery. */
export const galleriesKeys = {
  all: ['galleries'] as const,
  list: ['galleries', 'list'] as const,
  detail: (id: string) => ['galleries', 'detail', id] as const,
};

const notFoundIsAnAnswer = (failures: number, error: Error) =>
  !(error instanceof ApiError && (error.status === 404 || error.status === 400)) && failures < 3;

export function useGalleries() {
  return useQuery({
    queryKey: galleriesKeys.list,
    queryFn: () => api.get<GalleryList>(GALLERIES_API.galleries),
  });
}

export function useGalleryDetail(id: string | null, options: { pending?: boolean } = {}) {
  return useQuery({
    queryKey: galleriesKeys.detail(id ?? ''),
    queryFn: async () => (await api.get<{ gallery: GalleryDetail }>(GALLERIES_API.gallery(id!))).gallery,
    enabled: Boolean(id),
    retry: notFoundIsAnAnswer,
    // While photos are being processed, look again every few seconds.
    refetchInterval: options.pending ? 3000 : false,
  });
}

export function useSaveGallery() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, input }: { id?: string; input: GalleryInput }) =>
      (
        await (id
          ? api.put<{ gallery: GalleryCard }>(GALLERIES_API.gallery(id), input)
          : api.post<{ gallery: GalleryCard }>(GALLERIES_API.galleries, input))
      ).gallery,
    onSuccess: (_gallery, { id }) => {
      toast.success(id ? GALLERY_MESSAGES.updated : GALLERY_MESSAGES.created);
      return queryClient.invalidateQueries({ queryKey: galleriesKeys.all });
    },
  });
}

export function useDeleteGallery() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.delete<void>(GALLERIES_API.gallery(id)),
    onSuccess: () => {
      toast.success(GALLERY_MESSAGES.deleted);
      return queryClient.invalidateQueries({ queryKey: galleriesKeys.all });
    },
    onError: (error) => toast.error(errorMessage(error, 'The gallery could not be deleted.')),
  });
}

export interface ShareAnswer {
  gallery: GalleryCard;
  sentTo: string[];
  protection: 'pin' | 'password' | null;
  code: string | null;
}

/** Share, as the share dialog decided (the dialog says what happened). */
export function useShareGallery(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ShareInput) => api.post<ShareAnswer>(`${GALLERIES_API.gallery(id)}/share`, input),
    onSuccess: ({ sentTo }) => {
      toast.success(
        sentTo.length > 0
          ? `${GALLERY_MESSAGES.shared}: invitation sent to ${sentTo.join(', ')}`
          : GALLERY_MESSAGES.shared,
      );
      return queryClient.invalidateQueries({ queryKey: galleriesKeys.all });
    },
  });
}

export function useUnshareGallery() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.post<{ gallery: GalleryCard }>(`${GALLERIES_API.gallery(id)}/unshare`),
    onSuccess: () => {
      toast.success('Gallery is private again');
      return queryClient.invalidateQueries({ queryKey: galleriesKeys.all });
    },
    onError: (error) => toast.error(errorMessage(error, 'The gallery could not be made private.')),
  });
}

export function useDeletePhoto(galleryId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (photoId: string) => api.delete<void>(GALLERIES_API.photo(galleryId, photoId)),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: galleriesKeys.all }),
    onError: (error) => toast.error(errorMessage(error, 'The photo could not be deleted.')),
  });
}

// ---------------------------------------------------------------- the client's gallery (/gallery/…)

export const publicGalleryKey = (photographerId: string, galleryId: string) =>
  ['galleries', 'public', photographerId, galleryId] as const;

export const publicGalleryQuery = (photographerId: string, galleryId: string) =>
  pageQuery<PublicGallery>(publicGalleryKey(photographerId, galleryId), {
    name: 'galleries.public',
    photographerId,
    galleryId,
  });

/** One photo's full sizes, left out of a data-saving answer (decision 267). */
export const fetchPhotoFullSizes = (photographerId: string, galleryId: string, photoId: string) =>
  api.get<PhotoFullSizes>(GALLERIES_API.publicPhotoFull(photographerId, galleryId, photoId));

export function usePublicGallery(photographerId: string, galleryId: string) {
  const query = publicGalleryQuery(photographerId, galleryId);
  return useQuery({
    queryKey: query.queryKey,
    queryFn: fetchPageQuery(query),
    retry: (failures, error) =>
      !(error instanceof ApiError && [400, 404, 410].includes(error.status)) && failures < 3,
  });
}

export function useUnlockGallery(photographerId: string, galleryId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (code: string) =>
      api.post<{ ok: true }>(GALLERIES_API.unlock(photographerId, galleryId), { code }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: publicGalleryKey(photographerId, galleryId) }),
  });
}

export function useSaveGallerySettings(galleryId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: GallerySettingsInput) =>
      (await api.put<{ settings: GallerySettings }>(GALLERIES_API.settings(galleryId), input)).settings,
    onSuccess: () => {
      toast.success('Gallery settings saved');
      return queryClient.invalidateQueries({ queryKey: galleriesKeys.all });
    },
  });
}

export function useDownloadLog(galleryId: string, enabled: boolean) {
  return useQuery({
    queryKey: ['galleries', 'downloads', galleryId],
    queryFn: () => api.get<DownloadLog>(GALLERIES_API.downloads(galleryId)),
    enabled,
  });
}

export function useSelections(galleryId: string) {
  return useQuery({
    queryKey: ['galleries', 'selections', galleryId],
    queryFn: async () =>
      (await api.get<{ selections: SelectionSummary[] }>(GALLERIES_API.selections(galleryId))).selections,
  });
}

export function useDeliverGallery(galleryId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.post<{ ok: true }>(GALLERIES_API.deliver(galleryId)),
    onSuccess: () => {
      toast.success(PROOFING_MESSAGES.delivered);
      return queryClient.invalidateQueries({ queryKey: galleriesKeys.all });
    },
    onError: (error) => toast.error(errorMessage(error, 'The gallery could not be marked delivered.')),
  });
}

export function useReopenSelection(galleryId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (selectionId: string) => api.post<{ ok: true }>(GALLERIES_API.reopen(galleryId, selectionId)),
    onSuccess: () => {
      toast.success(PROOFING_MESSAGES.reopened);
      return queryClient.invalidateQueries({ queryKey: ['galleries', 'selections', galleryId] });
    },
    onError: (error) => toast.error(errorMessage(error, 'The selection could not be reopened.')),
  });
}

// ---------------------------------------------------------------- the client's favourites

export const mySelectionKey = (photographerId: string, galleryId: string) =>
  ['galleries', 'public', photographerId, galleryId, 'selection'] as const;

export function useMySelection(photographerId: string, galleryId: string, enabled: boolean) {
  return useQuery({
    queryKey: mySelectionKey(photographerId, galleryId),
    queryFn: async () =>
      (await api.get<{ selection: MySelection | null }>(GALLERIES_API.selection(photographerId, galleryId)))
        .selection,
    enabled,
  });
}

export function useSelectionActions(photographerId: string, galleryId: string) {
  const queryClient = useQueryClient();
  const key = mySelectionKey(photographerId, galleryId);
  const settle = (data: { selection: MySelection | null }) => queryClient.setQueryData(key, data.selection);
  return {
    favourite: useMutation({
      mutationFn: (v: { photoId: string; email?: string; comment?: string }) =>
        api.put<{ selection: MySelection }>(GALLERIES_API.favourite(photographerId, galleryId, v.photoId), {
          email: v.email ?? '',
          comment: v.comment ?? '',
        }),
      onSuccess: settle,
    }),
    unfavourite: useMutation({
      mutationFn: (photoId: string) =>
        api.delete<{ selection: MySelection | null }>(
          GALLERIES_API.favourite(photographerId, galleryId, photoId),
        ),
      onSuccess: settle,
    }),
    submit: useMutation({
      mutationFn: () =>
        api.post<{ selection: MySelection }>(`${GALLERIES_API.selection(photographerId, galleryId)}/submit`),
      onSuccess: settle,
    }),
    verify: useMutation({
      mutationFn: (code: string) =>
        api.post<{ selection: MySelection }>(GALLERIES_API.verifyEmail(photographerId, galleryId), { code }),
      onSuccess: settle,
    }),
    resendCode: useMutation({
      mutationFn: () =>
        api.post<{ selection: MySelection }>(GALLERIES_API.resendCode(photographerId, galleryId)),
      onSuccess: settle,
    }),
    resume: useMutation({
      mutationFn: (token: string) =>
        api.post<{ selection: MySelection }>(`${GALLERIES_API.selection(photographerId, galleryId)}/resume`, {
          token,
        }),
      onSuccess: settle,
    }),
  };
}

/** What submitting would bill now (asked when the summary opens, never cached past it). */
export function useSelectionQuote(photographerId: string, galleryId: string, enabled: boolean) {
  return useQuery({
    queryKey: [...mySelectionKey(photographerId, galleryId), 'quote'],
    queryFn: () => api.get<SelectionQuote>(GALLERIES_API.selectionQuote(photographerId, galleryId)),
    enabled,
    staleTime: 0,
    gcTime: 0,
  });
}
