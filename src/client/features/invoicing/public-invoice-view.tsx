import { instalmentName, nextInstalment } from '@shared/invoice-schedule';
import { formatDate, type PublicInvoice } from '@shared/invoicing';
import { formatNaira } from '@shared/money';
import { CheckCircle2, Download } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { InstalmentsTable } from './instalments-table';
import { InvoiceLines } from './invoice-lines';
import { InvoiceStatusBadge } from './invoice-status-badge';
import { useClientSaysPaid } from './invoicing-queries';
import { PayOnline } from './pay-online';

/** The client's invoice page (/i/<token>): the invoice, Download PDF, and how to pay. */
export function PublicInvoiceView({ token, invoice }: { token: string; invoice: PublicInvoice }) {
  const saysPaid = useClientSaysPaid(token);
  const open = invoice.status === 'sent' || invoice.status === 'overdue';
  const next = open ? nextInstalment(invoice.schedule) : undefined;
  return (
    <div className="space-y-6">
      <Card className="p-6">
        <div className="flex flex-wrap items-start justify-between gap-4">
          <div>
            <p className="font-display text-xl font-semibold">{invoice.from.name}</p>
            <p className="text-sm text-muted">{invoice.from.email}</p>
            {invoice.from.address ? <p className="text-sm text-muted">{invoice.from.address}</p> : null}
            {invoice.from.tin ? <p className="text-sm text-muted">TIN: {invoice.from.tin}</p> : null}
          </div>
          <div className="text-right">
            <p className="font-display text-2xl font-bold">Invoice {invoice.number}</p>
            <InvoiceStatusBadge status={invoice.status} />
          </div>
        </div>
        <div className="mt-6 grid gap-4 text-sm sm:grid-cols-3">
          <div>
            <p className="text-xs font-semibold text-muted uppercase">Billed to</p>
            <p>{invoice.clientName}</p>
            <p className="text-muted">{invoice.clientEmail}</p>
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
        <Card className="p-6" aria-labelledby="how-to-pay">
          <h2 id="how-to-pay" className="font-display text-xl font-semibold">
            How to pay
          </h2>
          {next ? (
            <p className="mt-2 text-sm" data-testid="next-instalment">
              Next: <strong>{instalmentName(next, invoice.schedule.length)}</strong>,{' '}
              {formatNaira(next.amountKobo - next.paidKobo)} due {formatDate(next.dueDate)}
              {next.state === 'overdue' ? ' (overdue)' : ''}.
            </p>
          ) : null}
          {invoice.bank ? (
            <dl className="mt-3 grid gap-1 text-sm sm:grid-cols-[10rem_1fr]">
              <dt className="text-muted">Bank</dt>
              <dd>{invoice.bank.bankName}</dd>
              <dt className="text-muted">Account name</dt>
              <dd>{invoice.bank.accountName}</dd>
              <dt className="text-muted">Account number</dt>
              <dd className="font-mono">{invoice.bank.accountNumber}</dd>
              <dt className="text-muted">Amount</dt>
              <dd>
                {next
                  ? `${formatNaira(next.amountKobo - next.paidKobo)} now (${instalmentName(next, invoice.schedule.length)}); ${formatNaira(invoice.balanceKobo)} in all`
                  : formatNaira(invoice.balanceKobo)}
              </dd>
              <dt className="text-muted">Reference</dt>
              <dd className="font-semibold">{invoice.number}</dd>
            </dl>
          ) : (
            <p className="mt-3 text-sm">
              Contact {invoice.from.name} at {invoice.from.email} for payment details.
            </p>
          )}
          <div className="mt-5 space-y-4">
            <PayOnline token={token} invoice={invoice} />
            {invoice.clientSaysPaidAt ? (
              <p className="flex items-center gap-2 text-sm text-green-800">
                <CheckCircle2 className="size-4" aria-hidden /> You told {invoice.from.name} you have paid;
                they will confirm it.
              </p>
            ) : (
              <Button disabled={saysPaid.isPending} onClick={() => saysPaid.mutate()}>
                I have paid
              </Button>
            )}
          </div>
        </Card>
      ) : invoice.status === 'paid' ? (
        <Card className="space-y-3 p-6">
          <PayOnline token={token} invoice={invoice} />
          <p className="flex items-center gap-2 text-green-800">
            <CheckCircle2 className="size-5" aria-hidden /> This invoice is paid. Thank you.
          </p>
        </Card>
      ) : null}
    </div>
  );
}
