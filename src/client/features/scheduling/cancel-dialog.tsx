import type { CancelInput, CancelQuote } from '@shared/cancellation-terms';
import { formatNaira } from '@shared/money';
import { type Booking, SCHEDULING_API } from '@shared/scheduling';
import { useQuery } from '@tanstack/react-query';
import { RadioGroup } from 'radix-ui';
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
import { MoneyField } from '@/components/ui/money-field';
import { api } from '@/lib/api';
import { cn } from '@/lib/cn';
import { errorMessage } from '@/lib/form-errors';
import { schedulingKeys, useCancelBooking } from './scheduling-queries';

type Cause = NonNullable<CancelInput['cause']>;

/**
 * The photographer's Cancel (decision 161): what the client paid, and what goes back. With a
 * contract the client signed, the server's figure under its terms ("Client cancelled") or
 * everything ("I must cancel"); without one, the amount the photographer chooses.
 */
export function CancelDialog({
  booking,
  when,
  onClose,
}: {
  booking: Booking;
  when: string;
  onClose: () => void;
}) {
  const quote = useQuery({
    queryKey: schedulingKeys.cancelQuote(booking.id),
    queryFn: () => api.get<CancelQuote>(SCHEDULING_API.cancelQuote(booking.id)),
  });
  const cancel = useCancelBooking();
  const [cause, setCause] = useState<Cause | null>(null);
  const [refund, setRefund] = useState<number | null>(null);
  const q = quote.data;
  const paid = q?.paidKobo ?? 0;
  const withTerms = q?.clientCauseRefundKobo != null;
  const refundKobo = refund ?? paid;
  const amountOk = Number.isInteger(refundKobo) && refundKobo >= 0 && refundKobo <= paid;
  const input: CancelInput | null = !q
    ? null
    : paid === 0
      ? {}
      : withTerms
        ? cause && { cause }
        : amountOk
          ? { refundKobo }
          : null;
  return (
    <Dialog open onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Cancel this session?</DialogTitle>
          <DialogDescription>
            {booking.type} with {booking.clientName} on {when}. The client is told by email.
          </DialogDescription>
        </DialogHeader>
        {quote.isPending ? <p className="text-sm text-muted">Reading what was paid…</p> : null}
        {quote.isError ? (
          <p role="alert" className="text-sm text-red-700">
            {errorMessage(quote.error, 'What was paid could not be read. Please try again.')}
          </p>
        ) : null}
        {q && paid > 0 && withTerms ? (
          <fieldset className="space-y-2">
            <legend className="text-sm text-ink">
              The client paid {formatNaira(paid)}. {q.contract?.title}: {q.contract?.terms}
            </legend>
            <RadioGroup.Root
              value={cause ?? ''}
              onValueChange={(v) => setCause(v as Cause)}
              className="grid gap-2"
              aria-label="Who is cancelling"
            >
              <Choice id="cancel-cause-client" value="client" checked={cause === 'client'}>
                Client cancelled: refund {formatNaira(q.clientCauseRefundKobo ?? 0)} of {formatNaira(paid)}{' '}
                paid under the contract's terms
              </Choice>
              <Choice id="cancel-cause-photographer" value="photographer" checked={cause === 'photographer'}>
                I must cancel: refund everything ({formatNaira(paid)})
              </Choice>
            </RadioGroup.Root>
          </fieldset>
        ) : null}
        {q && paid > 0 && !withTerms ? (
          <MoneyField
            id="cancel-refund"
            label="Refund to the client"
            valueKobo={refund ?? paid}
            onChange={(kobo) => setRefund(kobo ?? 0)}
            maxKobo={paid}
            error={amountOk ? undefined : `Between ₦0 and ${formatNaira(paid)}`}
            hint={`The client paid ${formatNaira(paid)}; no contract with cancellation terms is linked. Online payments go back through Paystack.`}
          />
        ) : null}
        <DialogFooter>
          <Button variant="outline" onClick={onClose}>
            Keep the session
          </Button>
          <Button
            variant="destructive"
            disabled={!input || cancel.isPending}
            onClick={() => input && cancel.mutate({ id: booking.id, input }, { onSuccess: onClose })}
          >
            {cancel.isPending ? 'Cancelling…' : 'Cancel the session'}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

function Choice({
  id,
  value,
  checked,
  children,
}: {
  id: string;
  value: Cause;
  checked: boolean;
  children: React.ReactNode;
}) {
  return (
    <label
      htmlFor={id}
      className={cn(
        'flex cursor-pointer items-start gap-3 rounded-md border p-3 text-sm',
        checked ? 'border-gold-600 bg-gold-50' : 'border-stone-300',
      )}
    >
      <RadioGroup.Item
        id={id}
        value={value}
        className="mt-0.5 size-4 shrink-0 rounded-full border border-stone-400 data-[state=checked]:border-gold-600 focus-visible:outline-2 focus-visible:outline-gold-600"
      >
        <RadioGroup.Indicator className="flex size-full items-center justify-center after:size-2 after:rounded-full after:bg-gold-600" />
      </RadioGroup.Item>
      <span className="min-w-0">{children}</span>
    </label>
  );
}
