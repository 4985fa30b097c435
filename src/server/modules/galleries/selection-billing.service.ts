import { formatNaira } from '../../../shared/money.ts';
import {
  createAndSendInvoice,
  getInvoiceDetail,
  type InvoicingDeps,
  voidIfUnpaid,
} from '../invoicing/invoicing.service.ts';
import type { GalleryRow, SelectionRow } from './galleries.repository.ts';

/** What a submission leaves billed: the extras covered by standing invoices, and the latest one. */
interface Billing {
  billedExtras: number;
  invoiceId: string | null;
  invoiceUrl: string;
  invoiceExtras: number;
}

/**
 * Bills the extras of a (re)submitted selection without billing any photo twice (decision 158):
 * the previous extras invoice, while nothing is paid on it, is voided and replaced by one for
 * every extra now chosen; one the client paid (even in part) stands, and only extras beyond
 * what it covers are billed. One the photographer voided covers nothing. Fewer extras than a
 * paid invoice covers are not refunded here (the photographer refunds by hand).
 */
export async function billExtras(
  invoicing: InvoicingDeps,
  gallery: GalleryRow,
  selection: SelectionRow,
  extras: number,
): Promise<Billing> {
  let billing: Billing = {
    billedExtras: selection.billedExtras,
    invoiceId: selection.invoiceId,
    invoiceUrl: selection.invoiceUrl,
    invoiceExtras: selection.invoiceExtras,
  };
  if (selection.invoiceId) {
    const clear = () => ({
      billedExtras: Math.max(0, billing.billedExtras - billing.invoiceExtras),
      invoiceId: null,
      invoiceUrl: '',
      invoiceExtras: 0,
    });
    const { status } = await getInvoiceDetail(invoicing, gallery.photographerId, selection.invoiceId);
    if (status === 'void') billing = clear();
    // The latest invoice already bills exactly what is due now: nothing changes.
    else if (extras - (billing.billedExtras - billing.invoiceExtras) === billing.invoiceExtras)
      return billing;
    else if (
      await voidIfUnpaid(
        invoicing,
        gallery.photographerId,
        selection.invoiceId,
        'Replaced: the client changed their selection',
      )
    )
      billing = clear();
  }
  const due = extras - billing.billedExtras;
  if (due <= 0 || gallery.extraPhotoKobo <= 0) return billing;
  // Through invoicing's one entry point for other modules (decision 127), in this transaction.
  const invoice = await createAndSendInvoice(invoicing, {
    photographerId: gallery.photographerId,
    client: { name: selection.email.split('@')[0] || selection.email, email: selection.email },
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
