import { z } from 'zod';

/**
 * Text that the server may store and show. PostgreSQL refuses a NUL byte in `text` (the request
 * ended in a 500), and a lone UTF-16 surrogate is not Unicode at all: it cannot be stored as
 * UTF-8 and breaks encoders further on. Every schema that accepts text from a person (bodies,
 * query strings, path parameters) builds it from `safeText()`, so the answer is a 400 naming the
 * field. Anything else (emoji, accents, other scripts) is fine.
 */
export const UNSAFE_TEXT_MESSAGE = 'Remove the invisible or invalid characters from this text';

// Lone high surrogate (not followed by a low one) or lone low surrogate (not preceded by a high one).
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export function isSafeText(value: string): boolean {
  return !value.includes('\u0000') && !LONE_SURROGATE.test(value);
}

/** `z.string()` that refuses NUL bytes and invalid Unicode; chain `.trim().max()` etc. as usual. */
export const safeText = (params?: Parameters<typeof z.string>[0]) =>
  z.string(params).refine(isSafeText, UNSAFE_TEXT_MESSAGE);

/** Largest value of a PostgreSQL `integer` column (sort orders, content prices in kobo). */
export const INT32_MAX = 2_147_483_647;

/** A sort position: a whole number that fits the `integer` column. */
export const sortOrderSchema = z
  .number('Enter a number')
  .int('Use a whole number')
  .min(-INT32_MAX, 'That number is too small')
  .max(INT32_MAX, 'That number is too large');
