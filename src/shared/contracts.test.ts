import { describe, expect, it } from 'vitest';
import { BUILT_IN_TEMPLATES } from './contract-templates.ts';
import {
  contractStatusLabel,
  fillPlaceholders,
  placeholderValues,
  unfilledPlaceholders,
} from './contracts.ts';

const template = (id: string) => BUILT_IN_TEMPLATES.find((t) => t.id === id)!;

describe('contract placeholders', () => {
  const base = {
    today: '2026-11-24',
    photographer: { name: 'Ade Studio', email: 'ade@studio.ng' },
    client: { name: 'Chiamaka Obi', email: 'chiamaka@example.ng' },
  };

  it('fills from the profile, the client and the typed values; deposit and balance add up to the fee', () => {
    const values = placeholderValues({
      ...base,
      values: { sessionDate: '2027-03-20', location: 'Ikoyi', hours: 8, feeKobo: 333_333_33 },
      depositPercent: 30,
    });
    expect(values).toMatchObject({
      DATE: '24 Nov 2026',
      PHOTOGRAPHER_NAME: 'Ade Studio',
      CLIENT_EMAIL: 'chiamaka@example.ng',
      SESSION_DATE: '20 Mar 2027',
      HOURS: '8',
      FEE: '₦333,333.33',
      DEPOSIT: '₦100,000.00', // 30 % of 33,333,333 kobo = 9,999,999.9 → rounded half up
      BALANCE: '₦233,333.33',
    });
  });

  it('a linked booking wins: Lagos date and time, duration, the invoice fee; the deposit follows the template', () => {
    const booking = {
      id: '00000000-0000-4000-8000-000000000001',
      type: 'Event Coverage',
      // 23:30 UTC is 00:30 the next day in Lagos.
      startsAt: '2027-03-19T23:30:00.000Z',
      endsAt: '2027-03-20T01:00:00.000Z',
      location: 'Eko Hotel',
      feeKobo: 10_000_000,
      depositKobo: 2_500_000,
    };
    const values = placeholderValues({
      ...base,
      values: { sessionDate: '2030-01-01', location: 'Typed', hours: 9, feeKobo: 1 },
      depositPercent: 50,
      booking,
    });
    expect(values).toMatchObject({
      SESSION_DATE: '20 Mar 2027, 00:30 WAT',
      SESSION_TIME: '00:30 WAT',
      SESSION_TYPE: 'Event Coverage',
      LOCATION: 'Eko Hotel',
      HOURS: '1.5',
      FEE: '₦100,000.00',
      // The template says 50%: its words and its figure agree, whatever the invoice's deposit.
      DEPOSIT: '₦50,000.00',
      BALANCE: '₦50,000.00',
    });
    // A template that states no percent takes the invoice's deposit instalment.
    expect(placeholderValues({ ...base, depositPercent: null, booking })).toMatchObject({
      DEPOSIT: '₦25,000.00',
      BALANCE: '₦75,000.00',
    });
  });

  it('leaves what has no value, and lists it once in order', () => {
    const text = fillPlaceholders('[CLIENT_NAME] pays [FEE] by [SESSION_DATE]; [FEE] again', {
      CLIENT_NAME: 'Bola',
    });
    expect(text).toBe('Bola pays [FEE] by [SESSION_DATE]; [FEE] again');
    expect(unfilledPlaceholders(text)).toEqual(['FEE', 'SESSION_DATE']);
  });

  it('fills every placeholder of every built-in template given all the values', () => {
    for (const t of BUILT_IN_TEMPLATES) {
      const values = placeholderValues({
        ...base,
        values: {
          sessionDate: '2027-01-09',
          location: 'Lekki',
          hours: 6,
          feeKobo: 250_000_00,
          usage: 'Online ads',
        },
        depositPercent: t.depositPercent,
      });
      expect(unfilledPlaceholders(fillPlaceholders(t.content, values)), t.id).toEqual([]);
    }
  });
});

describe('built-in templates carry the spec terms', () => {
  it.each([
    ['template-portrait', ['**50%**', '**less than 7 days**', '**forfeited**']],
    [
      'template-wedding',
      [
        '**30% booking fee**',
        '**90 days or more**',
        '**100%**',
        '**60 to 89 days**',
        '**50%**',
        '**30 to 59 days**',
        '**25%**',
        '**Less than 30 days**',
        '**no refund**',
        '**more than 5 hours**',
      ],
    ],
    [
      'template-event',
      ['**50% deposit**', '**less than 14 days**', '**forfeited**', '**more than 4 hours**'],
    ],
    ['template-commercial', ['**50% deposit**', '**rescheduling fee of 25%**']],
    ['template-model', ['**under 18 years of age**', '**parent or legal guardian**']],
  ])('%s', (id, terms) => {
    for (const term of terms) expect(template(id).content).toContain(term);
  });

  it('has the five ids and titles of the spec', () => {
    expect(BUILT_IN_TEMPLATES.map((t) => [t.id, t.title, t.category])).toEqual([
      ['template-portrait', 'Portrait Session Contract', 'Portrait'],
      ['template-wedding', 'Wedding Photography Contract', 'Wedding'],
      ['template-event', 'Event Photography Contract', 'Events'],
      ['template-commercial', 'Commercial Photography Contract', 'Commercial'],
      ['template-model', 'Model Release Form', 'Model Release'],
    ]);
  });
});

describe('contract status as both sides read it', () => {
  const sig = { name: 'A', at: '2026-12-01T10:00:00Z', method: 'link' };
  it('a sent contract the client signed is awaiting countersignature', () => {
    expect(contractStatusLabel({ status: 'sent', clientSignature: null, photographerSignature: null })).toBe(
      'Sent',
    );
    expect(contractStatusLabel({ status: 'sent', clientSignature: sig, photographerSignature: null })).toBe(
      'Awaiting countersignature',
    );
    // Countersigned first, it still waits for the client: Sent.
    expect(contractStatusLabel({ status: 'sent', clientSignature: null, photographerSignature: sig })).toBe(
      'Sent',
    );
    expect(contractStatusLabel({ status: 'signed', clientSignature: sig, photographerSignature: sig })).toBe(
      'Signed',
    );
  });
});
