import {
  INVOICE_MESSAGES,
  INVOICE_TAB_LABELS,
  INVOICE_TABS,
  INVOICING_API,
  type Invoice,
  type InvoiceListItem,
  type InvoiceSummary,
  type InvoiceTab,
} from '@shared/invoicing';
import { formatDate, lagosDate } from '@shared/lagos-time';
import { formatNaira } from '@shared/money';
import { FileSpreadsheet, Plus, Settings } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { ReasonDialog } from '@/components/forms/reason-dialog';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { ReceivedList } from '@/components/ui/received-list';
import { RecordRowActions } from '@/components/ui/record-row-actions';
import { TabbedList } from '@/components/ui/tabbed-list';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { useTabPages } from '@/components/ui/use-tab-pages';
import { useCreateDialog } from '@/lib/use-create-dialog';
import { useRecordActions } from '@/lib/use-record-actions';
import { InvoiceDetailsDialog } from './invoice-details-dialog';
import { InvoiceFormDialog, type InvoiceFormStart } from './invoice-form-dialog';
import { InvoiceSettingsDialog } from './invoice-settings-dialog';
import { InvoiceStatusBadge } from './invoice-status-badge';
import {
  useDeleteInvoice,
  useInvoiceSettings,
  useInvoices,
  useReceivedInvoices,
  useSendInvoice,
  useVoidInvoice,
} from './invoicing-queries';

/** The photographer's /invoicing: summary cards, tabs, the table and its dialogs. */
export function PhotographerInvoices() {
  const view = useTabPages<InvoiceTab>('all');
  const list = useInvoices(view.tab, view.page);
  const settings = useInvoiceSettings(true);
  const form = useCreateDialog<InvoiceFormStart>();
  const [settingsOpen, setSettingsOpen] = useState(false);
  const remove = useDeleteInvoice();
  const send = useSendInvoice();
  const voidInvoice = useVoidInvoice();
  const { viewing, setViewing, voiding, setVoiding, askDelete } = useRecordActions<
    Pick<Invoice, 'id' | 'number'>
  >({ title: 'Delete invoice', question: INVOICE_MESSAGES.confirmDelete, remove: remove.mutate });

  const openForm = form.openWith;
  // ?invoice=<id> (an email's link) opens that invoice's details.
  const [params] = useSearchParams();
  useEffect(() => {
    const linked = params.get('invoice');
    if (linked) setViewing(linked);
  }, [params, setViewing]);

  const invoices = list.data?.invoices ?? [];
  return (
    <>
      <div className="mb-6 flex flex-wrap gap-2">
        <Button onClick={() => openForm({})}>
          <Plus aria-hidden /> Create Invoice
        </Button>
        <Button variant="outline" disabled={!settings.data} onClick={() => setSettingsOpen(true)}>
          <Settings aria-hidden /> Invoice settings
        </Button>
      </div>

      <SummaryCards summary={list.data?.summary} />

      <Card className="mt-6 p-4 sm:p-6">
        <TabbedList
          view={view}
          tabs={INVOICE_TABS}
          labels={INVOICE_TAB_LABELS}
          label="Invoices by status"
          pages={view.pagesOf(list.data)}
          pending={list.isPending}
          empty={invoices.length === 0}
          emptyMessage={INVOICE_MESSAGES.empty}
        >
          <InvoiceTable
            invoices={invoices}
            sending={send.isPending}
            onView={setViewing}
            onSend={(id) => send.mutate(id)}
            onDelete={(id) => void askDelete(id)}
            onVoid={setVoiding}
          />
        </TabbedList>
      </Card>

      <CsvExport />

      <InvoiceFormDialog
        open={form.open}
        onOpenChange={form.onOpenChange}
        start={form.start}
        vatDefault={settings.data?.vatEnabled ?? true}
      />
      <InvoiceDetailsDialog
        invoiceId={viewing}
        onOpenChange={(open) => !open && setViewing(null)}
        onEdit={(invoice) => {
          setViewing(null);
          openForm({ editing: invoice });
        }}
        onVoid={(invoice) => setVoiding(invoice)}
      />
      <ReasonDialog
        open={voiding !== null}
        onOpenChange={(open) => !open && setVoiding(null)}
        title={`Void ${voiding?.number ?? 'invoice'}`}
        description="A void invoice keeps its number and stays on record; the client's link stops working."
        confirmLabel="Void invoice"
        pending={voidInvoice.isPending}
        onConfirm={async (reason) => {
          await voidInvoice.mutateAsync({ id: voiding!.id, reason });
          setVoiding(null);
        }}
      />
      {settings.data ? (
        <InvoiceSettingsDialog open={settingsOpen} onOpenChange={setSettingsOpen} settings={settings.data} />
      ) : null}
    </>
  );
}

