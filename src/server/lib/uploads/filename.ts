import path from 'node:path';

const MAX_NAME_LENGTH = 120;

/**
 * A file name safe to store, show and send back in Content-Disposition: the last path segment
 * only (no folders, no "..", either slash), no control or reserved characters, no leading dots
 * (hidden files), Unicode normalised, and at most 120 characters with the extension kept.
 * Never used to build a storage path: keys are ids; the name is only a label.
 */
export function sanitizeFilename(raw: string | undefined, fallback = 'file'): string {
  const base = (raw ?? '').normalize('NFC').split(/[\\/]/).pop() ?? '';
  const cleaned = base
    // biome-ignore lint/suspicious/noControlCharactersInRegex: removing control characters is the point
    .replace(/[\u0000-\u001f\u007f-\u009f]/g, '')
    .replace(/[<>:"|?*\u200b-\u200f\u202a-\u202e\u2066-\u2069]/g, '_')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^[.\s]+/, '')
    .replace(/[.\s]+$/, '');
  if (!cleaned) return fallback;
  // Counted in code points, so an emoji or a Yoruba letter is never cut in half.
  const chars = Array.from(cleaned);
  if (chars.length <= MAX_NAME_LENGTH) return cleaned;
  const ext = path.extname(cleaned).slice(0, 16);
  return `${chars.slice(0, MAX_NAME_LENGTH - ext.length).join('')}${ext}`;
}
