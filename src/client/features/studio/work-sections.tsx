import { CLIENT_SOURCE_LABELS, type ClientSource } from '@shared/clients-api';
import { formatDate, formatLagosDateTime } from '@shared/lagos-time';
import { formatNaira } from '@shared/money';
import type {
  OverviewContract,
  OverviewLead,
  OverviewList,
  OverviewSelection,
  StudioOverview,
} from '@shared/studio';
import { FileSignature, Images, Receipt, UserPlus } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { OverviewItem, OverviewSection } from './overview-section';
import { itemLinks } from './studio-queries';

export function ContractsToCountersign({ list }: { list: OverviewList<OverviewContract> }) {
  return (
    <OverviewSection
      id="countersign"
      title="Contracts to countersign"
      icon={FileSignature}
      list={list}
      empty="No signed contract is waiting for your signature."
      tool={{ to: '/contracts', label: 'Open contracts' }}
      item={(contract) => (
        <OverviewItem
          key={contract.id}
          to={itemLinks.contract(contract.id)}
          title={`${contract.title} · ${contract.clientName}`}
          detail={`Signed by the client ${formatLagosDateTime(contract.clientSignedAt)}`}
        />
      )}
    />
  );
}

export function UnpaidInvoices({ invoices }: { invoices: StudioOverview['unpaidInvoices'] }) {
  return (
    <OverviewSection
      id="unpaid"
      title="Unpaid invoices"
      icon={Receipt}
      list={invoices}
      empty="Every invoice you sent is paid."
      tool={{ to: '/invoicing', label: 'Open invoices' }}
      summary={
        <p className="mt-1 text-sm text-muted">
          {formatNaira(invoices.outstandingKobo)} outstanding
          {invoices.overdueKobo > 0 ? `, ${formatNaira(invoices.overdueKobo)} overdue` : ''}
        </p>
      }
      item={(invoice) => (
        <OverviewItem
          key={invoice.id}
          to={itemLinks.invoice(invoice.id)}
          title={`${invoice.number ?? 'Invoice'} · ${invoice.clientName}`}
          detail={`${formatNaira(invoice.balanceKobo)} due ${formatDate(invoice.dueDate)}`}
          aside={invoice.overdue ? <Badge variant="danger">Overdue</Badge> : null}
        />
      )}
    />
  );
}

const sourceLabel = (source: string) => CLIENT_SOURCE_LABELS[source as ClientSource] ?? 'Lead';

export function Leads({ list }: { list: OverviewList<OverviewLead> }) {
  return (
    <OverviewSection
      id="leads"
      title="Enquiries and leads"
      icon={UserPlus}
      list={list}
      empty="No new enquiries. Your public profile brings them here."
      tool={{ to: '/clients', label: 'Open clients' }}
      item={(lead) => (
        <OverviewItem
          key={lead.id}
          to={itemLinks.client(lead.id)}
          title={lead.name}
          detail={sourceLabel(lead.source)}
        />
      )}
    />
  );
}

export function NewSelections({ list }: { list: OverviewList<OverviewSelection> }) {
  return (
    <OverviewSection
      id="selections"
      title="Galleries with new selections"
      icon={Images}
      list={list}
      empty="No selection is waiting for you."
      tool={{ to: '/galleries', label: 'Open galleries' }}
      item={(selection) => (
        <OverviewItem
          key={`${selection.galleryId}-${selection.email}`}
          to={itemLinks.gallery(selection.galleryId)}
          title={selection.galleryName}
          detail={`${selection.email} chose ${selection.photoCount} ${selection.photoCount === 1 ? 'photo' : 'photos'}`}
        />
      )}
    />
  );
}
