import type { z } from 'zod';
import { isSafeText } from '../src/shared/text.ts';

/**
 * The text fields of a zod schema that do not go through `safeText()`: a bare `z.string()` (with
 * or without `.regex()`) lets a NUL byte or a lone surrogate through to PostgreSQL, which answers
 * 500. Strings with a format (uuid, email, the calendar date rules) and enums or literals only
 * take what their format allows, so they are safe. Returns the paths of the bare ones.
 */
export function bareTextFields(schema: z.ZodType, path = ''): string[] {
  // zod 4 keeps a schema's kind and parts on `_zod.def`.
  const def = (schema as unknown as { _zod: { def: ZodDef } })._zod.def;
  const at = (key: string | number) => (path ? `${path}.${key}` : String(key));
  switch (def.type) {
    case 'string':
      return def.format || def.checks?.some(isSafeTextCheck) ? [] : [path || '(text)'];
    case 'object':
      return Object.entries(def.shape ?? {}).flatMap(([key, value]) => bareTextFields(value, at(key)));
    case 'array':
      return bareTextFields(def.element!, at('[]'));
    case 'tuple':
      return (def.items ?? []).flatMap((item, i) => bareTextFields(item, at(i)));
    case 'record':
      return [...bareTextFields(def.keyType!, at('(key)')), ...bareTextFields(def.valueType!, at('(value)'))];
    case 'union':
      return [...new Set((def.options ?? []).flatMap((option) => bareTextFields(option, path)))];
    case 'intersection':
      return [...bareTextFields(def.left!, path), ...bareTextFields(def.right!, path)];
    // What arrives is what the first part of a pipe takes; the rest sees its output.
    case 'pipe':
      return bareTextFields(def.in!, path);
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'nonoptional':
    case 'readonly':
    case 'catch':
      return bareTextFields(def.innerType!, path);
    case 'lazy':
      return bareTextFields(def.getter!(), path);
    default:
      // Numbers, booleans, enums, literals, dates, files: nothing a NUL byte can ride in.
      return [];
  }
}

interface ZodDef {
  type: string;
  format?: string;
  checks?: { _zod: { def: { check?: string; fn?: unknown } } }[];
  shape?: Record<string, z.ZodType>;
  element?: z.ZodType;
  items?: z.ZodType[];
  keyType?: z.ZodType;
  valueType?: z.ZodType;
  options?: z.ZodType[];
  left?: z.ZodType;
  right?: z.ZodType;
  in?: z.ZodType;
  innerType?: z.ZodType;
  getter?: () => z.ZodType;
}

const isSafeTextCheck = (check: { _zod: { def: { check?: string; fn?: unknown } } }) =>
  check._zod.def.check === 'custom' && check._zod.def.fn === isSafeText;