/** One page of the photographer's invoices, with each row's actions. */
function InvoiceTable({
  invoices,
  sending,
  onView,
  onSend,
  onDelete,
  onVoid,
}: {
  invoices: InvoiceListItem[];
  sending: boolean;
  onView: (id: string) => void;
  onSend: (id: string) => void;
  onDelete: (id: string) => void;
  onVoid: (invoice: InvoiceListItem) => void;
}) {
  return (
    <Table>
      <TableHeader>
        <TableRow>
          <TableHead className="max-sm:hidden">Number</TableHead>
          <TableHead>Client</TableHead>
          <TableHead className="max-sm:hidden">Date</TableHead>
          <TableHead className="text-right">Amount</TableHead>
          <TableHead className="max-sm:hidden">Status</TableHead>
          <TableHead className="text-right">Actions</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {invoices.map((invoice) => (
          <TableRow key={invoice.id}>
            <TableCell className="font-medium max-sm:hidden">{invoice.number ?? '—'}</TableCell>
            <TableCell>
              {invoice.clientName}
              {/* On a phone the number, date and status columns are hidden: they show here. */}
              <span className="block text-xs text-muted sm:hidden">
                {invoice.number ?? 'Draft'} · {formatDate(invoice.issueDate)}
              </span>
            </TableCell>
            <TableCell className="max-sm:hidden">{formatDate(invoice.issueDate)}</TableCell>
            <TableCell className="text-right">
              {formatNaira(invoice.totalKobo)}
              <span className="mt-1 block sm:hidden">
                <InvoiceStatusBadge invoice={invoice} />
              </span>
            </TableCell>
            <TableCell className="max-sm:hidden">
              <InvoiceStatusBadge invoice={invoice} />
            </TableCell>
            <TableCell>
              <RecordRowActions
                name={invoice.number ?? 'draft'}
                pdfHref={`${INVOICING_API.pdf(invoice.id)}?download=1`}
                onView={() => onView(invoice.id)}
                draft={
                  invoice.status === 'draft'
                    ? {
                        kind: 'invoice',
                        client: invoice.clientName,
                        sendDisabled: sending,
                        onSend: () => onSend(invoice.id),
                        onDelete: () => onDelete(invoice.id),
                      }
                    : undefined
                }
                onVoid={invoice.status !== 'void' ? () => onVoid(invoice) : undefined}
              />
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

function SummaryCards({ summary }: { summary: InvoiceSummary | undefined }) {
  const cards = [
    ['Outstanding', summary?.outstandingKobo],
    ['Overdue', summary?.overdueKobo],
    ['Paid this month', summary?.paidThisMonthKobo],
  ] as const;
  return (
    <div className="grid gap-4 sm:grid-cols-3">
      {cards.map(([label, kobo]) => (
        <Card key={label} className="p-5">
          <p className="text-sm text-muted">{label}</p>
          <p className="mt-1 font-display text-2xl font-semibold text-ink">
            {kobo === undefined ? '…' : formatNaira(kobo)}
          </p>
        </Card>
      ))}
    </div>
  );
}

/** For the accountant: invoices and payments of a date range, as one CSV file. */
function CsvExport() {
  const today = lagosDate();
  const [from, setFrom] = useState(`${today.slice(0, 7)}-01`);
  const [to, setTo] = useState(today);
  return (
    <Card className="mt-6 flex flex-wrap items-end gap-3 p-4 sm:p-6">
      <div className="space-y-1.5">
        <Label htmlFor="export-from">From</Label>
        <Input id="export-from" type="date" value={from} onChange={(e) => setFrom(e.target.value)} />
      </div>
      <div className="space-y-1.5">
        <Label htmlFor="export-to">To</Label>
        <Input id="export-to" type="date" value={to} onChange={(e) => setTo(e.target.value)} />
      </div>
      <Button asChild variant="outline">
        <a href={`${INVOICING_API.export}?from=${from}&to=${to}`} download>
          <FileSpreadsheet aria-hidden /> Export CSV
        </a>
      </Button>
    </Card>
  );
}

/** A signed-in customer's /invoicing: invoices sent to their verified email. */
export function ReceivedInvoices({ emailVerified }: { emailVerified: boolean }) {
  const query = useReceivedInvoices(emailVerified);
  const invoices = query.data ?? [];
  return (
    <ReceivedList
      emailVerified={emailVerified}
      what="invoices"
      pending={query.isPending}
      empty={invoices.length === 0}
      emptyMessage={INVOICE_MESSAGES.empty}
    >
      <Table>
        <TableHeader>
          <TableRow>
            <TableHead>Number</TableHead>
            <TableHead>From</TableHead>
            <TableHead>Due</TableHead>
            <TableHead className="text-right">Amount</TableHead>
            <TableHead>Status</TableHead>
            <TableHead />
          </TableRow>
        </TableHeader>
        <TableBody>
          {invoices.map((i) => (
            <TableRow key={i.publicUrl}>
              <TableCell className="font-medium">{i.number}</TableCell>
              <TableCell>{i.from}</TableCell>
              <TableCell>{formatDate(i.dueDate)}</TableCell>
              <TableCell className="text-right">{formatNaira(i.totalKobo)}</TableCell>
              <TableCell>
                <InvoiceStatusBadge invoice={i} />
              </TableCell>
              <TableCell>
                <Button asChild variant="link" size="sm">
                  <a href={i.publicUrl}>Open</a>
                </Button>
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </ReceivedList>
  );
}
