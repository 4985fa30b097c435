import type { ClientEmailInput } from '@shared/clients';
import { CLIENTS_API } from '@shared/clients-api';
import {
  EMAIL_TEMPLATE_MESSAGES,
  EMAIL_TEMPLATES_API,
  type EmailPreview,
  type EmailTemplate,
  type EmailTemplateInput,
  type Opening,
} from '@shared/email-templates';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { toast } from '@/lib/toast';

export const templateKeys = {
  all: ['email-templates'] as const,
  list: ['email-templates', 'list'] as const,
  openings: ['email-templates', 'openings'] as const,
};

export function useEmailTemplates(enabled = true) {
  return useQuery({
    queryKey: templateKeys.list,
    queryFn: async () => (await api.get<{ templates: EmailTemplate[] }>(EMAIL_TEMPLATES_API.list)).templates,
    enabled,
  });
}

export function useOpenings() {
  return useQuery({
    queryKey: templateKeys.openings,
    queryFn: async () => (await api.get<{ openings: Opening[] }>(EMAIL_TEMPLATES_API.openings)).openings,
  });
}

function useTemplateMutation<T, R>(fn: (input: T) => Promise<R>, success: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: templateKeys.all });
      toast.success(success);
    },
  });
}

export const useSaveTemplate = () =>
  useTemplateMutation(
    ({ id, input }: { id: string | null; input: EmailTemplateInput }) =>
      id
        ? api.put<{ template: EmailTemplate }>(EMAIL_TEMPLATES_API.one(id), input)
        : api.post<{ template: EmailTemplate }>(EMAIL_TEMPLATES_API.list, input),
    EMAIL_TEMPLATE_MESSAGES.saved,
  );

export const useResetTemplate = () =>
  useTemplateMutation(
    (id: string) => api.post<{ template: EmailTemplate }>(EMAIL_TEMPLATES_API.reset(id), {}),
    EMAIL_TEMPLATE_MESSAGES.reset,
  );

export const useDeleteTemplate = () =>
  useTemplateMutation(
    (id: string) => api.delete<void>(EMAIL_TEMPLATES_API.one(id)),
    EMAIL_TEMPLATE_MESSAGES.deleted,
  );

export const useSaveOpening = () =>
  useTemplateMutation(
    ({ kind, body }: { kind: string; body: string }) =>
      api.put<{ openings: Opening[] }>(EMAIL_TEMPLATES_API.opening(kind), { body }),
    EMAIL_TEMPLATE_MESSAGES.openingSaved,
  );

/** Send Email's preview, asked of the server (it knows the client's links and next session). */
export const usePreviewEmail = (clientId: string) =>
  useMutation({
    mutationFn: (input: ClientEmailInput) =>
      api.post<EmailPreview>(CLIENTS_API.emailPreview(clientId), input),
  });
