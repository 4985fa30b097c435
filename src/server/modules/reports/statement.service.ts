import { quarterRange } from '../../../shared/lagos-time.ts';
import { issuedInvoices } from './money.repository.ts';
import { feesReport, incomeReport, type ReportsDeps, vatReport } from './reports.service.ts';
import { statementBusiness } from './statement.repository.ts';
import { renderStatementPdf } from './statement-pdf.ts';

/**
 * The quarterly statement (decision 233): income, refunds, fees and VAT by month, and every
 * invoice issued in the quarter: the same figures as the reports of that range, on paper.
 */
export async function quarterlyStatement(
  deps: ReportsDeps,
  photographerId: string,
  quarter: string,
): Promise<{ filename: string; pdf: Buffer }> {
  const range = quarterRange(quarter);
  const [business, income, fees, vat, invoices] = await Promise.all([
    statementBusiness(deps.db, photographerId),
    incomeReport(deps, photographerId, range),
    feesReport(deps, photographerId, range),
    vatReport(deps, photographerId, range),
    issuedInvoices(deps.db, photographerId, range),
  ]);
  const i = income.totals;
  const v = vat.totals;
  const pdf = await renderStatementPdf({
    quarter,
    ...range,
    business: { name: business.name, lines: [business.address, business.email], tin: business.tin },
    summary: [
      { label: 'Received online (Paystack)', kobo: i.onlineKobo },
      { label: 'Received by hand', kobo: i.byHandKobo },
      { label: 'Refunds', kobo: -i.refundsKobo },
      { label: 'Net received', kobo: i.netKobo, strong: true },
      { label: 'Paystack fees', kobo: -fees.totals.paystackFeeKobo },
      { label: 'Platform fee', kobo: -fees.totals.platformFeeKobo },
      { label: 'Net paid out by Paystack', kobo: fees.totals.netKobo, strong: true },
      { label: 'VAT on invoices issued', kobo: v.issuedVatKobo, strong: true },
      { label: 'VAT in money received, less refunds', kobo: v.receivedVatKobo - v.refundedVatKobo },
    ],
    monthHeads: ['Online', 'By hand', 'Refunds', 'Fees', 'VAT issued', 'VAT received'],
    months: income.months.map((m, n) => ({
      month: m.month,
      cells: [
        m.onlineKobo,
        m.byHandKobo,
        m.refundsKobo,
        fees.months[n]!.paystackFeeKobo + fees.months[n]!.platformFeeKobo,
        vat.months[n]!.issuedVatKobo,
        vat.months[n]!.receivedVatKobo - vat.months[n]!.refundedVatKobo,
      ],
    })),
    invoices: invoices.map((inv) => ({
      number: inv.number ?? '',
      date: inv.issueDate,
      client: inv.clientName,
      cells: [inv.taxableKobo, inv.vatKobo, inv.totalKobo, inv.paidKobo],
    })),
  });
  return { filename: `statement-${quarter}.pdf`, pdf };
}
