import {
  CONTRACT_TRAIL_LABELS,
  CONTRACTS_API,
  type Contract,
  type ContractDetail,
  type SignContractInput,
} from '@shared/contracts';
import { formatDate, formatLagosDateTime } from '@shared/lagos-time';
import { Ban, Download, Pencil, Send, Signature } from 'lucide-react';
import { useState } from 'react';
import { Markdown } from '@/components/markdown/markdown';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { ShareLink } from '@/components/ui/share-link';
import { ContractStatusBadge } from './contract-status-badge';
import { useContractDetail, useSendContract, useSignAsPhotographer } from './contracts-queries';
import { SignForm } from './sign-form';

const dateTime = (iso: string) => formatLagosDateTime(iso);

/** The details dialog: the contract as written, its parties and trail; send, sign, countersign, void. */
export function ContractDetailsDialog({
  contractId,
  onOpenChange,
  onEdit,
  onVoid,
}: {
  contractId: string | null;
  onOpenChange: (open: boolean) => void;
  onEdit: (contract: Contract) => void;
  onVoid: (contract: Contract) => void;
}) {
  const query = useContractDetail(contractId);
  const contract = query.data;
  return (
    <Dialog open={Boolean(contractId)} onOpenChange={onOpenChange}>
      <DialogContent className="max-h-[92vh] overflow-y-auto sm:max-w-3xl">
        <DialogHeader>
          <DialogTitle>{contract ? contract.title : 'Contract'}</DialogTitle>
          <DialogDescription>
            {contract ? `${contract.client.name} · ${contract.client.email}` : 'Loading the contract…'}
          </DialogDescription>
        </DialogHeader>
        {contract ? <Details contract={contract} onEdit={onEdit} onVoid={onVoid} /> : null}
      </DialogContent>
    </Dialog>
  );
}

function Details({
  contract,
  onEdit,
  onVoid,
}: {
  contract: ContractDetail;
  onEdit: (contract: Contract) => void;
  onVoid: (contract: Contract) => void;
}) {
  const send = useSendContract();
  const sign = useSignAsPhotographer();
  const [signing, setSigning] = useState<'in-person' | 'countersign' | null>(null);
  const isSent = contract.status === 'sent';
  return (
    <div className="space-y-5 text-sm">
      <div className="flex flex-wrap items-center gap-3">
        <ContractStatusBadge contract={contract} />
        <span>Created {dateTime(contract.createdAt)}</span>
        <span>
          {contract.signatureDate
            ? `Signed ${dateTime(contract.signatureDate)}`
            : `Expires ${contract.expirationDate ? formatDate(contract.expirationDate) : 'Not set'}`}
        </span>
      </div>

      <Parties contract={contract} />

      {contract.unfilled.length && contract.status === 'draft' ? (
        <p className="rounded-md bg-amber-50 p-3 text-amber-900" role="status">
          Fill in before sending: {contract.unfilled.join(', ')}. Use Edit to complete them.
        </p>
      ) : null}
      {contract.voidReason ? <p className="text-red-800">Voided: {contract.voidReason}</p> : null}

      <div className="flex flex-wrap gap-2">
        <Button asChild variant="outline">
          <a href={CONTRACTS_API.pdf(contract.id)} download>
            <Download aria-hidden /> Download PDF
          </a>
        </Button>
        {contract.status === 'draft' ? (
          <>
            <Button variant="outline" onClick={() => onEdit(contract)}>
              <Pencil aria-hidden /> Edit
            </Button>
            <Button
              disabled={send.isPending || contract.unfilled.length > 0}
              onClick={() => send.mutate(contract.id)}
            >
              <Send aria-hidden /> Send to Client
            </Button>
          </>
        ) : null}
        {isSent && !contract.clientSignature ? (
          <Button onClick={() => setSigning('in-person')}>
            <Signature aria-hidden /> Sign Contract
          </Button>
        ) : null}
        {isSent && !contract.photographerSignature ? (
          <Button
            variant={contract.clientSignature ? 'default' : 'outline'}
            onClick={() => setSigning('countersign')}
          >
            <Signature aria-hidden /> Countersign
          </Button>
        ) : null}
        {contract.publicUrl && isSent ? (
          <ShareLink
            kind="contract"
            link={contract.publicUrl}
            what={contract.title}
            copyLabel="Copy signing link"
            copied="Signing link copied"
          />
        ) : null}
        {isSent ? (
          <Button variant="ghost" className="text-red-700" onClick={() => onVoid(contract)}>
            <Ban aria-hidden /> Void
          </Button>
        ) : null}
      </div>

      {signing ? (
        <SigningPanel
          contract={contract}
          signing={signing}
          pending={sign.isPending}
          onSign={async (input) => {
            await sign.mutateAsync({ id: contract.id, input, as: signing });
            setSigning(null);
          }}
        />
      ) : null}

      <article className="rounded-lg border border-stone-200 bg-white p-5">
        <Markdown
          source={contract.content}
          minHeadingLevel={3}
          className="text-sm leading-6"
          highlightPlaceholders
        />
      </article>

      {contract.documentHash ? (
        <p className="break-all text-xs text-muted">Document SHA-256: {contract.documentHash}</p>
      ) : null}

      <AuditTrail trail={contract.trail} />
    </div>
  );
}

