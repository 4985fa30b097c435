import { describe, expect, it } from 'vitest';
import { plainSmsText, smsLength } from './sms-length.ts';

describe('smsLength', () => {
  it('fits 160 GSM-7 characters in one part and splits at 153 a part beyond', () => {
    expect(smsLength('a'.repeat(160))).toEqual({ encoding: 'gsm7', units: 160, parts: 1 });
    expect(smsLength('a'.repeat(161))).toEqual({ encoding: 'gsm7', units: 161, parts: 2 });
    expect(smsLength('a'.repeat(306)).parts).toBe(2);
    expect(smsLength('a'.repeat(307)).parts).toBe(3);
  });

  it('counts an extension character as two places', () => {
    expect(smsLength('{a}')).toEqual({ encoding: 'gsm7', units: 5, parts: 1 });
    expect(smsLength(`${'a'.repeat(159)}€`)).toEqual({ encoding: 'gsm7', units: 161, parts: 2 });
  });

  it('sends a text with a character outside GSM-7 as unicode: 70, then 67 a part', () => {
    expect(smsLength('NGN 15,000').encoding).toBe('gsm7');
    expect(smsLength('₦15,000')).toEqual({ encoding: 'unicode', units: 7, parts: 1 });
    expect(smsLength(`${'a'.repeat(69)}’`)).toEqual({ encoding: 'unicode', units: 70, parts: 1 });
    expect(smsLength(`${'a'.repeat(70)}’`).parts).toBe(2);
    expect(smsLength(`${'a'.repeat(134)}’`).parts).toBe(3);
  });

  it('counts an empty text as one part', () => {
    expect(smsLength('').parts).toBe(1);
  });
});

describe('plainSmsText', () => {
  it('makes typographic characters plain so the text stays GSM-7', () => {
    const text = plainSmsText('Ada’s “studio” – Fri 4 Dec,\u202f10:00 · ₦15,000');
    expect(text).toBe('Ada\'s "studio" - Fri 4 Dec, 10:00 · NGN 15,000');
    expect(smsLength(plainSmsText('Ada’s – ₦5')).encoding).toBe('gsm7');
  });
});
