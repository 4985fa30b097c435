import { addDays, lagosDate } from '@shared/lagos-time';
import { formatNaira } from '@shared/money';
import { useQuery } from '@tanstack/react-query';
import { AlertTriangle, Banknote, CircleX, Percent, RotateCcw, Wallet } from 'lucide-react';
import { useState } from 'react';
import { FigureCard } from '@/components/ui/figure-card';
import { TextField } from '@/components/ui/form-field';
import { Skeleton } from '@/components/ui/skeleton';
import { platformFiguresQuery } from './payments-queries';
import { TestModeNotice } from './test-mode-notice';

/**
 * The super admin's money view: what clients paid online through the platform in a window
 * (Lagos days), the platform's fees (decision 120), refunds, and the payments that failed or
 * were flagged for a mismatch.
 */
export function PlatformMoneyTab() {
  const today = lagosDate();
  const [from, setFrom] = useState(addDays(today, -29));
  const [to, setTo] = useState(today);
  const valid = /^\d{4}-\d{2}-\d{2}$/.test(from) && /^\d{4}-\d{2}-\d{2}$/.test(to) && from <= to;
  const { data, isError } = useQuery({ ...platformFiguresQuery(from, to), enabled: valid });
  const count = (n: number) => n.toLocaleString('en-NG');
  return (
    <div className="space-y-4">
      <TestModeNotice />
      <div className="flex flex-wrap items-end gap-4">
        <TextField
          id="money-from"
          label="From"
          type="date"
          value={from}
          max={to}
          onChange={(e) => setFrom(e.target.value)}
        />
        <TextField
          id="money-to"
          label="To"
          type="date"
          value={to}
          min={from}
          onChange={(e) => setTo(e.target.value)}
        />
        {!valid ? <p className="text-sm text-red-800">The start date must be before the end date</p> : null}
      </div>
      {isError ? <p role="alert">The payment figures could not be loaded.</p> : null}
      {!data && valid && !isError ? <Skeleton className="h-48 w-full" /> : null}
      {data ? (
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          <FigureCard
            icon={<Wallet aria-hidden />}
            label="Volume"
            value={formatNaira(data.volumeKobo)}
            note={`${count(data.succeeded)} successful online payment${data.succeeded === 1 ? '' : 's'}`}
          />
          <FigureCard
            icon={<Percent aria-hidden />}
            label="Platform fees"
            value={formatNaira(data.platformFeesKobo)}
            note="The platform's share of the successful payments"
          />
          <FigureCard
            icon={<RotateCcw aria-hidden />}
            label="Refunded"
            value={formatNaira(data.refundedKobo)}
            note="Refunds Paystack completed in these days"
          />
          <FigureCard
            icon={<Banknote aria-hidden />}
            label="Net volume"
            value={formatNaira(data.volumeKobo - data.refundedKobo)}
            note="Volume less refunds"
          />
          <FigureCard
            icon={<CircleX aria-hidden />}
            label="Failed"
            value={count(data.failed)}
            note="Payments Paystack declined"
          />
          <FigureCard
            icon={<AlertTriangle aria-hidden />}
            label="Flagged"
            value={count(data.flagged)}
            note="Paid but not credited: amount or currency differed (photographer and admins emailed)"
          />
        </div>
      ) : null}
    </div>
  );
}
