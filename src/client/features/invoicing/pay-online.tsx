import type { PublicInvoice } from '@shared/invoice-link';
import { nextInstalment } from '@shared/invoice-schedule';
import { formatNaira } from '@shared/money';
import { CreditCard } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/form-field';
import { usePaymentReturn, usePayOnline } from './invoicing-queries';

const OUTCOME_MESSAGES: Record<string, { tone: 'success' | 'info' | 'error'; text: string }> = {
  credited: { tone: 'success', text: 'Payment received. Thank you: your receipt is on its way by email.' },
  'already-settled': {
    tone: 'success',
    text: 'Payment received. Thank you: your receipt is on its way by email.',
  },
  pending: {
    tone: 'info',
    text: 'Your payment was not completed. You can try again, or pay by bank transfer.',
  },
  failed: {
    tone: 'error',
    text: 'Your payment did not go through. You can try again, or pay by bank transfer.',
  },
  flagged: {
    tone: 'error',
    text: 'Your payment needs checking by the photographer before it is recorded. They have been told.',
  },
  'unknown-reference': { tone: 'error', text: 'We could not find that payment for this invoice.' },
};

/**
 * "Pay ₦… now" through Paystack (card, bank transfer, USSD), and the answer when the client comes
 * back from the checkout: the server verifies the payment with Paystack before anything shows.
 */
export function PayOnline({ token, invoice }: { token: string; invoice: PublicInvoice }) {
  const pay = usePayOnline(token);
  const back = usePaymentReturn(token);
  const [params, setParams] = useSearchParams();
  const reference = params.get('reference') ?? params.get('trxref');
  const checked = useRef<string | null>(null);

  useEffect(() => {
    if (!reference || checked.current === reference) return;
    checked.current = reference;
    back.mutate(reference, {
      // The reference leaves the address bar: a reload does not check it again.
      onSettled: () => setParams({}, { replace: true }),
    });
  }, [reference, back, setParams]);

  // Every payment, a deposit or an instalment too, has its receipt emailed (and listed below).
  const outcome = back.data ? OUTCOME_MESSAGES[back.data.outcome] : undefined;
  // With a payment schedule, "Pay now" is for the next instalment; the whole balance is a choice.
  const next = nextInstalment(invoice.schedule);
  const nowKobo = next ? Math.min(invoice.balanceKobo, next.amountKobo - next.paidKobo) : invoice.balanceKobo;
  return (
    <div className="space-y-3">
      {back.isPending ? <FormAlert tone="info">Checking your payment with Paystack…</FormAlert> : null}
      {outcome ? <FormAlert tone={outcome.tone}>{outcome.text}</FormAlert> : null}
      {invoice.online.available ? (
        <>
          {invoice.online.testMode ? (
            <p
              className="rounded-md border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-900"
              role="note"
            >
              Test mode: this payment uses Paystack's test keys and no real money moves.
            </p>
          ) : null}
          <div className="flex flex-wrap gap-3">
            <Button size="lg" disabled={pay.isPending || pay.isSuccess} onClick={() => pay.mutate('next')}>
              <CreditCard className="size-4" aria-hidden />
              {pay.isPending || pay.isSuccess ? 'Opening Paystack…' : `Pay ${formatNaira(nowKobo)} now`}
            </Button>
            {nowKobo < invoice.balanceKobo ? (
              <Button
                size="lg"
                variant="outline"
                disabled={pay.isPending || pay.isSuccess}
                onClick={() => pay.mutate('balance')}
              >
                Pay the whole balance ({formatNaira(invoice.balanceKobo)})
              </Button>
            ) : null}
          </div>
          <p className="text-xs text-muted">Card, bank transfer or USSD, through Paystack.</p>
        </>
      ) : null}
    </div>
  );
}
