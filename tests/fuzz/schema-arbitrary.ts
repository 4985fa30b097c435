import fc from 'fast-check';

/**
 * A fast-check arbitrary of values that satisfy a JSON schema, for the subset the OpenAPI
 * document generated from our zod schemas uses: type (with OpenAPI's `nullable`), enum,
 * properties/required, items/minItems/maxItems, anyOf/oneOf, minLength/maxLength/pattern/
 * format, minimum/maximum. A keyword it does not know fails loudly, so that a new kind of
 * schema is taught here instead of being fuzzed with junk.
 */
export interface JsonSchema {
  type?: string | string[];
  nullable?: boolean;
  enum?: unknown[];
  const?: unknown;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  items?: JsonSchema;
  minItems?: number;
  maxItems?: number;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  format?: string;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  default?: unknown;
  description?: string;
}

const KNOWN = new Set([
  'type',
  'nullable',
  'enum',
  'const',
  'properties',
  'required',
  'additionalProperties',
  'items',
  'minItems',
  'maxItems',
  'anyOf',
  'oneOf',
  'minLength',
  'maxLength',
  'pattern',
  'format',
  'minimum',
  'maximum',
  'exclusiveMinimum',
  'exclusiveMaximum',
  'default',
  'description',
  'title',
  'example',
]);

/** Strings stay short unless the schema asks for more: long ones are the mutations' job. */
const LONGEST_GENERATED = 40;

function stringArbitrary(schema: JsonSchema): fc.Arbitrary<string> {
  const min = schema.minLength ?? 0;
  const max = Math.min(schema.maxLength ?? min + LONGEST_GENERATED, min + LONGEST_GENERATED);
  const fits = (s: string) => s.length >= min && s.length <= (schema.maxLength ?? Number.POSITIVE_INFINITY);
  if (schema.format === 'uuid') return fc.uuid({ version: 4 });
  if (schema.format === 'email') {
    return fc
      .tuple(fc.stringMatching(/^[a-z][a-z0-9]{0,12}$/), fc.constantFrom('example.com', 'mail.example.ng'))
      .map(([local, domain]) => `${local}@${domain}`)
      .filter(fits);
  }
  if (schema.format === 'date') {
    return fc
      .date({ min: new Date('2000-01-01'), max: new Date('2040-12-31'), noInvalidDate: true })
      .map((d) => d.toISOString().slice(0, 10));
  }
  if (schema.format === 'date-time') {
    return fc
      .date({ min: new Date('2000-01-01'), max: new Date('2040-12-31'), noInvalidDate: true })
      .map((d) => d.toISOString());
  }
  if (schema.pattern) {
    return fc.stringMatching(new RegExp(schema.pattern)).filter(fits);
  }
  // Printable text with the occasional naira sign and Yoruba letters, as people type it.
  const unit = fc.oneof(
    { weight: 8, arbitrary: fc.constantFrom(...'abcdefghijklmnopqrstuvwxyz ABCXYZ0123456789.,-') },
    { weight: 1, arbitrary: fc.constantFrom('₦', 'ẹ', 'ọ', 'ṣ', 'Ọ́', 'é') },
  );
  return fc
    .array(unit, { minLength: min, maxLength: Math.max(min, max) })
    .map((chars) => chars.join(''))
    .filter((s) => fits(s) && (min === 0 || s.trim().length > 0));
}

function numberArbitrary(schema: JsonSchema, integer: boolean): fc.Arbitrary<number> {
  const min =
    schema.minimum ?? (schema.exclusiveMinimum !== undefined ? schema.exclusiveMinimum + 1 : -1_000_000);
  const max =
    schema.maximum ?? (schema.exclusiveMaximum !== undefined ? schema.exclusiveMaximum - 1 : 1_000_000);
  const lo = Math.max(min, Number.MIN_SAFE_INTEGER);
  const hi = Math.min(max, Number.MAX_SAFE_INTEGER);
  return integer
    ? fc.integer({ min: Math.ceil(lo), max: Math.floor(hi) })
    : fc.double({ min: lo, max: hi, noNaN: true, noDefaultInfinity: true });
}

export function arbitraryFor(schema: JsonSchema): fc.Arbitrary<unknown> {
  const unknownKeys = Object.keys(schema).filter((k) => !KNOWN.has(k));
  if (unknownKeys.length) throw new Error(`schema-arbitrary: teach me ${unknownKeys.join(', ')}`);

  const base = baseArbitrary(schema);
  return schema.nullable ? fc.option(base, { nil: null, freq: 5 }) : base;
}

function baseArbitrary(schema: JsonSchema): fc.Arbitrary<unknown> {
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  const alternatives = schema.anyOf ?? schema.oneOf;
  if (alternatives) return fc.oneof(...alternatives.map(arbitraryFor));
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  switch (type) {
    case 'string':
      return stringArbitrary(schema);
    case 'integer':
      return numberArbitrary(schema, true);
    case 'number':
      return numberArbitrary(schema, false);
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array': {
      const minLength = schema.minItems ?? 0;
      const maxLength = Math.min(schema.maxItems ?? minLength + 3, minLength + 3);
      return fc.array(arbitraryFor(schema.items ?? {}), { minLength, maxLength });
    }
    case 'object':
    case undefined: {
      const properties = schema.properties ?? {};
      const required = new Set(schema.required ?? []);
      const record: Record<string, fc.Arbitrary<unknown>> = {};
      for (const [name, property] of Object.entries(properties)) record[name] = arbitraryFor(property);
      return fc.record(record, { requiredKeys: [...required].filter((k) => k in properties) });
    }
    default:
      throw new Error(`schema-arbitrary: unknown type ${String(type)}`);
  }
}
