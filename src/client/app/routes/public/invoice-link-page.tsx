import { useParams } from 'react-router';
import { LinkNotFound } from '@/components/layout/link-not-found';
import { useDocumentTitle } from '@/components/layout/page-shell';
import { Skeleton } from '@/components/ui/skeleton';
import { LoadError } from '@/features/content/load-error';
import { publicInvoiceQuery, usePublicInvoice } from '@/features/invoicing/invoicing-queries';
import { PublicInvoiceView } from '@/features/invoicing/public-invoice-view';
import { MessageLinkButton } from '@/features/messages/message-link-button';
import { ApiError } from '@/lib/api';
import type { PageData } from '@/lib/page-query';

const isNotFound = (error: unknown) => error instanceof ApiError && error.status === 404;

/**
 * /i/<token>: the client's invoice, no account needed. The token in the link is the access; a
 * wrong or revoked link shows "not found" (status 404) and nothing else. Rendered on the server
 * with its data, so the invoice reads at once on a phone, even without JavaScript.
 */
export const pageData: PageData = ({ params }) => [publicInvoiceQuery(params.token ?? '')];

export default function InvoiceLinkPage() {
  const { token = '' } = useParams();
  const { data, error, isPending, refetch } = usePublicInvoice(token);
  useDocumentTitle(data ? `Invoice ${data.number}` : 'Invoice');
  return (
    <div className="mx-auto w-full max-w-4xl px-4 py-10 sm:px-6">
      {isPending ? (
        <Skeleton className="h-96 w-full" />
      ) : isNotFound(error) ? (
        <LinkNotFound what="Invoice" />
      ) : data ? (
        <>
          <h1 className="sr-only">Invoice {data.number}</h1>
          <PublicInvoiceView token={token} invoice={data} />
          <div className="mt-6 flex justify-center">
            <MessageLinkButton kind="invoice" token={token} businessName={data.from.name} />
          </div>
        </>
      ) : (
        <>
          <h1 className="sr-only">Invoice</h1>
          <LoadError what="this invoice" onRetry={() => refetch()} />
        </>
      )}
    </div>
  );
}
