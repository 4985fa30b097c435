import type { invoiceTotals } from '@shared/invoicing';
import { formatNaira } from '@shared/money';
import { Checkbox } from '@/components/ui/checkbox';
import { Label } from '@/components/ui/label';
import { MoneyField } from '@/components/ui/money-field';

/** What changes the total besides the items (discount, VAT) and whether reminders go out. */
export function ChargeOptions({
  discountKobo,
  onDiscountChange,
  vatEnabled,
  onVatChange,
  remindersEnabled,
  onRemindersChange,
}: {
  discountKobo: number;
  onDiscountChange: (kobo: number) => void;
  vatEnabled: boolean;
  onVatChange: (on: boolean) => void;
  remindersEnabled: boolean;
  onRemindersChange: (on: boolean) => void;
}) {
  return (
    <div className="space-y-3">
      <MoneyField
        id="invoice-discount"
        label="Discount"
        optional
        valueKobo={discountKobo || null}
        onChange={(kobo) => onDiscountChange(kobo === null || Number.isNaN(kobo) ? 0 : kobo)}
      />
      <div className="flex items-center gap-2">
        <Checkbox id="invoice-vat" checked={vatEnabled} onCheckedChange={(v) => onVatChange(v === true)} />
        <Label htmlFor="invoice-vat">Charge VAT (7.5%)</Label>
      </div>
      <div className="flex items-center gap-2">
        <Checkbox
          id="invoice-reminders"
          checked={remindersEnabled}
          onCheckedChange={(v) => onRemindersChange(v === true)}
        />
        <Label htmlFor="invoice-reminders">Send payment reminders</Label>
      </div>
    </div>
  );
}

/** The totals as worked out while the photographer types. */
export function TotalsSummary({
  totals,
  vatEnabled,
}: {
  totals: ReturnType<typeof invoiceTotals>;
  vatEnabled: boolean;
}) {
  return (
    <dl className="space-y-1 rounded-lg bg-stone-50 p-4 text-sm" aria-label="Totals">
      <div className="flex justify-between">
        <dt>Subtotal</dt>
        <dd data-testid="invoice-subtotal">{formatNaira(totals.subtotalKobo)}</dd>
      </div>
      {totals.discountKobo > 0 ? (
        <div className="flex justify-between">
          <dt>Discount</dt>
          <dd>−{formatNaira(totals.discountKobo)}</dd>
        </div>
      ) : null}
      {vatEnabled ? (
        <div className="flex justify-between">
          <dt>VAT (7.5%)</dt>
          <dd data-testid="invoice-vat">{formatNaira(totals.vatKobo)}</dd>
        </div>
      ) : null}
      <div className="flex justify-between border-t border-stone-200 pt-1 font-semibold">
        <dt>Total</dt>
        <dd data-testid="invoice-total">{formatNaira(totals.totalKobo)}</dd>
      </div>
    </dl>
  );
}
