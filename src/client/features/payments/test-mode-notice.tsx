import { useQuery } from '@tanstack/react-query';
import { paymentsStatusQuery } from './payments-queries';

/** Every payment screen says so when Paystack runs with test keys: no real money moves. */
export function TestModeNotice() {
  const { data } = useQuery(paymentsStatusQuery);
  if (!data?.online || !data.testMode) return null;
  return (
    <p
      className="rounded-md border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-900"
      role="note"
    >
      Test mode: payments use Paystack's test keys and no real money moves.
    </p>
  );
}
