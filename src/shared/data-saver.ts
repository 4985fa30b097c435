/**
 * Data saver (decision 267): THE rule that says whether a gallery spares the visitor's data.
 * The server applies it to the request (the `Save-Data` header, the `ECT` client hint and the
 * visitor's remembered choice), the browser to what it knows after loading
 * (navigator.connection), so both sides give the same answer for the same facts.
 */

/** The cookie that remembers the visitor's own choice: 'on' or 'off'. Readable by the page. */
export const DATA_SAVER_COOKIE = 'aworan_data_saver';
/** A year: the choice outlives a session, as a setting does. */
export const DATA_SAVER_COOKIE_DAYS = 365;

/** Connection types (Network Information API, ECT hint) slow enough to spare data on. */
const SLOW_CONNECTIONS = new Set(['slow-2g', '2g', '3g']);

export type DataSaverChoice = 'on' | 'off';

export interface DataSaverFacts {
  /** The visitor's remembered choice, if they made one. */
  choice: DataSaverChoice | null;
  /** The browser asks for reduced data (`Save-Data: on`, navigator.connection.saveData). */
  saveData: boolean;
  /** The measured connection type ('4g', '3g', '2g', 'slow-2g'), if known. */
  effectiveType: string | null;
}

export type DataSaverReason = 'choice' | 'save-data' | 'slow-connection' | 'none';

/**
 * On when the visitor turned it on; off when they turned it off (their choice beats what the
 * browser says); otherwise on when the browser asks for reduced data or reports a 2G/3G link.
 */
export function decideDataSaver(facts: DataSaverFacts): { on: boolean; reason: DataSaverReason } {
  if (facts.choice) return { on: facts.choice === 'on', reason: 'choice' };
  if (facts.saveData) return { on: true, reason: 'save-data' };
  if (facts.effectiveType && SLOW_CONNECTIONS.has(facts.effectiveType.trim().toLowerCase()))
    return { on: true, reason: 'slow-connection' };
  return { on: false, reason: 'none' };
}

/** The cookie's value as a choice; anything else is no choice. */
export function dataSaverChoiceOf(value: string | undefined | null): DataSaverChoice | null {
  return value === 'on' || value === 'off' ? value : null;
}

/** The request's facts: `Save-Data: on` (RFC 8942 client hint), `ECT`, and the choice cookie. */
export function dataSaverFactsOfRequest(
  headers: Record<string, string | string[] | undefined>,
  cookie: string | undefined,
): DataSaverFacts {
  const one = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v)?.trim() ?? '';
  return {
    choice: dataSaverChoiceOf(cookie),
    saveData: one(headers['save-data']).toLowerCase() === 'on',
    effectiveType: one(headers.ect) || null,
  };
}
