import { parsePhoneNumberFromString } from 'libphonenumber-js/min';

/**
 * The one message every shared link travels with (decision 261): a short plain-English line
 * from the photographer's business, and the link last, so WhatsApp shows it as the preview
 * and the sentence still reads when a chat app cuts the text.
 */
export type ShareKind = 'invoice' | 'contract' | 'gallery' | 'booking-page' | 'profile' | 'booking';

export interface ShareFacts {
  kind: ShareKind;
  /** The full address being shared. */
  link: string;
  /**
   * Whose page it is (the business name): said for a profile or booking page, which travel to
   * strangers; a client's own link goes from the photographer's own phone and needs no name.
   */
  from?: string | undefined;
  /** What it is, where the kind has a name worth saying: an invoice number, a gallery's name. */
  what?: string | undefined;
}

const clean = (text: string | undefined) => (text ?? '').replace(/\s+/g, ' ').trim();

/** The words before the link. */
export function shareLead({ kind, from, what }: Omit<ShareFacts, 'link'>): string {
  const who = clean(from) || 'me';
  const name = clean(what);
  switch (kind) {
    case 'invoice':
      return `Hello, here is your invoice${name ? ` ${name}` : ''}. You can view and pay it here:`;
    case 'contract':
      return `Hello, here is your contract${name ? ` "${name}"` : ''}. You can read and sign it here:`;
    case 'gallery':
      return `Hello, your photos are ready${name ? ` in "${name}"` : ''}. You can view them here:`;
    case 'booking-page':
      return `Book a photo session with ${who} here:`;
    case 'profile':
      return `See the work of ${who} and book a session here:`;
    case 'booking':
      return `Hello, your photo session${name ? ` (${name})` : ''} is booked. You can see, move or cancel it here:`;
  }
}

/** The whole message: the lead, then the link. */
export function shareMessage(facts: ShareFacts): string {
  return `${shareLead(facts)} ${facts.link.trim()}`;
}

/**
 * A phone number as wa.me takes it: E.164 digits without the "+" (Nigerian numbers as typed,
 * 0803…, +234 803…, become 234803…); null when there is no usable number.
 */
export function whatsAppNumber(phone: string | null | undefined): string | null {
  const parsed = phone?.trim() ? parsePhoneNumberFromString(phone.trim(), 'NG') : undefined;
  if (!parsed?.isPossible()) return null;
  return parsed.number.replace(/^\+/, '');
}

/** The WhatsApp address that opens a chat (with the client when their number is known) with the text typed in. */
export function whatsAppUrl(text: string, phone?: string | null): string {
  const number = whatsAppNumber(phone);
  return `https://wa.me/${number ?? ''}?text=${encodeURIComponent(text)}`;
}
