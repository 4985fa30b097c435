import type { PublicReceipt } from '@shared/invoice-link';
import { PAYMENT_METHOD_LABELS } from '@shared/invoicing';
import { formatDate } from '@shared/lagos-time';
import { formatNaira } from '@shared/money';
import { Download } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';

/** The client's payments on this invoice, each with its receipt (what was refunded said beside it). */
export function ReceiptsList({ receipts }: { receipts: readonly PublicReceipt[] }) {
  if (receipts.length === 0) return null;
  return (
    <Card className="p-4 sm:p-6" aria-labelledby="receipts">
      <h2 id="receipts" className="font-display text-xl font-semibold">
        Your payments and receipts
      </h2>
      <ul className="mt-3 divide-y divide-stone-100 text-sm">
        {receipts.map((r) => (
          <li key={r.receiptNumber} className="flex flex-wrap items-center justify-between gap-2 py-2">
            <span>
              {formatDate(r.paidOn)} · {PAYMENT_METHOD_LABELS[r.method]} ·{' '}
              <strong>{formatNaira(r.amountKobo)}</strong>
              {r.refundedKobo > 0 ? (
                <span className="text-muted">
                  {' '}
                  · {r.refundedKobo >= r.amountKobo ? 'refunded' : `${formatNaira(r.refundedKobo)} refunded`}
                </span>
              ) : null}
            </span>
            <Button asChild size="sm" variant="link">
              <a href={r.pdfUrl} download>
                <Download aria-hidden /> Receipt {r.receiptNumber}
              </a>
            </Button>
          </li>
        ))}
      </ul>
    </Card>
  );
}
