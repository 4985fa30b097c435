import { extrasOf, type SelectionQuote } from '../../../shared/galleries.ts';
import { invoiceTotals } from '../../../shared/invoicing.ts';
import { formatNaira } from '../../../shared/money.ts';
import { findOrCreateLead } from '../clients/client-timeline.service.ts';
import {
  chargesVat,
  createAndSendInvoice,
  getInvoiceDetail,
  type InvoicingDeps,
  voidIfUnpaid,
} from '../invoicing/invoicing.service.ts';
import type { GalleryRow } from './galleries.repository.ts';
import type { SelectionRow } from './gallery-selections.repository.ts';

/** What a submission leaves billed: the extras covered by standing invoices, and the latest one. */
interface Billing {
  billedExtras: number;
  invoiceId: string | null;
  invoiceUrl: string;
  invoiceExtras: number;
}

const billingOf = (s: SelectionRow): Billing => ({
  billedExtras: s.billedExtras,
  invoiceId: s.invoiceId,
  invoiceUrl: s.invoiceUrl,
  invoiceExtras: s.invoiceExtras,
});

const withoutLatest = (b: Billing): Billing => ({
  billedExtras: Math.max(0, b.billedExtras - b.invoiceExtras),
  invoiceId: null,
  invoiceUrl: '',
  invoiceExtras: 0,
});

/**
 * The plan of a (re)submission, read without changing anything (decision 158): the previous
 * extras invoice, while nothing is paid on it, is to be voided and replaced by one for every
 * extra now chosen (`replace`); one the client paid (even in part) stands, and only extras
 * beyond what it covers are billed; one the photographer voided covers nothing; one that bills
 * exactly what is due now stays as it is (`unchanged`).
 */
async function extrasPlan(
  invoicing: InvoicingDeps,
  gallery: GalleryRow,
  selection: SelectionRow,
  extras: number,
) {
  const current = billingOf(selection);
  if (!selection.invoiceId) return { billing: current, replace: false, unchanged: false };
  const invoice = await getInvoiceDetail(invoicing, gallery.photographerId, selection.invoiceId);
  if (invoice.status === 'void') return { billing: withoutLatest(current), replace: false, unchanged: false };
  if (extras - (current.billedExtras - current.invoiceExtras) === current.invoiceExtras)
    return { billing: current, replace: false, unchanged: true };
  const unpaid = (invoice.status === 'sent' || invoice.status === 'overdue') && invoice.paidKobo === 0;
  return unpaid
    ? { billing: withoutLatest(current), replace: true, unchanged: false }
    : { billing: current, replace: false, unchanged: false };
}

const dueOf = (gallery: GalleryRow, extras: number, billing: Billing) =>
  gallery.extraPhotoKobo > 0 ? Math.max(0, extras - billing.billedExtras) : 0;

/**
 * Bills the extras of a (re)submitted selection by its plan, without billing any photo twice.
 * Fewer extras than a paid invoice covers are not refunded here (the photographer refunds by
 * hand). The invoice is addressed to the photographer's client with that email, by the name
 * the photographer knows them by, with VAT as the photographer's invoices add it.
 */
export async function billExtras(
  invoicing: InvoicingDeps,
  gallery: GalleryRow,
  selection: SelectionRow,
  extras: number,
): Promise<Billing> {
  const plan = await extrasPlan(invoicing, gallery, selection, extras);
  if (plan.unchanged) return plan.billing;
  let billing = plan.billing;
  const reason = 'Replaced: the client changed their selection';
  // Paid meanwhile (voidIfUnpaid re-checks under the invoice's lock): it stands.
  if (plan.replace && !(await voidIfUnpaid(invoicing, gallery.photographerId, selection.invoiceId!, reason)))
    billing = billingOf(selection);
  const due = dueOf(gallery, extras, billing);
  if (due <= 0) return billing;
  const { client } = await findOrCreateLead(
    invoicing.db,
    gallery.photographerId,
    { name: selection.email.split('@')[0] || selection.email, email: selection.email },
    'gallery',
  );
  // Through invoicing's one entry point for other modules (decision 127), in this transaction.
  const invoice = await createAndSendInvoice(invoicing, {
    photographerId: gallery.photographerId,
    client: { id: client.id, name: client.name, email: client.email },
    items: [
      {
        description: `Extra edited photos, ${gallery.name} (${gallery.includedPhotos} included, ${formatNaira(gallery.extraPhotoKobo)} each)`,
        quantity: due,
        unitKobo: gallery.extraPhotoKobo,
      },
    ],
  });
  return {
    billedExtras: billing.billedExtras + due,
    invoiceId: invoice.id,
    invoiceUrl: invoice.publicUrl ?? '',
    invoiceExtras: due,
  };
}

/** What submitting now would bill: the submission's own plan, priced with the photographer's VAT. */
export async function quoteExtras(
  invoicing: InvoicingDeps,
  gallery: GalleryRow,
  selection: SelectionRow,
  favourites: number,
): Promise<SelectionQuote> {
  const extras = extrasOf(gallery.includedPhotos, favourites);
  const plan = await extrasPlan(invoicing, gallery, selection, extras);
  const newExtras = plan.unchanged ? 0 : dueOf(gallery, extras, plan.billing);
  const vatEnabled = await chargesVat(invoicing.db, gallery.photographerId);
  const totals = invoiceTotals([{ quantity: newExtras, unitKobo: gallery.extraPhotoKobo }], {
    vatEnabled,
    discountKobo: 0,
  });
  return {
    favourites,
    included: gallery.includedPhotos,
    extras,
    coveredExtras: extras - newExtras,
    newExtras,
    unitKobo: gallery.extraPhotoKobo,
    subtotalKobo: totals.subtotalKobo,
    vatEnabled,
    vatKobo: totals.vatKobo,
    totalKobo: totals.totalKobo,
  };
}
