/** The SQLSTATE of a database error, looking through drizzle's wrapper (`cause`). */
export function sqlState(err: unknown): string | undefined {
  let current: unknown = err;
  for (let depth = 0; depth < 3 && current && typeof current === 'object'; depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

/** PostgreSQL's unique_violation, from node-postgres or PGlite. */
export const isUniqueViolation = (err: unknown) => sqlState(err) === '23505';

/** PostgreSQL's foreign_key_violation: the row referred to is gone (deleted meanwhile). */
export const isForeignKeyViolation = (err: unknown) => sqlState(err) === '23503';
