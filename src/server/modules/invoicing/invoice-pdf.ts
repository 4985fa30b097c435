import type PDFKit from 'pdfkit';
import { VAT_PER_MILLE } from '../../../shared/invoicing.ts';
import { formatDate } from '../../../shared/lagos-time.ts';
import { formatNaira } from '../../../shared/money.ts';
import { newPdfDocument } from '../../lib/pdf-toolkit.ts';

/**
 * Invoice and receipt PDFs (decision 112), on the app's one pdfkit set-up (lib/pdf-toolkit.ts:
 * DejaVu Sans with ₦, fonts parsed once).
 */

export interface PdfParty {
  name: string;
  lines: string[];
}

export interface InvoicePdfData {
  kind: 'invoice' | 'receipt';
  /** INV-0001 (or RCT-0001 for a receipt). */
  number: string;
  invoiceNumber: string;
  status: string;
  issueDate: string;
  dueDate: string;
  from: PdfParty;
  tin: string;
  to: PdfParty;
  items: { description: string; quantity: number; unitKobo: number; lineKobo: number }[];
  vatEnabled: boolean;
  subtotalKobo: number;
  discountKobo: number;
  vatKobo: number;
  totalKobo: number;
  paidKobo: number;
  notes: string;
  bank: { bankName: string; accountName: string; accountNumber: string } | null;
  payUrl: string | null;
  /** A receipt's one payment (decision 201); absent on an invoice. */
  receipt?: ReceiptPayment | undefined;
  /** The payment schedule (empty: none): each instalment's name, due date, amount and state. */
  schedule?: { name: string; dueDate: string; amountKobo: number; state: string }[];
  /** The photographer's logo (PNG or JPEG bytes), drawn top left; absent: none. */
  logo?: Buffer | undefined;
}

export interface ReceiptPayment {
  amountKobo: number;
  paidOn: string;
  method: string;
  /** What the invoice still owed once this payment was in (null: not known, an older payment). */
  balanceAfterKobo: number | null;
  refundedKobo: number;
  reversed: { on: string; reason: string } | null;
}

const INK = '#1f2937';
const MUTED = '#6b7280';
const LEFT = 50;
const RIGHT = 545;

