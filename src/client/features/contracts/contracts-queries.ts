import {
  CONTRACT_MESSAGES,
  CONTRACTS_API,
  type Contract,
  type ContractBooking,
  type ContractDetail,
  type ContractInput,
  type ContractList,
  type ContractTab,
  type ContractTemplate,
  type PublicContract,
  type ReceivedContract,
  type SignContractInput,
  type TemplateInput,
} from '@shared/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, retryUnlessNotFound } from '@/lib/api';
import { showError } from '@/lib/form-errors';
import { useInvalidatingMutation } from '@/lib/mutation';
import { fetchPageQuery, pageQuery } from '@/lib/page-query';
import { toast } from '@/lib/toast';

/** Every key starts with 'contracts', so one invalidation refreshes the list and the details. */
export const contractsKeys = {
  all: ['contracts'] as const,
  list: (tab: ContractTab, page: number) => ['contracts', 'list', tab, page] as const,
  detail: (id: string) => ['contracts', 'detail', id] as const,
  templates: ['contracts', 'templates'] as const,
  clientBookings: (clientId: string) => ['contracts', 'client-bookings', clientId] as const,
  received: ['contracts', 'received'] as const,
  public: (token: string) => ['contracts', 'public', token] as const,
};

export function useContracts(tab: ContractTab, page: number) {
  return useQuery({
    queryKey: contractsKeys.list(tab, page),
    queryFn: () => api.get<ContractList>(`${CONTRACTS_API.contracts}?tab=${tab}&page=${page}`),
    placeholderData: keepPreviousData,
  });
}

export function useContractDetail(id: string | null) {
  return useQuery({
    queryKey: contractsKeys.detail(id ?? ''),
    queryFn: async () => (await api.get<{ contract: ContractDetail }>(CONTRACTS_API.contract(id!))).contract,
    enabled: Boolean(id),
    retry: retryUnlessNotFound,
  });
}

export function useContractTemplates(enabled: boolean) {
  return useQuery({
    queryKey: contractsKeys.templates,
    queryFn: async () =>
      (await api.get<{ templates: ContractTemplate[] }>(CONTRACTS_API.templates)).templates,
    enabled,
    staleTime: 60_000,
  });
}

/** The chosen client's active bookings, for the dialog's Booking select (decision 135). */
export function useClientBookings(clientId: string | null) {
  return useQuery({
    queryKey: contractsKeys.clientBookings(clientId ?? ''),
    queryFn: async () =>
      (await api.get<{ bookings: ContractBooking[] }>(CONTRACTS_API.clientBookings(clientId!))).bookings,
    enabled: Boolean(clientId),
    retry: retryUnlessNotFound,
  });
}

export function useReceivedContracts(enabled: boolean) {
  return useQuery({
    queryKey: contractsKeys.received,
    queryFn: async () => (await api.get<{ contracts: ReceivedContract[] }>(CONTRACTS_API.received)).contracts,
    enabled,
  });
}

/** The client's contract behind a link (/c/<token>): rendered on the server, then kept fresh. */
export const publicContractQuery = (token: string) =>
  pageQuery<{ contract: PublicContract }, PublicContract>(
    contractsKeys.public(token),
    { name: 'contracts.public', token },
    (body) => body.contract,
  );

export function usePublicContract(token: string) {
  const query = publicContractQuery(token);
  return useQuery({ queryKey: query.queryKey, queryFn: fetchPageQuery(query), retry: retryUnlessNotFound });
}

const useContractsMutation = <TInput, TResult>(
  fn: (input: TInput) => Promise<TResult>,
  success?: (result: TResult, input: TInput) => string,
) => useInvalidatingMutation(contractsKeys.all, fn, success);

export const useCreateContract = () =>
  useContractsMutation(
    async (input: ContractInput) =>
      (await api.post<{ contract: Contract }>(CONTRACTS_API.contracts, input)).contract,
    () => CONTRACT_MESSAGES.created,
  );

export const useUpdateContract = () =>
  useContractsMutation(
    async ({ id, input }: { id: string; input: ContractInput }) =>
      (await api.put<{ contract: Contract }>(CONTRACTS_API.contract(id), input)).contract,
    () => CONTRACT_MESSAGES.updated,
  );

export const useSendContract = () =>
  useContractsMutation(
    async (id: string) => (await api.post<{ contract: Contract }>(CONTRACTS_API.send(id), {})).contract,
    (contract) => CONTRACT_MESSAGES.sentTo(contract.client.email),
  );

export const useDeleteContract = () =>
  useContractsMutation(
    (id: string) => api.delete<void>(CONTRACTS_API.contract(id)),
    () => CONTRACT_MESSAGES.deleted,
  );

export const useVoidContract = () =>
  useContractsMutation(
    async ({ id, reason }: { id: string; reason: string }) =>
      (await api.post<{ contract: Contract }>(CONTRACTS_API.void(id), { reason })).contract,
    () => CONTRACT_MESSAGES.voided,
  );

/** Sign Contract (the client, in person) or Countersign (the photographer). */
export const useSignAsPhotographer = () =>
  useContractsMutation(
    async ({ id, input, as }: { id: string; input: SignContractInput; as: 'in-person' | 'countersign' }) =>
      (
        await api.post<{ contract: Contract }>(
          as === 'in-person' ? CONTRACTS_API.signInPerson(id) : CONTRACTS_API.countersign(id),
          input,
        )
      ).contract,
    () => CONTRACT_MESSAGES.signed,
  );

export const useSaveTemplate = () =>
  useContractsMutation(
    async (input: TemplateInput) =>
      (await api.post<{ template: ContractTemplate }>(CONTRACTS_API.templates, input)).template,
    (template) => `Template "${template.title}" saved`,
  );

export const useDeleteTemplate = () =>
  useContractsMutation(
    (id: string) => api.delete<void>(CONTRACTS_API.template(id)),
    () => 'Template deleted',
  );

/** The client signs through the link. */
export function useSignByLink(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: SignContractInput) =>
      (await api.post<{ contract: PublicContract }>(CONTRACTS_API.publicSign(token), input)).contract,
    onSuccess: (contract) => {
      queryClient.setQueryData(contractsKeys.public(token), contract);
      // Signed from /contracts (a signed-in client): their list shows it too.
      void queryClient.invalidateQueries({ queryKey: contractsKeys.received });
      toast.success(CONTRACT_MESSAGES.signed);
    },
    onError: (error) => showError(error, { fallback: 'Something went wrong. Please try again.' }),
  });
}

/** The link page tells the server it was opened (the audit trail's "viewed"). */
export const markContractViewed = (token: string) =>
  api.post<{ ok: true }>(CONTRACTS_API.publicViewed(token), {}).catch(() => undefined);
