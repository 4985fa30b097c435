import type { InvoiceDetail } from '@shared/invoicing';
import { formatNaira } from '@shared/money';
import { TriangleAlert } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { useConfirm } from '@/components/ui/use-confirm';
import { useRefundOverpayment } from './invoicing-queries';

/**
 * An invoice paid more than its total (a second checkout paid too, decision 212): how much, and
 * Refund in one step from the online payment it came with. Gone once Paystack has returned it.
 */
export function OverpaidNotice({ invoice }: { invoice: InvoiceDetail }) {
  const refund = useRefundOverpayment();
  const confirm = useConfirm();
  if (!invoice.overpayment) return null;
  const { amountKobo, paymentId } = invoice.overpayment;
  const amount = formatNaira(amountKobo);
  const ask = async () => {
    const ok = await confirm({
      title: `Refund ${amount}?`,
      question: `Paystack returns ${amount} to ${invoice.clientName}, to the card or account it came from. The invoice stays paid.`,
      confirmLabel: `Refund ${amount}`,
    });
    if (ok && paymentId) refund.mutate({ paymentId, amountKobo });
  };
  return (
    <div role="alert" className="space-y-2 rounded-md border border-amber-300 bg-amber-50 p-3 text-amber-950">
      <p className="flex items-center gap-2 font-semibold">
        <TriangleAlert aria-hidden className="size-4 shrink-0 text-amber-700" />
        Over-paid by {amount}
      </p>
      <p>
        {paymentId
          ? `${invoice.clientName} paid more than the invoice's total online.`
          : `${invoice.clientName} paid more than the invoice's total: return ${amount} by bank transfer.`}
      </p>
      {paymentId ? (
        <Button size="sm" disabled={refund.isPending} onClick={() => void ask()}>
          {refund.isPending ? 'Refunding…' : `Refund ${amount}`}
        </Button>
      ) : null}
    </div>
  );
}