/** Each party with their email and where their signature stands. */
function Parties({ contract }: { contract: ContractDetail }) {
  return (
    <dl className="grid gap-4 sm:grid-cols-2">
      <div className="rounded-lg bg-stone-50 p-3">
        <dt className="text-xs font-semibold text-muted uppercase">Photographer</dt>
        <dd className="font-medium text-ink">{contract.photographer.name}</dd>
        <dd className="text-muted">{contract.photographer.email}</dd>
        <dd className="mt-1 text-xs">
          {contract.photographerSignature
            ? `Countersigned by ${contract.photographerSignature.name}, ${dateTime(contract.photographerSignature.at)}`
            : 'Not yet countersigned'}
        </dd>
      </div>
      <div className="rounded-lg bg-stone-50 p-3">
        <dt className="text-xs font-semibold text-muted uppercase">Client</dt>
        <dd className="font-medium text-ink">{contract.client.name}</dd>
        <dd className="text-muted">{contract.client.email}</dd>
        <dd className="mt-1 text-xs">
          {contract.clientSignature
            ? `Signed by ${contract.clientSignature.name}, ${dateTime(contract.clientSignature.at)} (${contract.clientSignature.method})`
            : 'Not yet signed'}
        </dd>
      </div>
    </dl>
  );
}

/** Signing on the photographer's device: the client in person, or the photographer countersigning. */
function SigningPanel({
  contract,
  signing,
  pending,
  onSign,
}: {
  contract: ContractDetail;
  signing: 'in-person' | 'countersign';
  pending: boolean;
  onSign: (input: SignContractInput) => Promise<void>;
}) {
  return (
    <section className="rounded-lg border border-gold-200 p-4" aria-label="Sign">
      <h3 className="mb-1 font-display text-lg font-semibold text-ink">
        {signing === 'in-person'
          ? `Signing in person: ${contract.client.name}`
          : 'Countersign as the photographer'}
      </h3>
      <p className="mb-3 text-muted">
        {signing === 'in-person'
          ? 'Hand your device to the client. Their signature is recorded as signed in person, on this device.'
          : 'Your signature completes the contract once the client has signed.'}
      </p>
      <SignForm
        idPrefix={signing}
        signer={signing === 'in-person' ? 'client' : 'photographer'}
        defaultName={signing === 'in-person' ? contract.client.name : contract.photographer.name}
        submitLabel={signing === 'in-person' ? 'Sign Contract' : 'Countersign'}
        pending={pending}
        onSign={onSign}
      />
    </section>
  );
}

function AuditTrail({ trail }: { trail: ContractDetail['trail'] }) {
  return (
    <section aria-label="Audit trail">
      <h3 className="mb-2 font-display text-base font-semibold text-ink">Audit trail</h3>
      <ol className="space-y-2">
        {trail.map((e, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: the trail is append-only and never reorders.
          <li key={i} className="border-l-2 border-gold-300 pl-3">
            <p className="font-medium text-ink">
              {CONTRACT_TRAIL_LABELS[e.event]} · {dateTime(e.at)}
            </p>
            <p className="text-xs text-muted">
              {[e.actor, e.detail, e.ip && `IP ${e.ip}`, e.userAgent].filter(Boolean).join(' · ')}
            </p>
          </li>
        ))}
      </ol>
    </section>
  );
}
