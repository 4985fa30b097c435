import { nextInstalment } from '@shared/invoice-schedule';
import {
  INVOICING_API,
  type Invoice,
  type InvoiceDetail,
  MANUAL_PAYMENT_METHODS,
  type ManualPaymentMethod,
  PAYMENT_METHOD_LABELS,
} from '@shared/invoicing';
import { formatDate, formatDateTime, lagosDate } from '@shared/lagos-time';
import { formatNaira } from '@shared/money';
import { Download, Pencil, Send } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { TextField } from '@/components/ui/form-field';
import { Label } from '@/components/ui/label';
import { MoneyField } from '@/components/ui/money-field';
import { NativeSelect } from '@/components/ui/native-select';
import { ShareLink } from '@/components/ui/share-link';
import { toast } from '@/lib/toast';
import { InstalmentsTable } from './instalments-table';
import { InvoiceLines } from './invoice-lines';
import { InvoicePaymentsList } from './invoice-payments-list';
import { InvoiceStatusBadge } from './invoice-status-badge';
import { useInvoiceDetail, useRecordPayment, useReplaceLink, useSendInvoice } from './invoicing-queries';
import { OverpaidNotice } from './overpaid-notice';

/** The details dialog: the invoice, its payments and history; send, edit, pay, void. */
export function InvoiceDetailsDialog({
  invoiceId,
  onOpenChange,
  onEdit,
  onVoid,
}: {
  invoiceId: string | null;
  onOpenChange: (open: boolean) => void;
  onEdit: (invoice: Invoice) => void;
  onVoid: (invoice: Invoice) => void;
}) {
  const query = useInvoiceDetail(invoiceId);
  const invoice = query.data;
  return (
    <Dialog open={Boolean(invoiceId)} onOpenChange={onOpenChange}>
      <DialogContent className="max-h-[90vh] overflow-y-auto sm:max-w-3xl">
        <DialogHeader>
          <DialogTitle>{invoice ? (invoice.number ?? 'Draft invoice') : 'Invoice'}</DialogTitle>
          <DialogDescription>
            {invoice ? `${invoice.clientName} · ${invoice.clientEmail}` : 'Loading the invoice…'}
          </DialogDescription>
        </DialogHeader>
        {invoice ? <Details invoice={invoice} onEdit={onEdit} onVoid={onVoid} /> : null}
      </DialogContent>
    </Dialog>
  );
}

function Details({
  invoice,
  onEdit,
  onVoid,
}: {
  invoice: InvoiceDetail;
  onEdit: (invoice: Invoice) => void;
  onVoid: (invoice: Invoice) => void;
}) {
  const send = useSendInvoice();
  const newLink = useReplaceLink();
  const isOpen = invoice.status === 'sent' || invoice.status === 'overdue';
  return (
    <div className="space-y-5 text-sm">
      <div className="flex flex-wrap items-center gap-3">
        <InvoiceStatusBadge invoice={invoice} />
        <span>Issued {formatDate(invoice.issueDate)}</span>
        <span>Due {formatDate(invoice.dueDate)}</span>
        {invoice.viewedAt ? <span className="text-muted">Viewed by the client</span> : null}
        {invoice.clientSaysPaidAt && invoice.status !== 'paid' ? (
          <span className="font-semibold text-amber-800">The client says they have paid</span>
        ) : null}
      </div>

      <OverpaidNotice invoice={invoice} />
      <InvoiceLines invoice={invoice} balanceLabel={invoice.status !== 'draft' ? 'Balance' : null} />
      <InstalmentsTable schedule={invoice.schedule} />
      {invoice.notes ? <p className="whitespace-pre-line text-muted">{invoice.notes}</p> : null}
      {invoice.voidReason ? <p className="text-red-800">Void: {invoice.voidReason}</p> : null}

      {invoice.payments.length ? <InvoicePaymentsList invoice={invoice} /> : null}
      {isOpen ? <RecordPayment invoice={invoice} /> : null}

      {invoice.history.length ? (
        <details>
          <summary className="cursor-pointer font-semibold">History</summary>
          <ul className="mt-2 space-y-1 text-muted">
            {invoice.history.map((h) => (
              <li key={`${h.at}-${h.kind}-${h.detail}`}>
                {formatDateTime(h.at)}: {h.detail}
              </li>
            ))}
          </ul>
        </details>
      ) : null}

      <DialogFooter className="flex-wrap">
        <Button asChild variant="outline">
          <a href={`${INVOICING_API.pdf(invoice.id)}?download=1`} download>
            <Download aria-hidden /> Download PDF
          </a>
        </Button>
        {invoice.publicUrl ? (
          <ShareLink
            kind="invoice"
            link={invoice.publicUrl}
            what={invoice.number ?? undefined}
            phone={invoice.clientPhone}
            copyLabel="Copy client link"
          />
        ) : null}
        {isOpen ? (
          <Button variant="outline" disabled={newLink.isPending} onClick={() => newLink.mutate(invoice.id)}>
            Replace link
          </Button>
        ) : null}
        {invoice.status === 'draft' ? (
          <>
            <Button variant="outline" onClick={() => onEdit(invoice)}>
              <Pencil aria-hidden /> Edit
            </Button>
            <Button disabled={send.isPending} onClick={() => send.mutate(invoice.id)}>
              <Send aria-hidden /> Send Invoice
            </Button>
          </>
        ) : null}
        {isOpen ? (
          <Button variant="outline" disabled={send.isPending} onClick={() => send.mutate(invoice.id)}>
            <Send aria-hidden /> Send again
          </Button>
        ) : null}
        {invoice.status !== 'draft' && invoice.status !== 'void' ? (
          <Button variant="destructive" onClick={() => onVoid(invoice)}>
            Void
          </Button>
        ) : null}
      </DialogFooter>
    </div>
  );
}

