import type { PublicInvoice } from '@shared/invoice-link';
import { formatDate } from '@shared/lagos-time';
import { CheckCircle2, Download } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { InstalmentsTable } from './instalments-table';
import { InvoiceLines } from './invoice-lines';
import { InvoiceStatusBadge } from './invoice-status-badge';
import { PayInvoice } from './pay-invoice';
import { PayOnline } from './pay-online';
import { ReceiptsList } from './receipts-list';

/** The client's invoice page (/i/<token>): the invoice, Download PDF, how to pay, and the receipts. */
export function PublicInvoiceView({ token, invoice }: { token: string; invoice: PublicInvoice }) {
  const open = invoice.status === 'sent' || invoice.status === 'overdue';
  return (
    <div className="space-y-6">
      <Card className="p-4 sm:p-6">
        <div className="flex flex-wrap items-start justify-between gap-4">
          <div>
            <p className="font-display text-xl font-semibold">{invoice.from.name}</p>
            <p className="text-sm text-muted">{invoice.from.email}</p>
            {invoice.from.address ? <p className="text-sm text-muted">{invoice.from.address}</p> : null}
            {invoice.from.tin ? <p className="text-sm text-muted">TIN: {invoice.from.tin}</p> : null}
          </div>
          <div className="sm:text-right">
            <p className="font-display text-2xl font-bold">Invoice {invoice.number}</p>
            <InvoiceStatusBadge invoice={invoice} />
          </div>
        </div>
        <div className="mt-6 grid gap-4 text-sm sm:grid-cols-3">
          <div>
            <p className="text-xs font-semibold text-muted uppercase">Billed to</p>
            <p>{invoice.clientName}</p>
            <p className="break-all text-muted">{invoice.clientEmail}</p>
          </div>
          <div>
            <p className="text-xs font-semibold text-muted uppercase">Issue date</p>
            <p>{formatDate(invoice.issueDate)}</p>
          </div>
          <div>
            <p className="text-xs font-semibold text-muted uppercase">Due date</p>
            <p>{formatDate(invoice.dueDate)}</p>
          </div>
        </div>
        <InvoiceLines invoice={invoice} balanceLabel="Balance due" className="mt-6" />
        {invoice.schedule.length ? (
          <div className="mt-6">
            <InstalmentsTable schedule={invoice.schedule} />
          </div>
        ) : null}
        {invoice.notes ? (
          <p className="mt-4 whitespace-pre-line text-sm text-muted">{invoice.notes}</p>
        ) : null}
        <div className="mt-6">
          <Button asChild variant="outline">
            <a href={invoice.pdfUrl} download>
              <Download aria-hidden /> Download PDF
            </a>
          </Button>
        </div>
      </Card>

      {open ? (
        <PayInvoice token={token} invoice={invoice} />
      ) : invoice.status === 'paid' ? (
        <Card className="space-y-3 p-4 sm:p-6">
          <PayOnline token={token} invoice={invoice} />
          <p className="flex items-center gap-2 text-green-800">
            <CheckCircle2 className="size-5" aria-hidden /> This invoice is paid. Thank you.
          </p>
        </Card>
      ) : null}
      <ReceiptsList receipts={invoice.receipts} />
    </div>
  );
}
