import type { Client, ClientEmailInput, ClientInput, ImportPreview, ImportResult } from '@shared/clients';
import { CLIENT_MESSAGES, CLIENTS_API } from '@shared/clients-api';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { toast } from '@/lib/toast';
import { clientsKeys } from './client-queries';

/** Writes refresh every clients query (lists, counts, detail pages) and say so in a toast. */
function useClientsMutation<TInput, TOutput>(fn: (input: TInput) => Promise<TOutput>, success?: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: clientsKeys.all });
      if (success) toast.success(success);
    },
  });
}

export const useCreateClient = () =>
  useClientsMutation(
    async (input: ClientInput) => (await api.post<{ client: Client }>(CLIENTS_API.list, input)).client,
    CLIENT_MESSAGES.created,
  );

export const useUpdateClient = () =>
  useClientsMutation(
    async ({ id, input }: { id: string; input: ClientInput }) =>
      (await api.put<{ client: Client }>(CLIENTS_API.one(id), input)).client,
    CLIENT_MESSAGES.updated,
  );

export const useDeleteClient = () =>
  useClientsMutation((id: string) => api.delete<void>(CLIENTS_API.one(id)), CLIENT_MESSAGES.deleted);

export const useSendClientEmail = () =>
  useClientsMutation(
    ({ id, input }: { id: string; input: ClientEmailInput }) =>
      api.post<{ ok: true }>(CLIENTS_API.email(id), input),
    CLIENT_MESSAGES.emailSent,
  );

export const usePreviewImport = () =>
  useMutation({ mutationFn: (csv: string) => api.post<ImportPreview>(CLIENTS_API.importPreview, { csv }) });

export const useConfirmImport = () =>
  useClientsMutation((csv: string) => api.post<ImportResult>(CLIENTS_API.importConfirm, { csv }));
