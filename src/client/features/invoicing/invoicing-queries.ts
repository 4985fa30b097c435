import type { PublicInvoice, ReceivedInvoice } from '@shared/invoice-link';
import {
  INVOICE_MESSAGES,
  INVOICING_API,
  type Invoice,
  type InvoiceDetail,
  type InvoiceInput,
  type InvoiceList,
  type InvoiceSettings,
  type InvoiceTab,
  type RecordPaymentInput,
} from '@shared/invoicing';
import { PAYMENTS_API, type RefundInput } from '@shared/payments';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, retryUnlessNotFound } from '@/lib/api';
import { errorMessage, showError } from '@/lib/form-errors';
import { useInvalidatingMutation } from '@/lib/mutation';
import { fetchPageQuery, pageQuery } from '@/lib/page-query';
import { toast } from '@/lib/toast';

/** Every key starts with 'invoicing', so one invalidation refreshes the list, cards and details. */
export const invoicingKeys = {
  all: ['invoicing'] as const,
  list: (tab: InvoiceTab, page: number) => ['invoicing', 'list', tab, page] as const,
  detail: (id: string) => ['invoicing', 'detail', id] as const,
  settings: ['invoicing', 'settings'] as const,
  received: ['invoicing', 'received'] as const,
  public: (token: string) => ['invoicing', 'public', token] as const,
};

/** One page of one tab; the previous page stays on screen while the next loads. */
export function useInvoices(tab: InvoiceTab, page: number) {
  return useQuery({
    queryKey: invoicingKeys.list(tab, page),
    queryFn: () => api.get<InvoiceList>(`${INVOICING_API.invoices}?tab=${tab}&page=${page}`),
    placeholderData: keepPreviousData,
  });
}

export function useInvoiceDetail(id: string | null) {
  return useQuery({
    queryKey: invoicingKeys.detail(id ?? ''),
    queryFn: async () => (await api.get<{ invoice: InvoiceDetail }>(INVOICING_API.invoice(id!))).invoice,
    enabled: Boolean(id),
    retry: retryUnlessNotFound,
  });
}

export function useInvoiceSettings(enabled: boolean) {
  return useQuery({
    queryKey: invoicingKeys.settings,
    queryFn: async () => (await api.get<{ settings: InvoiceSettings }>(INVOICING_API.settings)).settings,
    enabled,
  });
}

export function useReceivedInvoices(enabled: boolean) {
  return useQuery({
    queryKey: invoicingKeys.received,
    queryFn: async () => (await api.get<{ invoices: ReceivedInvoice[] }>(INVOICING_API.received)).invoices,
    enabled,
  });
}

/** THE data of the client's page /i/<token> (its server rendering is wired on this one hook). */
/** The client's invoice behind a link: rendered on the server, then kept fresh in the browser. */
export const publicInvoiceQuery = (token: string) =>
  pageQuery<{ invoice: PublicInvoice }, PublicInvoice>(
    invoicingKeys.public(token),
    { name: 'invoicing.public', token },
    (body) => body.invoice,
  );

export function usePublicInvoice(token: string) {
  const query = publicInvoiceQuery(token);
  return useQuery({ queryKey: query.queryKey, queryFn: fetchPageQuery(query), retry: retryUnlessNotFound });
}

/** "Pay ₦… now": the server starts the checkout; the browser goes to Paystack. */
export function usePayOnline(token: string) {
  return useMutation({
    mutationFn: (pay: 'next' | 'balance' = 'next') =>
      api.post<{ authorizationUrl: string }>(INVOICING_API.publicPay(token), { pay }),
    onSuccess: ({ authorizationUrl }) => window.location.assign(authorizationUrl),
    onError: (error) =>
      toast.error(errorMessage(error, 'The payment could not be started. Please try again.')),
  });
}

/** Back from Paystack: the server verifies the payment; the invoice is read again. */
export function usePaymentReturn(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (reference: string) =>
      api.post<{ outcome: string }>(INVOICING_API.publicReturn(token), { reference }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: invoicingKeys.public(token) }),
  });
}

