import type { JsonSchema } from './schema-arbitrary.ts';

/** Building fuzz requests from the OpenAPI document: operations, callers, URLs that carry any bytes. */

export interface Parameter {
  in: 'path' | 'query' | 'header';
  name: string;
  required?: boolean;
  schema: JsonSchema;
}
export interface Operation {
  parameters?: Parameter[];
  requestBody?: { content: Record<string, { schema: JsonSchema }> };
  responses?: Record<string, { content?: Record<string, { schema: JsonSchema }> }>;
  summary?: string;
}

export type Actor = 'superAdmin' | 'approvedPhotographer' | 'pendingPhotographer';

/** Who calls an operation: its owner role where it has one, otherwise a super admin. */
export function actorFor(path: string): Actor {
  if (path.startsWith('/api/marketplace/my-listing')) return 'approvedPhotographer';
  if (path.startsWith('/api/accounts/photographer-')) return 'pendingPhotographer';
  return 'superAdmin';
}

/**
 * Percent-encoding that also sends lone surrogates (as their WTF-8 bytes, which are not valid
 * UTF-8), where encodeURIComponent would throw: a client can send any bytes.
 */
export function encodeAny(text: string): string {
  let out = '';
  for (const ch of text) {
    const unit = ch.charCodeAt(0);
    if (ch.length === 1 && unit >= 0xd800 && unit <= 0xdfff) {
      out += [0xe0 | (unit >> 12), 0x80 | ((unit >> 6) & 0x3f), 0x80 | (unit & 0x3f)]
        .map((b) => `%${b.toString(16).toUpperCase()}`)
        .join('');
    } else out += encodeURIComponent(ch);
  }
  return out;
}

export function queryString(query: Record<string, unknown>): string {
  const text = Object.entries(query)
    .filter(([, v]) => v !== undefined)
    .map(([k, v]) => `${encodeAny(k)}=${encodeAny(String(v))}`)
    .join('&');
  return text ? `?${text}` : '';
}

export function urlFor(path: string, pathParams: Record<string, unknown>, query: Record<string, unknown>) {
  const filled = path.replace(/\{(\w+)\}/g, (_m, name: string) => encodeAny(String(pathParams[name])));
  return filled + queryString(query);
}

export function decodeURIComponentSafe(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}
