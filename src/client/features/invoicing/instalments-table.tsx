import {
  INSTALMENT_STATE_LABELS,
  type Instalment,
  type InstalmentState,
  instalmentName,
} from '@shared/invoice-schedule';
import { formatDate } from '@shared/lagos-time';
import { formatNaira } from '@shared/money';
import { Badge } from '@/components/ui/badge';

const LOOK: Record<InstalmentState, 'neutral' | 'default' | 'success' | 'danger' | 'warning'> = {
  paid: 'success',
  part_paid: 'warning',
  due: 'default',
  overdue: 'danger',
};

/** An invoice's payment schedule: each instalment, its due date, amount, what is paid and its state. */
export function InstalmentsTable({ schedule }: { schedule: readonly Instalment[] }) {
  if (schedule.length === 0) return null;
  return (
    <section aria-labelledby="payment-schedule" className="text-sm">
      <h3 id="payment-schedule" className="mb-2 font-semibold">
        Payment schedule
      </h3>
      <table className="w-full text-left">
        <thead className="text-xs text-muted uppercase">
          <tr>
            <th className="py-1">Instalment</th>
            <th className="py-1">Due</th>
            <th className="py-1 text-right">Amount</th>
            <th className="py-1 text-right">Paid</th>
            <th className="py-1 text-right">Status</th>
          </tr>
        </thead>
        <tbody>
          {schedule.map((i) => (
            <tr key={i.position} className="border-t border-stone-100" data-testid="instalment">
              <td className="py-1">
                {instalmentName(i, schedule.length)}
                {i.percentBp !== null ? <span className="text-muted"> · {i.percentBp / 100}%</span> : null}
              </td>
              <td className="py-1">{formatDate(i.dueDate)}</td>
              <td className="py-1 text-right">{formatNaira(i.amountKobo)}</td>
              <td className="py-1 text-right">{formatNaira(i.paidKobo)}</td>
              <td className="py-1 text-right">
                <Badge variant={LOOK[i.state]}>{INSTALMENT_STATE_LABELS[i.state]}</Badge>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
