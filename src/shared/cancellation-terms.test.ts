import { describe, expect, it } from 'vitest';
import { CANCELLATION_TERMS, refundUnderTerms, termsOfContract } from './cancellation-terms.ts';
import { BUILT_IN_TEMPLATES } from './contract-templates.ts';
import { daysBetween } from './lagos-time.ts';

const terms = (id: string) => CANCELLATION_TERMS[id]!;

describe('cancellation terms of the built-in contracts', () => {
  it('each states words its template really contains, so the figure agrees with the text', () => {
    for (const [id, t] of Object.entries(CANCELLATION_TERMS)) {
      const template = BUILT_IN_TEMPLATES.find((x) => x.id === id);
      expect(template?.content, id).toContain(t.clause);
    }
    // The model release has no money and no terms.
    expect(CANCELLATION_TERMS['template-model']).toBeUndefined();
  });

  it('applies only while the frozen text still holds the clause', () => {
    const wedding = BUILT_IN_TEMPLATES.find((x) => x.id === 'template-wedding')!;
    expect(termsOfContract('template-wedding', `# Title\n\n${wedding.content}`)).toBe(
      terms('template-wedding'),
    );
    expect(
      termsOfContract('template-wedding', wedding.content.replace('**50%** refund', '**60%** refund')),
    ).toBe(undefined);
    expect(termsOfContract(null, wedding.content)).toBeUndefined();
    expect(termsOfContract('a-photographers-own', wedding.content)).toBeUndefined();
  });

  it('wedding: 100% at 90+ days, 50% at 60–89, 25% at 30–59, none under 30, of all paid', () => {
    const refund = (daysBefore: number) =>
      refundUnderTerms(terms('template-wedding'), {
        paidKobo: 10_000_001,
        depositKobo: 3_000_000,
        daysBefore,
      });
    expect([
      refund(120),
      refund(90),
      refund(89),
      refund(60),
      refund(59),
      refund(30),
      refund(29),
      refund(0),
    ]).toEqual([10_000_001, 10_000_001, 5_000_000, 5_000_000, 2_500_000, 2_500_000, 0, 0]);
  });

  it('event: the deposit back at 14+ days, forfeited under 14; money beyond the deposit always back', () => {
    const t = terms('template-event');
    expect(refundUnderTerms(t, { paidKobo: 5_000_000, depositKobo: 5_000_000, daysBefore: 14 })).toBe(
      5_000_000,
    );
    expect(refundUnderTerms(t, { paidKobo: 5_000_000, depositKobo: 5_000_000, daysBefore: 13 })).toBe(0);
    expect(refundUnderTerms(t, { paidKobo: 8_000_000, depositKobo: 5_000_000, daysBefore: 3 })).toBe(
      3_000_000,
    );
  });

  it('portrait retainer and commercial deposit are not refundable', () => {
    for (const id of ['template-portrait', 'template-commercial'])
      for (const daysBefore of [60, 7, 6, 0])
        expect(refundUnderTerms(terms(id), { paidKobo: 750_000, depositKobo: 750_000, daysBefore })).toBe(0);
  });

  it('counts whole calendar days', () => {
    expect(daysBetween('2026-11-25', '2026-11-25')).toBe(0);
    expect(daysBetween('2026-11-25', '2027-02-23')).toBe(90);
  });
});
