import type { PublicInvoice } from '@shared/invoice-link';
import { instalmentName, nextInstalment } from '@shared/invoice-schedule';
import { formatDate } from '@shared/lagos-time';
import { formatNaira } from '@shared/money';
import { CheckCircle2 } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { useClientSaysPaid } from './invoicing-queries';
import { PayOnline } from './pay-online';

/**
 * Paying an open invoice: what is due next, the online Pay button first (when the photographer
 * takes online payments), then the bank transfer details, and "I have paid" as the quieter last
 * step for a transfer already made.
 */
export function PayInvoice({ token, invoice }: { token: string; invoice: PublicInvoice }) {
  const saysPaid = useClientSaysPaid(token);
  const next = nextInstalment(invoice.schedule);
  const online = invoice.online.available;
  return (
    <Card className="space-y-5 p-4 sm:p-6" aria-labelledby="pay-invoice">
      <div>
        <h2 id="pay-invoice" className="font-display text-xl font-semibold">
          Pay this invoice
        </h2>
        {next ? (
          <p className="mt-2 text-sm" data-testid="next-instalment">
            Next: <strong>{instalmentName(next, invoice.schedule.length)}</strong>,{' '}
            {formatNaira(next.amountKobo - next.paidKobo)} due {formatDate(next.dueDate)}
            {next.state === 'overdue' ? ' (overdue)' : ''}.
          </p>
        ) : null}
      </div>
      <PayOnline token={token} invoice={invoice} />
      <section aria-labelledby="how-to-pay" className={online ? 'border-t border-stone-200 pt-4' : ''}>
        <h3 id="how-to-pay" className="font-semibold">
          {online ? 'Or pay by bank transfer' : 'How to pay'}
        </h3>
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
        <div className="mt-4">
          {invoice.clientSaysPaidAt ? (
            <p className="flex items-center gap-2 text-sm text-green-800">
              <CheckCircle2 className="size-4" aria-hidden /> You told {invoice.from.name} you have paid; they
              will confirm it.
            </p>
          ) : (
            <Button variant="outline" disabled={saysPaid.isPending} onClick={() => saysPaid.mutate()}>
              I have paid
            </Button>
          )}
        </div>
      </section>
    </Card>
  );
}
