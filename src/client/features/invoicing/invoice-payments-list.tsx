import { INVOICING_API, type InvoiceDetail, PAYMENT_METHOD_LABELS } from '@shared/invoicing';
import { formatDate } from '@shared/lagos-time';
import { formatNaira } from '@shared/money';
import { Download } from 'lucide-react';
import { useState } from 'react';
import { ReasonDialog } from '@/components/forms/reason-dialog';
import { Button } from '@/components/ui/button';
import { useReversePayment } from './invoicing-queries';

/**
 * The payments of an invoice in the details dialog: each with its receipt, and what became of it
 * (reversed with the reason, refunded through Paystack). A recorded payment can be reversed; an
 * online one goes back through Paystack (Online payments), so it has no Reverse here.
 */
export function InvoicePaymentsList({ invoice }: { invoice: InvoiceDetail }) {
  const reverse = useReversePayment();
  const [reversing, setReversing] = useState<string | null>(null);
  return (
    <section aria-labelledby="invoice-payments">
      <h3 id="invoice-payments" className="mb-2 font-semibold">
        Payments
      </h3>
      <ul className="space-y-2">
        {invoice.payments.map((p) => (
          <li key={p.id} className="flex flex-wrap items-center justify-between gap-2" data-testid="payment">
            <span className={p.reversedAt ? 'text-muted line-through' : ''}>
              {formatDate(p.paidOn)} · {PAYMENT_METHOD_LABELS[p.method]} · {formatNaira(p.amountKobo)}
              {p.note ? ` · ${p.note}` : ''}
            </span>
            <span className="flex flex-wrap items-center gap-2">
              {p.reversedAt ? <span className="text-muted">Reversed: {p.reversalReason}</span> : null}
              {p.refundedKobo > 0 ? (
                <span className="text-muted">
                  {p.refundedKobo >= p.amountKobo ? 'Refunded' : `${formatNaira(p.refundedKobo)} refunded`}
                  {p.method === 'online' ? ' through Paystack' : ''}
                </span>
              ) : null}
              {p.receiptNumber ? (
                <Button asChild size="sm" variant="link">
                  <a href={INVOICING_API.receiptPdf(invoice.id, p.id)} download>
                    <Download aria-hidden /> Receipt {p.receiptNumber}
                  </a>
                </Button>
              ) : null}
              {!p.reversedAt && p.method !== 'online' && invoice.status !== 'void' ? (
                <Button size="sm" variant="ghost" onClick={() => setReversing(p.id)}>
                  Reverse
                </Button>
              ) : null}
            </span>
          </li>
        ))}
      </ul>
      <ReasonDialog
        open={reversing !== null}
        onOpenChange={(open) => !open && setReversing(null)}
        title="Reverse this payment"
        description="The payment and its receipt stay on record, marked reversed, and the balance goes back up."
        confirmLabel="Reverse payment"
        pending={reverse.isPending}
        onConfirm={async (reason) => {
          await reverse.mutateAsync({ id: invoice.id, paymentId: reversing!, reason });
          setReversing(null);
        }}
      />
    </section>
  );
}
