import fc from 'fast-check';
import { z } from 'zod';

type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  minimum?: number;
  maximum?: number;
  maxLength?: number;
  maxItems?: number;
};

/** Text an attacker or a broken scanner sends: NUL and control characters, markup, huge and odd. */
export const hostileText = fc.oneof(
  fc.constantFrom(
    '',
    ' ',
    '\u0000',
    'a\u0000b',
    '\u001B[31m',
    '\u007F',
    "'; drop table users; --",
    '<script>x</script>',
    '%00',
    '../../etc/passwd',
    'MVM2147483648',
    'E99999999999',
    '85073003328',
    '١٢٣',
  ),
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 20 }),
  fc.constant('x'.repeat(5000)),
);

/** Numbers outside every column and rule. */
export const hostileNumber = fc.oneof(
  fc.constantFrom(0, -1, 2 ** 31, 2 ** 53, -(2 ** 53), 1e308, 0.5, Number.MIN_VALUE),
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
);

/** A path segment for an id: strict parsing must refuse every odd spelling. */
export const oddId = fc.oneof(
  fc.constantFrom(
    '0',
    '-1',
    '2147483648',
    '99999999999',
    '1e0',
    '0x1',
    ' 1',
    '1 ',
    '+1',
    '1.0',
    'MVM',
    'MVM0',
    'E0',
    '\u0000',
    'null',
    'undefined',
    '999999',
  ),
  fc.nat().map(String),
  fc.string({ maxLength: 12 }),
);

const deepNesting = fc.integer({ min: 30, max: 200 }).map((depth) => {
  let value: unknown = 'x';
  for (let i = 0; i < depth; i += 1) value = depth % 2 ? [value] : { a: value };
  return value;
});

/** Any JSON value, with hostile leaves. */
export const hostileJson: fc.Arbitrary<unknown> = fc.letrec((tie) => ({
  value: fc.oneof(
    { depthSize: 'small' },
    hostileText,
    hostileNumber,
    fc.boolean(),
    fc.constant(null),
    fc.array(tie('value'), { maxLength: 4 }),
    fc.dictionary(hostileText, tie('value'), { maxKeys: 4 }),
  ),
})).value;

function fromJsonSchema(schema: JsonSchema, depth: number): fc.Arbitrary<unknown> {
  if (depth > 6) return fc.constant(null);
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  const variants = schema.anyOf ?? schema.oneOf;
  if (variants?.length) return fc.oneof(...variants.map((v) => fromJsonSchema(v, depth + 1)));
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  switch (type) {
    case 'object': {
      const entries = Object.entries(schema.properties ?? {}).map(
        ([key, child]) => [key, fromJsonSchema(child, depth + 1)] as const,
      );
      return fc.record(Object.fromEntries(entries), { requiredKeys: schema.required ?? [] });
    }
    case 'array':
      return fc.array(schema.items ? fromJsonSchema(schema.items, depth + 1) : hostileJson, {
        maxLength: Math.min(schema.maxItems ?? 3, 3),
      });
    case 'string':
      return fc.oneof(fc.string({ maxLength: Math.min(schema.maxLength ?? 20, 20) }), hostileText);
    case 'integer':
      return fc.oneof(fc.integer({ min: schema.minimum ?? -5, max: schema.maximum ?? 1000 }), hostileNumber);
    case 'number':
      return fc.oneof(
        fc.double({ min: schema.minimum ?? -5, max: schema.maximum ?? 1000, noNaN: true }),
        hostileNumber,
      );
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    default:
      return hostileJson;
  }
}

/** Bodies shaped by the route's zod schema (mostly valid, with hostile leaves), and bodies outside it. */
export function bodyFor(schema: unknown): fc.Arbitrary<unknown> {
  const outside = fc.oneof(hostileJson, deepNesting);
  if (!(schema instanceof z.ZodType)) return outside;
  let json: JsonSchema;
  try {
    json = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
  } catch {
    return outside;
  }
  return fc.oneof({ arbitrary: fromJsonSchema(json, 0), weight: 3 }, { arbitrary: outside, weight: 1 });
}

/** A query string for the route: its own keys (when it has a schema) and others, with hostile values. */
export function queryFor(schema: unknown): fc.Arbitrary<Record<string, string>> {
  const keys = schema instanceof z.ZodObject ? Object.keys(schema.shape) : ['search', 'page'];
  const value = fc.oneof(hostileText, hostileNumber.map(String), oddId);
  return fc.dictionary(fc.oneof(fc.constantFrom(...keys), fc.string({ maxLength: 6 })), value, {
    maxKeys: 4,
  });
}