const useInvoicingMutation = <TInput, TResult>(
  fn: (input: TInput) => Promise<TResult>,
  success?: (result: TResult, input: TInput) => string,
) => useInvalidatingMutation(invoicingKeys.all, fn, success);

/** Save as Draft (send false) or Send Invoice (send true) from the create dialog. */
export const useCreateInvoice = () =>
  useInvoicingMutation(
    async ({ input, send }: { input: InvoiceInput; send: boolean }) =>
      (await api.post<{ invoice: Invoice }>(`${INVOICING_API.invoices}?send=${send}`, input)).invoice,
    (invoice, { send }) => (send ? INVOICE_MESSAGES.sentTo(invoice.clientEmail) : INVOICE_MESSAGES.created),
  );

export const useUpdateInvoice = () =>
  useInvoicingMutation(
    async ({ id, input }: { id: string; input: InvoiceInput }) =>
      (await api.put<{ invoice: Invoice }>(INVOICING_API.invoice(id), input)).invoice,
    () => INVOICE_MESSAGES.updated,
  );

export const useSendInvoice = () =>
  useInvoicingMutation(
    async (id: string) => (await api.post<{ invoice: Invoice }>(INVOICING_API.send(id), {})).invoice,
    (invoice) => INVOICE_MESSAGES.sentTo(invoice.clientEmail),
  );

export const useDeleteInvoice = () =>
  useInvoicingMutation(
    (id: string) => api.delete<void>(INVOICING_API.invoice(id)),
    () => INVOICE_MESSAGES.deleted,
  );

export const useVoidInvoice = () =>
  useInvoicingMutation(
    async ({ id, reason }: { id: string; reason: string }) =>
      (await api.post<{ invoice: Invoice }>(INVOICING_API.void(id), { reason })).invoice,
    (invoice) => `Invoice ${invoice.number} voided`,
  );

export const useReplaceLink = () =>
  useInvoicingMutation(
    async (id: string) => (await api.post<{ invoice: Invoice }>(INVOICING_API.link(id), {})).invoice,
    () => 'New link made; the old one no longer works. Send the invoice again to share it.',
  );

export const useRecordPayment = () =>
  useInvoicingMutation(
    async ({ id, input }: { id: string; input: RecordPaymentInput }) =>
      (await api.post<{ invoice: InvoiceDetail }>(INVOICING_API.payments(id), input)).invoice,
    (invoice) => {
      const receipt = invoice.payments.at(-1)?.receiptNumber;
      return invoice.status === 'paid'
        ? `Invoice ${invoice.number} is paid; receipt ${receipt} is on its way`
        : `Payment recorded; receipt ${receipt} is on its way`;
    },
  );

export const useReversePayment = () =>
  useInvoicingMutation(
    async ({ id, paymentId, reason }: { id: string; paymentId: string; reason: string }) =>
      (await api.post<{ invoice: InvoiceDetail }>(INVOICING_API.reverse(id, paymentId), { reason })).invoice,
    () => 'Payment reversed',
  );

/**
 * Refunds what was paid beyond the total (decision 212) from the online payment the invoice
 * names: Paystack returns it, and the invoice follows when Paystack says it is done.
 */
export const useRefundOverpayment = () =>
  useInvoicingMutation(
    ({ paymentId, amountKobo }: { paymentId: string; amountKobo: number }) =>
      api.post(PAYMENTS_API.refund(paymentId), {
        amountKobo,
        reason: 'Paid more than the invoice: the extra payment returned',
      } satisfies RefundInput),
    () => 'Refund started: Paystack returns the money to the client',
  );

export const useSaveInvoiceSettings = () =>
  useInvoicingMutation(
    async (input: InvoiceSettings) =>
      (await api.put<{ settings: InvoiceSettings }>(INVOICING_API.settings, input)).settings,
    () => 'Invoice settings saved',
  );

export function useClientSaysPaid(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.post<{ ok: true }>(INVOICING_API.publicPaid(token), {}),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: invoicingKeys.public(token) });
      toast.success('Thank you. We have told the photographer, who will confirm your payment.');
    },
    onError: (error) => showError(error, { fallback: 'Something went wrong. Please try again.' }),
  });
}
