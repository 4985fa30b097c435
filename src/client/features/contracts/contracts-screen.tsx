import {
  CONTRACT_MESSAGES,
  CONTRACT_TAB_LABELS,
  CONTRACT_TABS,
  CONTRACTS_API,
  type Contract,
  type ContractTab,
  type ReceivedContract as Received,
} from '@shared/contracts';
import { formatDate, formatLagosDateTime } from '@shared/lagos-time';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { ReasonDialog } from '@/components/forms/reason-dialog';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { ReceivedList } from '@/components/ui/received-list';
import { RecordRowActions } from '@/components/ui/record-row-actions';
import { Skeleton } from '@/components/ui/skeleton';
import { TabbedList } from '@/components/ui/tabbed-list';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { useTabPages } from '@/components/ui/use-tab-pages';
import { useCreateDialog } from '@/lib/use-create-dialog';
import { useRecordActions } from '@/lib/use-record-actions';
import { ContractDetailsDialog } from './contract-details-dialog';
import { ContractFormDialog, type ContractFormStart } from './contract-form-dialog';
import { ContractStatusBadge } from './contract-status-badge';
import {
  useContracts,
  useContractTemplates,
  useDeleteContract,
  usePublicContract,
  useReceivedContracts,
  useSendContract,
  useVoidContract,
} from './contracts-queries';
import { PublicContractView } from './public-contract-view';

const createdOn = (iso: string) => formatDate(iso.slice(0, 10));

