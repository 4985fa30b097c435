import type { PublicInvoice } from '@shared/invoice-link';
import type { Invoice } from '@shared/invoicing';
import { formatNaira } from '@shared/money';

type Amounts = Pick<
  Invoice & PublicInvoice,
  | 'items'
  | 'subtotalKobo'
  | 'discountKobo'
  | 'vatEnabled'
  | 'vatKobo'
  | 'totalKobo'
  | 'paidKobo'
  | 'balanceKobo'
>;

/**
 * The invoice's lines and totals, as the details dialog and the client's page show them.
 * `balanceLabel` null hides the balance (a draft owes nothing yet).
 */
export function InvoiceLines({
  invoice,
  balanceLabel = 'Balance',
  className = '',
}: {
  invoice: Amounts;
  balanceLabel?: string | null;
  className?: string;
}) {
  return (
    <div className={`text-sm ${className}`}>
      {/* On a phone the quantity and unit price go under the description, so no column runs into the next. */}
      <table className="w-full text-left" data-testid="invoice-lines">
        <thead className="text-xs text-muted uppercase">
          <tr>
            <th className="py-1 pr-3">Description</th>
            <th className="hidden px-3 py-1 text-right sm:table-cell">Qty</th>
            <th className="hidden px-3 py-1 text-right sm:table-cell">Unit price</th>
            <th className="py-1 pl-3 text-right">Amount</th>
          </tr>
        </thead>
        <tbody>
          {invoice.items.map((item, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: items have no id and never reorder here.
            <tr key={i} className="border-t border-stone-100 align-top">
              <td className="py-1 pr-3">
                {item.description}
                <span className="block text-xs text-muted sm:hidden">
                  {item.quantity} × {formatNaira(item.unitKobo)}
                </span>
              </td>
              <td className="hidden px-3 py-1 text-right sm:table-cell">{item.quantity}</td>
              <td className="hidden px-3 py-1 text-right whitespace-nowrap sm:table-cell">
                {formatNaira(item.unitKobo)}
              </td>
              <td className="py-1 pl-3 text-right whitespace-nowrap">{formatNaira(item.lineKobo)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <dl className="mt-4 ml-auto w-full max-w-64 space-y-1">
        <Line label="Subtotal" value={formatNaira(invoice.subtotalKobo)} />
        {invoice.discountKobo ? (
          <Line label="Discount" value={`−${formatNaira(invoice.discountKobo)}`} />
        ) : null}
        {invoice.vatEnabled ? <Line label="VAT (7.5%)" value={formatNaira(invoice.vatKobo)} /> : null}
        <Line label="Total" value={formatNaira(invoice.totalKobo)} strong />
        {invoice.paidKobo ? <Line label="Paid" value={formatNaira(invoice.paidKobo)} /> : null}
        {balanceLabel ? <Line label={balanceLabel} value={formatNaira(invoice.balanceKobo)} strong /> : null}
      </dl>
    </div>
  );
}

function Line({ label, value, strong = false }: { label: string; value: string; strong?: boolean }) {
  return (
    <div className={`flex justify-between ${strong ? 'font-semibold' : ''}`}>
      <dt>{label}</dt>
      <dd>{value}</dd>
    </div>
  );
}
