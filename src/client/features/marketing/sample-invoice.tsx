import { formatNaira } from '@shared/money';

/** Illustrative sample data of the invoicing page (spec: two items totalling ₦60,000). */
const sample = {
  number: 'INV-0042',
  date: '3 March 2025',
  due: '17 March 2025',
  billedTo: { name: 'Funmi Adeyemi', email: 'funmi.adeyemi@example.com' },
  items: [
    { name: 'Portrait Session', description: '2 hours, studio, 2 outfits', amountKobo: 4_000_000 },
    { name: 'Extra Edited Photos', description: '8 additional retouched images', amountKobo: 2_000_000 },
  ],
};

/**
 * A picture of an invoice, not a working one: the Pay Now "button" is a styled label so
 * nobody mistakes the sample for a real payment.
 */
export function SampleInvoice() {
  const total = sample.items.reduce((sum, item) => sum + item.amountKobo, 0);
  return (
    <figure className="mx-auto max-w-md rounded-2xl border border-stone-200 bg-white p-6 shadow-xl">
      <figcaption className="sr-only">Sample invoice</figcaption>
      <div className="flex items-start justify-between">
        <div>
          <p className="font-display text-xl font-bold text-gold-800">Invoice</p>
          <p className="text-sm text-muted">{sample.number}</p>
        </div>
        <div className="text-right text-xs text-muted">
          <p>Issued {sample.date}</p>
          <p>Due {sample.due}</p>
        </div>
      </div>
      <div className="mt-5 text-sm">
        <p className="text-xs font-semibold tracking-wide text-stone-600 uppercase">Billed to</p>
        <p className="font-medium text-ink">{sample.billedTo.name}</p>
        <p className="text-muted">{sample.billedTo.email}</p>
      </div>
      <table className="mt-5 w-full text-sm">
        <thead>
          <tr className="border-b border-stone-200 text-left text-xs text-stone-600">
            <th className="py-2 font-medium">Item</th>
            <th className="py-2 text-right font-medium">Amount</th>
          </tr>
        </thead>
        <tbody>
          {sample.items.map((item) => (
            <tr key={item.name} className="border-b border-stone-100">
              <td className="py-2">
                <p className="font-medium text-ink">{item.name}</p>
                <p className="text-xs text-muted">{item.description}</p>
              </td>
              <td className="py-2 text-right">{formatNaira(item.amountKobo)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row" className="pt-3 text-left font-semibold">
              Total
            </th>
            <td className="pt-3 text-right text-lg font-bold text-gold-800">{formatNaira(total)}</td>
          </tr>
        </tfoot>
      </table>
      <span
        className="mt-6 block rounded-md bg-gold-700 py-2.5 text-center text-sm font-semibold text-white"
        aria-hidden
      >
        Pay Now
      </span>
    </figure>
  );
}