function RecordPayment({ invoice }: { invoice: InvoiceDetail }) {
  const record = useRecordPayment();
  // With a schedule, the next instalment is what usually arrives.
  const next = nextInstalment(invoice.schedule);
  const [amountKobo, setAmountKobo] = useState<number | null>(
    next ? Math.min(invoice.balanceKobo, next.amountKobo - next.paidKobo) : invoice.balanceKobo,
  );
  const [method, setMethod] = useState<ManualPaymentMethod>('bank_transfer');
  const [paidOn, setPaidOn] = useState(lagosDate());
  const [note, setNote] = useState('');
  return (
    <form
      aria-label="Record a payment"
      className="space-y-3 rounded-lg border border-stone-200 p-4"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        if (!amountKobo || Number.isNaN(amountKobo)) {
          toast.error('Enter an amount above zero');
          return;
        }
        record.mutate({ id: invoice.id, input: { amountKobo, method, paidOn, note } });
      }}
    >
      <h3 className="font-semibold">Record a payment</h3>
      <div className="grid gap-3 sm:grid-cols-2">
        <MoneyField
          key={invoice.balanceKobo}
          id="payment-amount"
          label="Amount"
          valueKobo={amountKobo}
          onChange={setAmountKobo}
          hint={
            next
              ? `Balance ${formatNaira(invoice.balanceKobo)}; next instalment ${formatNaira(next.amountKobo - next.paidKobo)} (applied oldest first)`
              : `Balance ${formatNaira(invoice.balanceKobo)}`
          }
        />
        <div className="space-y-1.5">
          <Label htmlFor="payment-method">Method</Label>
          <NativeSelect
            id="payment-method"
            value={method}
            onChange={(e) => setMethod(e.target.value as ManualPaymentMethod)}
          >
            {MANUAL_PAYMENT_METHODS.map((m) => (
              <option key={m} value={m}>
                {PAYMENT_METHOD_LABELS[m]}
              </option>
            ))}
          </NativeSelect>
        </div>
        <TextField
          id="payment-date"
          label="Paid on"
          type="date"
          value={paidOn}
          onChange={(e) => setPaidOn(e.target.value)}
        />
        <TextField
          id="payment-note"
          label="Note"
          optional
          value={note}
          onChange={(e) => setNote(e.target.value)}
        />
      </div>
      <Button type="submit" disabled={record.isPending}>
        Record payment
      </Button>
    </form>
  );
}
