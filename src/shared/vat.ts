import { formatNaira, type Kobo } from './money.ts';

/**
 * VAT, the one rule for every price a photographer charges (decision 200): invoices, booking
 * deposits and gallery extras follow the photographer's VAT setting, and VAT is added on top of
 * the price they set (7.5 % of the price after any discount, rounded half up to the kobo, once
 * per invoice). A price shown to a client says which applies: "plus 7.5% VAT" or "no VAT". No
 * zod here: public pages import this module.
 */

/** 7.5 %, as per mille so every step stays in integers. */
export const VAT_PER_MILLE = 75;
export const VAT_PERCENT_LABEL = `${VAT_PER_MILLE / 10}%`;

/** VAT on a taxable amount: ⌊(kobo × 75 + 500) / 1000⌋, half-up rounding of kobo × 0.075. */
export function vatOn(taxableKobo: Kobo): Kobo {
  return Math.floor((taxableKobo * VAT_PER_MILLE + 500) / 1000);
}

/** What a client pays for a price the photographer set, under their VAT setting. */
export function priceWithVat(priceKobo: Kobo, vatEnabled: boolean): { vatKobo: Kobo; totalKobo: Kobo } {
  const vatKobo = vatEnabled ? vatOn(priceKobo) : 0;
  return { vatKobo, totalKobo: priceKobo + vatKobo };
}

/** The words beside a price: "plus 7.5% VAT" or "no VAT". */
export function vatNote(vatEnabled: boolean): string {
  return vatEnabled ? `plus ${VAT_PERCENT_LABEL} VAT` : 'no VAT';
}

/**
 * A price as a client reads it: "₦250,000.00 plus 7.5% VAT (₦268,750.00 in all)", or
 * "₦250,000.00, no VAT". A free price is just "Free".
 */
export function priceForClient(priceKobo: Kobo, vatEnabled: boolean): string {
  if (priceKobo <= 0) return 'Free';
  if (!vatEnabled) return `${formatNaira(priceKobo)}, ${vatNote(false)}`;
  return `${formatNaira(priceKobo)} ${vatNote(true)} (${formatNaira(priceWithVat(priceKobo, true).totalKobo)} in all)`;
}

/**
 * An amount that already includes any VAT (an invoice total, a deposit worked out from one):
 * "₦268,750.00 including 7.5% VAT", or the amount alone when no VAT is charged.
 */
export function totalForClient(totalKobo: Kobo, vatEnabled: boolean): string {
  return vatEnabled ? `${formatNaira(totalKobo)} including ${VAT_PERCENT_LABEL} VAT` : formatNaira(totalKobo);
}

/**
 * A session's deposit: its percentage of what the client pays for the session (VAT included when
 * charged), half up to the kobo, as the session invoice's first instalment works it out.
 */
export function sessionDeposit(priceKobo: Kobo, percent: number, vatEnabled: boolean): Kobo {
  return Math.round((priceWithVat(priceKobo, vatEnabled).totalKobo * percent) / 100);
}