/** Renders one invoice or receipt to PDF bytes. */
export async function renderInvoicePdf(data: InvoicePdfData): Promise<Buffer> {
  const title = data.kind === 'invoice' ? 'INVOICE' : 'RECEIPT';
  const { doc, done } = await newPdfDocument({
    info: { Title: `${title} ${data.number}`, Author: data.from.name, Producer: 'Aworan', Creator: 'Aworan' },
  });

  // Header: title and number on the right, the photographer on the left.
  doc
    .fillColor(INK)
    .font('bold')
    .fontSize(20)
    .text(title, LEFT, 50, { width: RIGHT - LEFT, align: 'right' });
  doc.font('regular').fontSize(10).fillColor(MUTED);
  doc.text(data.number, { width: RIGHT - LEFT, align: 'right' });
  if (data.kind === 'receipt')
    doc.text(`For invoice ${data.invoiceNumber}`, { width: RIGHT - LEFT, align: 'right' });
  doc.text(`Status: ${data.status}`, { width: RIGHT - LEFT, align: 'right' });

  const fromTop = drawLogo(doc, data.logo);
  doc.fillColor(INK).font('bold').fontSize(13).text(data.from.name, LEFT, fromTop, { width: 280 });
  doc.font('regular').fontSize(9).fillColor(MUTED);
  for (const line of data.from.lines) if (line) doc.text(line, { width: 280 });
  if (data.tin) doc.text(`TIN: ${data.tin}`, { width: 280 });

  // Billed to and dates.
  let y = Math.max(doc.y, fromTop + 80) + 20;
  doc.fillColor(MUTED).font('bold').fontSize(9).text('BILLED TO', LEFT, y);
  doc.fillColor(INK).font('regular').fontSize(10).text(data.to.name);
  doc.fillColor(MUTED).fontSize(9);
  for (const line of data.to.lines) if (line) doc.text(line, { width: 260 });
  const afterTo = doc.y;
  const [firstDate, secondDate] = data.receipt
    ? [['RECEIVED ON', data.receipt.paidOn] as const, ['INVOICE DATE', data.issueDate] as const]
    : [['ISSUE DATE', data.issueDate] as const, ['DUE DATE', data.dueDate] as const];
  doc.fillColor(MUTED).font('bold').fontSize(9).text(firstDate[0], 330, y);
  doc.fillColor(INK).font('regular').fontSize(10).text(formatDate(firstDate[1]), 330);
  doc.fillColor(MUTED).font('bold').fontSize(9).text(secondDate[0], 440, y);
  doc.fillColor(INK).font('regular').fontSize(10).text(formatDate(secondDate[1]), 440);

  // Items.
  y = Math.max(afterTo, doc.y) + 25;
  const cols = { desc: LEFT, qty: 300, unit: 350, amount: 450 };
  doc.fillColor(MUTED).font('bold').fontSize(9);
  doc.text('DESCRIPTION', cols.desc, y, { width: 240 });
  doc.text('QTY', cols.qty, y, { width: 40, align: 'right' });
  doc.text('UNIT PRICE', cols.unit, y, { width: 90, align: 'right' });
  doc.text('AMOUNT', cols.amount, y, { width: RIGHT - cols.amount, align: 'right' });
  y += 16;
  doc.moveTo(LEFT, y).lineTo(RIGHT, y).strokeColor('#e5e7eb').stroke();
  y += 8;
  doc.font('regular').fontSize(10).fillColor(INK);
  for (const item of data.items) {
    if (y > 700) {
      doc.addPage();
      y = 50;
    }
    const height = doc.heightOfString(item.description, { width: 240 });
    doc.text(item.description, cols.desc, y, { width: 240 });
    doc.text(String(item.quantity), cols.qty, y, { width: 40, align: 'right' });
    doc.text(formatNaira(item.unitKobo), cols.unit, y, { width: 90, align: 'right' });
    doc.text(formatNaira(item.lineKobo), cols.amount, y, { width: RIGHT - cols.amount, align: 'right' });
    y += Math.max(height, 12) + 8;
  }
  doc.moveTo(LEFT, y).lineTo(RIGHT, y).strokeColor('#e5e7eb').stroke();
  y += 10;

  // Totals.
  const total = (label: string, kobo: number, strong = false) => {
    doc
      .font(strong ? 'bold' : 'regular')
      .fontSize(strong ? 11 : 10)
      .fillColor(INK);
    doc.text(label, 330, y, { width: 110, align: 'right' });
    doc.text(formatNaira(kobo), cols.amount, y, { width: RIGHT - cols.amount, align: 'right' });
    y += strong ? 18 : 15;
  };
  total('Subtotal', data.subtotalKobo);
  if (data.discountKobo > 0) total('Discount', -data.discountKobo);
  if (data.vatEnabled) total(`VAT (${VAT_PER_MILLE / 10}%)`, data.vatKobo);
  total(data.receipt ? 'Invoice total' : 'Total', data.totalKobo, true);
  if (data.receipt) {
    total('This payment', data.receipt.amountKobo, true);
    if (data.receipt.balanceAfterKobo !== null) total('Balance after it', data.receipt.balanceAfterKobo);
  } else if (data.paidKobo > 0) {
    total('Paid', data.paidKobo);
    total('Balance due', data.totalKobo - data.paidKobo, true);
  }

  if (data.kind === 'invoice' && data.schedule?.length) {
    y += 10;
    doc.fillColor(MUTED).font('bold').fontSize(9).text('PAYMENT SCHEDULE', LEFT, y);
    y = doc.y + 4;
    doc.font('regular').fontSize(10).fillColor(INK);
    for (const i of data.schedule) {
      doc.text(i.name, LEFT, y, { width: 200 });
      doc.text(`Due ${formatDate(i.dueDate)}`, 260, y, { width: 110 });
      doc.text(i.state, 370, y, { width: 70 });
      doc.text(formatNaira(i.amountKobo), cols.amount, y, { width: RIGHT - cols.amount, align: 'right' });
      y += 15;
    }
  }

  if (data.receipt) y = drawPaymentReceived(doc, data, data.receipt, y);

  // How to pay (invoices with a balance).
  if (data.kind === 'invoice' && data.totalKobo - data.paidKobo > 0) {
    y += 15;
    doc.fillColor(MUTED).font('bold').fontSize(9).text('HOW TO PAY', LEFT, y);
    doc.fillColor(INK).font('regular').fontSize(10);
    if (data.bank) {
      doc.text(
        `Bank transfer to ${data.bank.accountName}, ${data.bank.bankName}, account ${data.bank.accountNumber}.`,
        {
          width: RIGHT - LEFT,
        },
      );
      doc.text(`Use ${data.invoiceNumber} as the transfer reference.`);
    }
    if (data.payUrl) doc.text(`View this invoice online: ${data.payUrl}`, { width: RIGHT - LEFT });
    y = doc.y;
  }

  if (data.notes) {
    y += 15;
    doc.fillColor(MUTED).font('bold').fontSize(9).text('NOTES', LEFT, y);
    doc
      .fillColor(INK)
      .font('regular')
      .fontSize(10)
      .text(data.notes, { width: RIGHT - LEFT });
  }

  doc.end();
  return done;
}

/** A receipt's payment, in words, and what became of it since (reversed, refunded). */
function drawPaymentReceived(doc: PDFKit.PDFDocument, data: InvoicePdfData, p: ReceiptPayment, top: number) {
  doc
    .fillColor(MUTED)
    .font('bold')
    .fontSize(9)
    .text('PAYMENT RECEIVED', LEFT, top + 10);
  doc.fillColor(INK).font('regular').fontSize(10);
  const left = p.balanceAfterKobo;
  doc.text(
    `${formatNaira(p.amountKobo)} received on ${formatDate(p.paidOn)} by ${p.method.toLowerCase()}, for invoice ${data.invoiceNumber}. ` +
      (left === null ? '' : left > 0 ? `Partially paid: ${formatNaira(left)} left to pay.` : 'Paid in full.'),
    { width: RIGHT - LEFT },
  );
  if (p.reversed)
    doc.text(`This payment was reversed on ${formatDate(p.reversed.on)}: ${p.reversed.reason}.`, {
      width: RIGHT - LEFT,
    });
  if (p.refundedKobo > 0)
    doc.text(`${formatNaira(p.refundedKobo)} of this payment was refunded.`, { width: RIGHT - LEFT });
  return doc.y;
}

/** The logo's box, top left: at most 180 × 60 pt, fitted (aspect kept), above the business name. */
const LOGO_BOX = { width: 180, height: 60 };

/**
 * Draws the logo at the top left and answers where the business name goes. A logo pdfkit
 * cannot read (it takes PNG and JPEG; stored logos are PNG) is left out rather than failing
 * the invoice.
 */
function drawLogo(doc: PDFKit.PDFDocument, logo: Buffer | undefined): number {
  if (!logo) return 50;
  try {
    doc.image(logo, LEFT, 50, { fit: [LOGO_BOX.width, LOGO_BOX.height] });
    return 50 + LOGO_BOX.height + 10;
  } catch {
    return 50;
  }
}
