import { describe, expect, it } from 'vitest';
import { type ShareKind, shareMessage, whatsAppNumber, whatsAppUrl } from './share-message';

const link = 'https://aworan.test/i/abc123';

describe('shareMessage', () => {
  it('ends with the link for every kind of link', () => {
    const kinds: ShareKind[] = ['invoice', 'contract', 'gallery', 'booking-page', 'profile', 'booking'];
    for (const kind of kinds) {
      const text = shareMessage({ kind, link, from: 'Ada Studio', what: 'Wedding' });
      expect(text.endsWith(` ${link}`), kind).toBe(true);
      expect(text.split(link)).toHaveLength(2);
      expect(text.length, kind).toBeLessThan(200);
    }
  });

  it('says what an invoice is in plain words', () => {
    expect(shareMessage({ kind: 'invoice', link, what: 'INV-0004' })).toBe(
      `Hello, here is your invoice INV-0004. You can view and pay it here: ${link}`,
    );
  });

  it('names the business on the pages that travel to strangers, "me" without one', () => {
    expect(shareMessage({ kind: 'profile', link, from: 'Ada Studio' })).toBe(
      `See the work of Ada Studio and book a session here: ${link}`,
    );
    expect(shareMessage({ kind: 'booking-page', link, from: '  ' })).toBe(
      `Book a photo session with me here: ${link}`,
    );
  });

  it('leaves out a missing name and tidies the spaces of one given', () => {
    expect(shareMessage({ kind: 'gallery', link })).toBe(
      `Hello, your photos are ready. You can view them here: ${link}`,
    );
    expect(shareMessage({ kind: 'gallery', link, what: ' Tolu  &  Ayo ' })).toContain(
      'ready in "Tolu & Ayo".',
    );
  });
});

describe('whatsAppNumber', () => {
  it('turns Nigerian numbers as typed into E.164 digits without the plus', () => {
    expect(whatsAppNumber('0803 333 4444')).toBe('2348033334444');
    expect(whatsAppNumber('+234 805 555 6666')).toBe('2348055556666');
    expect(whatsAppNumber('2348055556666')).toBe('2348055556666');
    expect(whatsAppNumber('+44 20 7946 0958')).toBe('442079460958');
  });

  it('is null when there is no usable number', () => {
    expect(whatsAppNumber('')).toBeNull();
    expect(whatsAppNumber(null)).toBeNull();
    expect(whatsAppNumber('12')).toBeNull();
    expect(whatsAppNumber('call me')).toBeNull();
  });
});

describe('whatsAppUrl', () => {
  it('opens a chat with the client and the text typed in, encoded', () => {
    const text = shareMessage({ kind: 'contract', link, what: 'Wedding & reception' });
    const url = new URL(whatsAppUrl(text, '0803 333 4444'));
    expect(url.origin + url.pathname).toBe('https://wa.me/2348033334444');
    expect(url.searchParams.get('text')).toBe(text);
  });

  it('lets the sender pick the chat when the number is unknown', () => {
    expect(whatsAppUrl('Hi https://x.test/g', '')).toBe('https://wa.me/?text=Hi%20https%3A%2F%2Fx.test%2Fg');
  });
});
