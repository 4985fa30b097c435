/**
 * 5xx answers the OpenAPI fuzz test knows about and that are still to be fixed (input the
 * database cannot store, decision 076: NUL bytes and 32-bit overflows in the shared schemas,
 * truncated multipart → 400).
 * Keyed by 'METHOD /path' as in the OpenAPI document, with the kind of input that caused it.
 * An entry that no longer happens fails the test: this list only shrinks, to empty.
 */
export type Reason = 'nul-byte' | 'invalid-unicode' | 'int-overflow' | 'bad-multipart' | 'other';

export const KNOWN_PENDING: Record<string, Reason[]> = {};
