import type { FindMeResult, FindMeStatus } from '@shared/find-me';
import { findMeApi } from '@shared/find-me-api';
import type { PublicGallery } from '@shared/galleries';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { api, retryUnlessNotFound } from '@/lib/api';

export const findMeKeys = {
  status: (galleryId: string) => ['find-me', 'status', galleryId] as const,
  guest: (galleryId: string) => ['find-me', 'guest', galleryId] as const,
  selfie: (galleryId: string, selfieId: string) => ['find-me', 'selfie', galleryId, selfieId] as const,
};

/** The photographer's switch and progress; polled while photos are still being read. */
export function useFindMeStatus(galleryId: string) {
  return useQuery({
    queryKey: findMeKeys.status(galleryId),
    queryFn: () => api.get<FindMeStatus>(findMeApi.status(galleryId)),
    refetchInterval: (q) => (q.state.data?.on && q.state.data.ready < q.state.data.total ? 5000 : false),
  });
}

export function useSwitchFindMe(galleryId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: { on: boolean; guestsTold: boolean }) =>
      api.put<FindMeStatus>(findMeApi.status(galleryId), input),
    onSuccess: (status) => client.setQueryData(findMeKeys.status(galleryId), status),
  });
}

/** The guest's selfie id is kept in this browser only, until it is deleted or runs out. */
const selfieKey = (galleryId: string) => `find-me:${galleryId}`;

/** The guest's side: whether it is on, their selfie's matches, sending and deleting the selfie. */
export function useGuestFindMe(gallery: PublicGallery) {
  const client = useQueryClient();
  const [selfieId, setSelfieId] = useState<string | null>(null);
  useEffect(() => setSelfieId(window.localStorage.getItem(selfieKey(gallery.id))), [gallery.id]);
  const remember = (id: string | null) => {
    if (id) window.localStorage.setItem(selfieKey(gallery.id), id);
    else window.localStorage.removeItem(selfieKey(gallery.id));
    setSelfieId(id);
  };
  const status = useQuery({
    queryKey: findMeKeys.guest(gallery.id),
    queryFn: () => api.get<{ on: boolean }>(findMeApi.guest(gallery.photographerId, gallery.id)),
    enabled: !gallery.locked,
  });
  const matches = useQuery({
    queryKey: findMeKeys.selfie(gallery.id, selfieId ?? ''),
    queryFn: () =>
      api.get<FindMeResult>(findMeApi.selfie(gallery.photographerId, gallery.id, selfieId ?? '')),
    enabled: selfieId !== null && status.data?.on === true,
    retry: retryUnlessNotFound,
  });
  // A selfie past its 24 hours (or deleted elsewhere) is forgotten here too.
  // biome-ignore lint/correctness/useExhaustiveDependencies: only when the query fails
  useEffect(() => {
    if (matches.isError) remember(null);
  }, [matches.isError]);
  const send = useMutation({
    mutationFn: (selfie: File) => {
      const form = new FormData();
      form.append('consent', 'yes');
      form.append('selfie', selfie);
      return api.upload<FindMeResult>(`${findMeApi.guest(gallery.photographerId, gallery.id)}/selfies`, form);
    },
    onSuccess: (result) => {
      client.setQueryData(findMeKeys.selfie(gallery.id, result.selfieId), result);
      remember(result.selfieId);
    },
  });
  const forget = useMutation({
    mutationFn: (id: string) => api.delete<void>(findMeApi.selfie(gallery.photographerId, gallery.id, id)),
    onSuccess: () => remember(null),
  });
  return { on: status.data?.on === true, selfieId, result: matches.data, send, forget };
}
export type GuestFindMe = ReturnType<typeof useGuestFindMe>;
