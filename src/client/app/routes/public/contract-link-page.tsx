import { useParams } from 'react-router';
import { LinkNotFound } from '@/components/layout/link-not-found';
import { useDocumentTitle } from '@/components/layout/page-shell';
import { Skeleton } from '@/components/ui/skeleton';
import { LoadError } from '@/features/content/load-error';
import { publicContractQuery, usePublicContract } from '@/features/contracts/contracts-queries';
import { PublicContractView } from '@/features/contracts/public-contract-view';
import { MessageLinkButton } from '@/features/messages/message-link-button';
import { ApiError } from '@/lib/api';
import type { PageData } from '@/lib/page-query';

const isNotFound = (error: unknown) => error instanceof ApiError && error.status === 404;

/**
 * /c/<token>: the client's contract, to read and sign, no account needed. The token is the
 * access; a wrong or voided link shows "not found" (404) and nothing else. Rendered on the
 * server with its data, so the whole contract reads at once on a phone.
 */
export const pageData: PageData = ({ params }) => [publicContractQuery(params.token ?? '')];

export default function ContractLinkPage() {
  const { token = '' } = useParams();
  const { data, error, isPending, refetch } = usePublicContract(token);
  useDocumentTitle(data ? data.title : 'Contract');
  return (
    <div className="mx-auto w-full max-w-4xl px-4 py-10 sm:px-6">
      {isPending ? (
        <Skeleton className="h-96 w-full" />
      ) : isNotFound(error) ? (
        <LinkNotFound what="Contract" />
      ) : data ? (
        <>
          <h1 className="sr-only">{data.title}</h1>
          <PublicContractView token={token} contract={data} />
          <div className="mt-6 flex justify-center">
            <MessageLinkButton kind="contract" token={token} businessName={data.photographer.name} />
          </div>
        </>
      ) : (
        <>
          <h1 className="sr-only">Contract</h1>
          <LoadError what="this contract" onRetry={() => refetch()} />
        </>
      )}
    </div>
  );
}
