/**
 * How many parts an SMS costs. The GSM-7 alphabet gives 160 characters in one part and 153 a
 * part once the text is split (the rest carries the joining header); its extension characters
 * (^ { } \ [ ~ ] | €) take two places. Any other character (₦, emoji, typographic quotes,
 * most accents) sends the whole text as unicode: 70 in one part, 67 a part when split.
 */
const GSM7_BASIC = new Set(
  '@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !"#¤%&\'()*+,-./0123456789:;<=>?¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà',
);
const GSM7_EXTENSION = new Set('^{}\\[~]|€\f');

export type SmsEncoding = 'gsm7' | 'unicode';

export interface SmsLength {
  encoding: SmsEncoding;
  /** Places used: GSM-7 septets (an extension character counts 2), or UTF-16 code units. */
  units: number;
  parts: number;
}

const LIMITS: Record<SmsEncoding, { single: number; split: number }> = {
  gsm7: { single: 160, split: 153 },
  unicode: { single: 70, split: 67 },
};

export function smsLength(text: string): SmsLength {
  let septets = 0;
  let gsm = true;
  for (const char of text) {
    if (GSM7_BASIC.has(char)) septets += 1;
    else if (GSM7_EXTENSION.has(char)) septets += 2;
    else {
      gsm = false;
      break;
    }
  }
  const encoding: SmsEncoding = gsm ? 'gsm7' : 'unicode';
  const units = gsm ? septets : text.length;
  const { single, split } = LIMITS[encoding];
  const parts = units === 0 ? 1 : units <= single ? 1 : Math.ceil(units / split);
  return { encoding, units, parts };
}

/** Characters outside GSM-7 that have a plain equal, so a text does not turn unicode for them. */
const PLAIN: Record<string, string> = {
  '\u00a0': ' ',
  '\u202f': ' ',
  '\u2009': ' ',
  '\u2018': "'",
  '\u2019': "'",
  '\u201c': '"',
  '\u201d': '"',
  '\u2013': '-',
  '\u2014': '-',
  '\u2026': '...',
  '₦': 'NGN ',
};

/** The text with typographic characters made plain (₦ is written NGN, as design/termii.md asks). */
export function plainSmsText(text: string): string {
  return text.replace(
    /[\u00a0\u202f\u2009\u2018\u2019\u201c\u201d\u2013\u2014\u2026₦]/g,
    (c) => PLAIN[c] ?? c,
  );
}
