import type { PublicContract } from '@shared/contracts';
import { formatDate, formatLagosDateTime } from '@shared/lagos-time';
import { CheckCircle2, Download } from 'lucide-react';
import { useEffect } from 'react';
import { Markdown } from '@/components/markdown/markdown';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { ContractStatusBadge } from './contract-status-badge';
import { markContractViewed, useSignByLink } from './contracts-queries';
import { SignForm } from './sign-form';

const dateTime = (iso: string) => formatLagosDateTime(iso);

/** The client's contract page (/c/<token>): the whole contract, then consent, name and signature. */
export function PublicContractView({ token, contract }: { token: string; contract: PublicContract }) {
  const sign = useSignByLink(token);
  // The trail's "viewed": sent from the browser, so it carries the reader's IP and device.
  useEffect(() => {
    void markContractViewed(token);
  }, [token]);
  const canSign = contract.status === 'sent' && !contract.clientSignature;
  return (
    <div className="space-y-6">
      <Card className="p-6">
        <div className="flex flex-wrap items-start justify-between gap-4">
          <div>
            <p className="text-xs font-semibold text-muted uppercase">From</p>
            <p className="font-display text-xl font-semibold">{contract.photographer.name}</p>
            <p className="text-sm text-muted">{contract.photographer.email}</p>
          </div>
          <div className="text-right">
            <ContractStatusBadge contract={contract} />
            <p className="mt-1 text-sm text-muted">
              {contract.signatureDate
                ? `Signed ${dateTime(contract.signatureDate)}`
                : contract.expirationDate
                  ? `Sign by ${formatDate(contract.expirationDate)}`
                  : null}
            </p>
          </div>
        </div>
        <article className="mt-6 border-t border-stone-100 pt-6">
          <Markdown source={contract.content} minHeadingLevel={2} className="text-[15px] leading-7" />
        </article>
        <p className="mt-6 break-all text-xs text-muted">Document SHA-256: {contract.documentHash}</p>
        <Button asChild variant="outline" className="mt-4">
          <a href={contract.pdfUrl} download>
            <Download aria-hidden /> Download PDF
          </a>
        </Button>
      </Card>

      {contract.clientSignature ? (
        <Card className="flex items-start gap-3 p-6" role="status">
          <CheckCircle2 className="mt-0.5 size-6 shrink-0 text-green-700" aria-hidden />
          <div>
            <p className="font-semibold text-ink">
              Signed by {contract.clientSignature.name} on {dateTime(contract.clientSignature.at)}
            </p>
            <p className="text-sm text-muted">
              {contract.photographerSignature
                ? 'Both parties have signed. Your signed copy is on its way to your email.'
                : `Waiting for ${contract.photographer.name} to countersign. You will receive the signed copy by email.`}
            </p>
          </div>
        </Card>
      ) : null}

      {contract.status === 'expired' ? (
        <Card className="p-6" role="status">
          <p className="font-semibold text-ink">This contract has expired</p>
          <p className="text-sm text-muted">Ask {contract.photographer.name} to send you a new one.</p>
        </Card>
      ) : null}

      {canSign ? (
        <Card className="p-6">
          <h2 className="mb-1 font-display text-xl font-semibold text-ink">Sign this contract</h2>
          <p className="mb-4 text-sm text-muted">
            Signing as {contract.client.name} ({contract.client.email}). Your name, signature, the time, your
            IP address and device are recorded in the contract's audit trail.
          </p>
          <SignForm
            idPrefix="client"
            signer="you"
            defaultName={contract.client.name}
            submitLabel="Sign contract"
            pending={sign.isPending}
            onSign={(input) => sign.mutateAsync(input)}
          />
        </Card>
      ) : null}
    </div>
  );
}
