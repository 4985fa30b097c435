import { formatLagosDay, monthLabel } from '@shared/lagos-time';
import { formatNaira } from '@shared/money';
import { type OnlinePayment, PAYMENTS_API } from '@shared/payments';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Download } from 'lucide-react';
import { useState } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { TextField } from '@/components/ui/form-field';
import { MoneyField } from '@/components/ui/money-field';
import { Skeleton } from '@/components/ui/skeleton';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { api } from '@/lib/api';
import { showError } from '@/lib/form-errors';
import { toast } from '@/lib/toast';
import { paymentsKeys, paymentsStatusQuery, photographerPaymentsQuery } from './payments-queries';
import { TestModeNotice } from './test-mode-notice';

const STATUS_LABELS: Record<OnlinePayment['status'], string> = {
  initialized: 'Started',
  succeeded: 'Paid',
  failed: 'Failed',
  flagged: 'Needs checking',
};

/**
 * The photographer's online payments (Paystack): what came in, the fees, refunds, the net by
 * month, a CSV for the accountant, and Refund. Hidden when this Aworan takes no online payments.
 */
export function OnlinePaymentsPanel() {
  const status = useQuery(paymentsStatusQuery);
  const payments = useQuery({ ...photographerPaymentsQuery, enabled: status.data?.online === true });
  const [refunding, setRefunding] = useState<OnlinePayment | null>(null);
  if (!status.data?.online) return null;

  return (
    <Card className="mt-8">
      <CardHeader className="flex flex-row flex-wrap items-start justify-between gap-3">
        <div>
          <CardTitle>Online payments</CardTitle>
          <CardDescription>
            Invoices your clients paid through Paystack, in the last 12 months.
          </CardDescription>
        </div>
        <Button asChild variant="outline" size="sm">
          <a href={PAYMENTS_API.onlineCsv} download>
            <Download aria-hidden /> Export CSV
          </a>
        </Button>
      </CardHeader>
      <CardContent className="space-y-6">
        <TestModeNotice />
        {payments.isPending ? (
          <Skeleton className="h-32 w-full" />
        ) : payments.isError ? (
          <p role="alert" className="text-sm text-red-700">
            Your payments could not be loaded.{' '}
            <button type="button" className="underline" onClick={() => void payments.refetch()}>
              Try again
            </button>
          </p>
        ) : payments.data.payments.length === 0 ? (
          <p className="text-sm text-muted">No online payments yet.</p>
        ) : (
          <>
            <Table>
              <TableHeader>
                <TableRow>
                  <TableHead>Month</TableHead>
                  <TableHead className="text-right">Received</TableHead>
                  <TableHead className="text-right">Fees</TableHead>
                  <TableHead className="text-right">Refunds</TableHead>
                  <TableHead className="text-right">Net</TableHead>
                </TableRow>
              </TableHeader>
              <TableBody>
                {payments.data.months.map((m) => (
                  <TableRow key={m.month}>
                    <TableCell>{monthLabel(m.month)}</TableCell>
                    <TableCell className="text-right">{formatNaira(m.receivedKobo)}</TableCell>
                    <TableCell className="text-right">
                      {formatNaira(m.providerFeesKobo + m.platformFeesKobo)}
                    </TableCell>
                    <TableCell className="text-right">{formatNaira(m.refundedKobo)}</TableCell>
                    <TableCell className="text-right font-semibold">{formatNaira(m.netKobo)}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
            <Table>
              <TableHeader>
                <TableRow>
                  <TableHead>Date</TableHead>
                  <TableHead>Client</TableHead>
                  <TableHead className="text-right">Amount</TableHead>
                  <TableHead className="text-right">Refunded</TableHead>
                  <TableHead>Status</TableHead>
                  <TableHead>
                    <span className="sr-only">Actions</span>
                  </TableHead>
                </TableRow>
              </TableHeader>
              <TableBody>
                {payments.data.payments.map((p) => (
                  <TableRow key={p.id}>
                    <TableCell>{formatLagosDay(p.paidAt ?? p.createdAt)}</TableCell>
                    <TableCell>{p.email}</TableCell>
                    <TableCell className="text-right">{formatNaira(p.amountKobo)}</TableCell>
                    <TableCell className="text-right">
                      <RefundedCell payment={p} />
                    </TableCell>
                    <TableCell>
                      <Badge
                        variant={
                          p.status === 'succeeded' ? 'success' : p.status === 'flagged' ? 'danger' : 'neutral'
                        }
                      >
                        {STATUS_LABELS[p.status]}
                      </Badge>
                    </TableCell>
                    <TableCell className="text-right">
                      {p.status === 'succeeded' && refundableKobo(p) > 0 ? (
                        <Button variant="ghost" size="sm" onClick={() => setRefunding(p)}>
                          Refund
                        </Button>
                      ) : null}
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </>
        )}
      </CardContent>
      {refunding ? <RefundDialog payment={refunding} onClose={() => setRefunding(null)} /> : null}
    </Card>
  );
}

/** What can still be refunded: neither refunded nor on its way back. */
const refundableKobo = (p: OnlinePayment) => p.amountKobo - p.refundedKobo - p.pendingRefundKobo;

/** What came back of a payment, and what Paystack has yet to confirm. */
function RefundedCell({ payment: p }: { payment: OnlinePayment }) {
  if (!p.refundedKobo && !p.pendingRefundKobo) return <>—</>;
  return (
    <>
      {p.refundedKobo >= p.amountKobo
        ? 'Refunded in full'
        : p.refundedKobo
          ? formatNaira(p.refundedKobo)
          : null}
      {p.pendingRefundKobo ? (
        <span className="block text-xs text-muted">{formatNaira(p.pendingRefundKobo)} on its way back</span>
      ) : null}
    </>
  );
}

function RefundDialog({ payment, onClose }: { payment: OnlinePayment; onClose: () => void }) {
  const left = refundableKobo(payment);
  const [amountKobo, setAmountKobo] = useState<number | null>(left);
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const queryClient = useQueryClient();
  const refund = useMutation({
    mutationFn: () => api.post(PAYMENTS_API.refund(payment.id), { amountKobo, reason }),
    onSuccess: async () => {
      toast.success('Refund requested: Paystack will confirm it, and the invoice follows.');
      await queryClient.invalidateQueries({ queryKey: paymentsKeys.online });
      onClose();
    },
    onError: (error) =>
      showError(error, { fallback: 'The refund could not be made.', setFieldErrors: setErrors }),
  });
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Refund a payment</DialogTitle>
          <DialogDescription>
            {formatNaira(payment.amountKobo)} from {payment.email}; up to {formatNaira(left)} can be refunded.
          </DialogDescription>
        </DialogHeader>
        <form
          noValidate
          className="space-y-4"
          onSubmit={(e) => {
            e.preventDefault();
            refund.mutate();
          }}
        >
          <MoneyField
            id="refund-amount"
            label="Amount to refund"
            valueKobo={amountKobo}
            onChange={setAmountKobo}
            maxKobo={left}
            error={errors.amountKobo}
            required
          />
          <TextField
            id="refund-reason"
            label="Reason"
            required
            value={reason}
            error={errors.reason}
            onChange={(e) => setReason(e.target.value)}
          />
          <DialogFooter>
            <Button type="button" variant="ghost" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" disabled={refund.isPending}>
              {refund.isPending ? 'Refunding…' : 'Refund'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
