import { z } from 'zod';

/**
 * The photographer's logo on their invoices and receipts (decision 173): one image, kept in
 * file storage, drawn at the top of every PDF. Uploaded, shown and removed from the invoice
 * settings.
 */
export const INVOICE_LOGO_API = '/api/invoices/settings/logo';

/** The stored logo is fitted inside this box (pixels), never enlarged. */
export const INVOICE_LOGO_MAX_WIDTH = 600;
export const INVOICE_LOGO_MAX_HEIGHT = 240;

export const invoiceLogoSchema = z.object({
  logo: z
    .object({
      /** A short-lived signed address of the stored image, for the settings preview. */
      url: z.string(),
      width: z.number().int(),
      height: z.number().int(),
    })
    .nullable(),
});
export type InvoiceLogoAnswer = z.infer<typeof invoiceLogoSchema>;
