import { z } from 'zod';
import { formatNaira } from './money.ts';

/**
 * THE cancellation terms of the built-in contract templates as data (decision 161), so the
 * refund a photographer's cancel dialog shows is computed by the server from the same terms the
 * client signed. Each carries `clause`: words of the template's cancellation section, copied
 * exactly. Terms apply to a contract only when its frozen text still contains that clause, so a
 * contract whose clause was edited (or sent from an older wording) never gets a figure its text
 * does not say: the photographer then chooses the amount, as without a contract.
 */
export interface CancellationTerms {
  /** Words that must appear in the contract's frozen text for these terms to apply. */
  clause: string;
  /**
   * What the percentages apply to: `paid`, every sum paid (the wedding template); `deposit`,
   * the deposit or retainer only, the contract's own figure (fee × the template's percent), any
   * money paid beyond it being refunded in full.
   */
  appliesTo: 'paid' | 'deposit';
  /** Refund when the client cancels at least `minDays` days before the session; highest first, last 0. */
  tiers: readonly { minDays: number; refundPercent: number }[];
  /** The terms in a line, for the dialog and the emails. */
  summary: string;
}

export const CANCELLATION_TERMS: Readonly<Record<string, CancellationTerms>> = {
  'template-portrait': {
    clause:
      'If the Client cancels **less than 7 days** before the session, the retainer is **forfeited**. If the Client cancels 7 days or more before the session, the retainer may be moved once to a new date within three months.',
    appliesTo: 'deposit',
    // The retainer is "non-refundable": at 7 days or more it may be moved (a reschedule), not refunded.
    tiers: [{ minDays: 0, refundPercent: 0 }],
    summary: 'The retainer is non-refundable (7 days or more before, it may be moved once).',
  },
  'template-wedding': {
    clause:
      '- **90 days or more** before the wedding: **100%** refund.\n- **60 to 89 days** before the wedding: **50%** refund.\n- **30 to 59 days** before the wedding: **25%** refund.\n- **Less than 30 days** before the wedding: **no refund**.',
    appliesTo: 'paid',
    tiers: [
      { minDays: 90, refundPercent: 100 },
      { minDays: 60, refundPercent: 50 },
      { minDays: 30, refundPercent: 25 },
      { minDays: 0, refundPercent: 0 },
    ],
    summary: 'Sums paid: 100% refunded 90+ days before, 50% at 60–89, 25% at 30–59, none under 30.',
  },
  'template-event': {
    clause:
      'If the Client cancels **less than 14 days** before the event, the deposit is **forfeited**. If the Client cancels 14 days or more before the event, the deposit is refunded',
    appliesTo: 'deposit',
    tiers: [
      { minDays: 14, refundPercent: 100 },
      { minDays: 0, refundPercent: 0 },
    ],
    summary: 'The deposit is refunded 14 days or more before the event, forfeited under 14 days.',
  },
  'template-commercial': {
    clause: 'If the Client cancels, the deposit is not refundable.',
    appliesTo: 'deposit',
    tiers: [{ minDays: 0, refundPercent: 0 }],
    summary: 'The deposit is not refundable.',
  },
};

/** The terms a contract was signed under, when its frozen text still says them. */
export function termsOfContract(
  templateId: string | null,
  frozenText: string | null,
): CancellationTerms | undefined {
  const terms = templateId ? CANCELLATION_TERMS[templateId] : undefined;
  return terms && frozenText?.includes(terms.clause) ? terms : undefined;
}

/**
 * What the client gets back when they cancel `daysBefore` days before, of `paidKobo` paid, under
 * the terms; `depositKobo` is the contract's deposit figure. Rounded down to the kobo.
 */
export function refundUnderTerms(
  terms: CancellationTerms,
  args: { paidKobo: number; depositKobo: number; daysBefore: number },
): number {
  const paid = Math.max(0, args.paidKobo);
  const tier = terms.tiers.find((t) => args.daysBefore >= t.minDays) ?? terms.tiers.at(-1)!;
  if (terms.appliesTo === 'paid') return Math.floor((paid * tier.refundPercent) / 100);
  const deposit = Math.min(paid, Math.max(0, args.depositKobo));
  return paid - deposit + Math.floor((deposit * tier.refundPercent) / 100);
}

/** Who a photographer's cancellation is on: the client asked (the terms apply), or the photographer. */
export const CANCEL_CAUSES = ['client', 'photographer'] as const;
export type CancelCause = (typeof CANCEL_CAUSES)[number];

/** The photographer's cancel: who caused it and, without contract terms, the amount chosen. */
export const cancelInputSchema = z.strictObject({
  cause: z.enum(CANCEL_CAUSES).optional(),
  /** Only without a linked contract's terms (and not when the photographer cancels: everything). */
  refundKobo: z.number().int('Enter the refund in kobo').min(0, 'The refund cannot be negative').optional(),
});
export type CancelInput = z.infer<typeof cancelInputSchema>;

/** What the photographer's cancel dialog offers, computed on the server. */
export const cancelQuoteSchema = z.object({
  paidKobo: z.number(),
  /** The linked signed contract whose terms apply, if any. */
  contract: z.object({ title: z.string(), terms: z.string() }).nullable(),
  /** The client cancelled: what the contract's terms give back (null without terms: the photographer chooses). */
  clientCauseRefundKobo: z.number().nullable(),
  daysBefore: z.number(),
});
export type CancelQuote = z.infer<typeof cancelQuoteSchema>;

export const CANCEL_MESSAGES = {
  tooMuch: (paidKobo: number) => `You can refund at most ${formatNaira(paidKobo)}.`,
  chooseCause: 'Choose who is cancelling',
  enterRefund: 'Enter the amount to refund (₦0 for none)',
} as const;