/** The photographer's /contracts: Create Contract, the Manage Contracts card with tabs, and the dialogs. */
export function PhotographerContracts({ photographer }: { photographer: { name: string; email: string } }) {
  const view = useTabPages<ContractTab>('all');
  const list = useContracts(view.tab, view.page);
  const templates = useContractTemplates(true);
  const form = useCreateDialog<ContractFormStart>();
  const remove = useDeleteContract();
  const send = useSendContract();
  const voidContract = useVoidContract();
  const { viewing, setViewing, voiding, setVoiding, askDelete } = useRecordActions<
    Pick<Contract, 'id' | 'title' | 'client' | 'clientSignature'>
  >({ title: 'Delete contract', question: CONTRACT_MESSAGES.confirmDelete, remove: remove.mutate });

  const openForm = form.openWith;

  const contracts = list.data?.contracts ?? [];
  return (
    <>
      <div className="mb-6 flex flex-wrap gap-2">
        <Button onClick={() => openForm({})} disabled={!templates.data}>
          <Plus aria-hidden /> Create Contract
        </Button>
      </div>

      <Card className="p-4 sm:p-6">
        <h2 className="font-display text-xl font-semibold text-ink">Manage Contracts</h2>
        <p className="mt-1 text-sm text-muted">Create, send and track contracts for photography services</p>
        <TabbedList
          view={view}
          tabs={CONTRACT_TABS}
          labels={CONTRACT_TAB_LABELS}
          label="Contracts by status"
          tabsClassName="mt-4"
          pages={view.pagesOf(list.data)}
          pending={list.isPending}
          empty={contracts.length === 0}
          emptyMessage={CONTRACT_MESSAGES.empty}
        >
          <Table>
            <TableHeader>
              <TableRow>
                <TableHead>Title</TableHead>
                <TableHead>Client</TableHead>
                <TableHead>Created</TableHead>
                <TableHead>Status</TableHead>
                <TableHead className="text-right">Actions</TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {contracts.map((contract) => (
                <TableRow key={contract.id}>
                  <TableCell className="font-medium">{contract.title}</TableCell>
                  <TableCell>
                    {contract.client.name}
                    <span className="block text-xs text-muted">{contract.client.email}</span>
                  </TableCell>
                  <TableCell>{createdOn(contract.createdAt)}</TableCell>
                  <TableCell>
                    <ContractStatusBadge contract={contract} />
                  </TableCell>
                  <TableCell>
                    <RecordRowActions
                      name={contract.title}
                      pdfHref={CONTRACTS_API.pdf(contract.id)}
                      onView={() => setViewing(contract.id)}
                      draft={
                        contract.status === 'draft'
                          ? {
                              kind: 'contract',
                              client: contract.client.name,
                              sendDisabled: send.isPending || contract.unfilled.length > 0,
                              onSend: () => send.mutate(contract.id),
                              onDelete: () => void askDelete(contract.id),
                            }
                          : undefined
                      }
                      onVoid={contract.status === 'sent' ? () => setVoiding(contract) : undefined}
                    />
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TabbedList>
      </Card>

      <ContractFormDialog
        open={form.open}
        onOpenChange={form.onOpenChange}
        start={form.start}
        templates={templates.data ?? []}
        photographer={photographer}
      />
      <ContractDetailsDialog
        contractId={viewing}
        onOpenChange={(open) => !open && setViewing(null)}
        onEdit={(contract) => {
          setViewing(null);
          openForm({ editing: contract });
        }}
        onVoid={(contract) => setVoiding(contract)}
      />
      <ReasonDialog
        open={voiding !== null}
        onOpenChange={(open) => !open && setVoiding(null)}
        title={`Void ${voiding?.title ?? 'contract'}`}
        description={
          voiding?.clientSignature
            ? `${voiding.client.name} signed this contract on ${formatLagosDateTime(voiding.clientSignature.at)}. Voiding it ends it before you countersign: they are emailed your reason, and it stays on record with its audit trail.`
            : "A void contract stays on record with its audit trail; the client's signing link stops working and they are emailed your reason. Send a new contract if terms changed."
        }
        confirmLabel="Void contract"
        pending={voidContract.isPending}
        onConfirm={async (reason) => {
          await voidContract.mutateAsync({ id: voiding!.id, reason });
          setVoiding(null);
        }}
      />
    </>
  );
}

/** Still waiting for this client's signature (not one they signed that waits for the photographer). */
const toSign = (c: Received) => c.status === 'sent' && !c.awaitingPhotographer;

/** A signed-in customer's /contracts: contracts sent to their verified email, to read and sign. */
export function ReceivedContracts({ emailVerified }: { emailVerified: boolean }) {
  const query = useReceivedContracts(emailVerified);
  const [open, setOpen] = useState<Received | null>(null);
  const contracts = query.data ?? [];
  return (
    <>
      <ReceivedList
        emailVerified={emailVerified}
        what="contracts"
        pending={query.isPending}
        empty={contracts.length === 0}
        emptyMessage={CONTRACT_MESSAGES.empty}
      >
        <Table>
          <TableHeader>
            <TableRow>
              <TableHead>Title</TableHead>
              <TableHead>From</TableHead>
              <TableHead>Sent</TableHead>
              <TableHead>Status</TableHead>
              <TableHead />
            </TableRow>
          </TableHeader>
          <TableBody>
            {contracts.map((c) => (
              <TableRow key={c.publicUrl}>
                <TableCell className="font-medium">{c.title}</TableCell>
                <TableCell>{c.from}</TableCell>
                <TableCell>{c.sentAt ? createdOn(c.sentAt) : '—'}</TableCell>
                <TableCell>
                  <ContractStatusBadge
                    contract={{
                      status: c.status,
                      clientSignature: c.awaitingPhotographer,
                      photographerSignature: null,
                    }}
                  />
                </TableCell>
                <TableCell>
                  <Button variant={toSign(c) ? 'default' : 'link'} size="sm" onClick={() => setOpen(c)}>
                    {toSign(c) ? 'Review and sign' : 'Open'}
                  </Button>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </ReceivedList>
      <Dialog open={open !== null} onOpenChange={(next) => !next && setOpen(null)}>
        <DialogContent className="max-h-[92vh] overflow-y-auto sm:max-w-3xl">
          <DialogHeader>
            <DialogTitle>{open?.title ?? 'Contract'}</DialogTitle>
            <DialogDescription>From {open?.from}</DialogDescription>
          </DialogHeader>
          {open ? <ReceivedContract token={open.publicUrl.split('/c/')[1] ?? ''} /> : null}
        </DialogContent>
      </Dialog>
    </>
  );
}

/** A contract sent to the signed-in client, read and signed right here (the same page as the link). */
function ReceivedContract({ token }: { token: string }) {
  const query = usePublicContract(token);
  if (query.isPending) return <Skeleton className="h-64 w-full" />;
  if (!query.data) return <p className="text-muted">This contract is no longer available.</p>;
  return <PublicContractView token={token} contract={query.data} />;
}
