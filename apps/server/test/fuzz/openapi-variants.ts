/**
 * Malformed requests generated from the OpenAPI document: for each operation, about 30 variants
 * that a careless or hostile client could send. Pure functions, no I/O; fuzz.test.ts sends them.
 */

type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  enum?: unknown[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  default?: unknown;
  minimum?: number;
  minItems?: number;
  required?: string[];
};

export interface Operation {
  method: string;
  path: string;
  pathParams: string[];
  queryParams: string[];
  jsonBody: JsonSchema | null;
  /** Operations that declare no security (public) are sent unauthenticated anyway. */
  public: boolean;
}

export interface Variant {
  method?: string;
  label: string;
  path: string;
  /** Raw body as sent; undefined sends none. */
  body?: string;
  contentType?: string;
  /** false sends no Authorization header, a string sends that header verbatim. */
  auth: true | false | string;
}

export interface KnownIds {
  customer: number;
  travel: number;
}

const MB_STRING = 'x'.repeat(1024 * 1024);
const deepArray = (depth: number) => '['.repeat(depth) + ']'.repeat(depth);
const deepObject = (depth: number): unknown => {
  let value: unknown = 'leaf';
  for (let i = 0; i < depth; i++) value = { a: value };
  return value;
};

/** Values that break naive code, put in place of one field at a time. */
export const MALFORMED_VALUES: Array<[string, unknown]> = [
  ['null', null],
  ['array', ['a', 1]],
  ['object', { nested: true }],
  ['1 MB string', MB_STRING],
  ['deep nesting', deepObject(500)],
  ['NUL', 'a\u0000b'],
  ['control chars', '\u0001\u0007\u001b[31m'],
  ['emoji', '🧳✈️👩‍👩‍👧'],
  ['RTL', '\u202Eabc\u202Cمرحبا'],
  ['zero', 0],
  ['minus one', -1],
  ['2^31', 2 ** 31],
  ['2^53', 2 ** 53],
  ['2^63', 9223372036854775808],
  ['1e308', 1e308],
  ['fraction', 1.5],
  ['abc', 'abc'],
  ['boolean', true],
  ['empty string', ''],
  ['year 0000', '0000-01-01'],
  ['year 9999', '9999-12-31'],
  ['Feb 30', '2026-02-30'],
  ['BR year 0000', '01/01/0000'],
  ['instant year 0000', '0000-01-01T00:00:00Z'],
  ['scheduled year 9999', '31/12/9999 23:59:00'],
];

const DATE_VALUES = MALFORMED_VALUES.filter(([label]) => /year|Feb/.test(label));

export const ID_VALUES = ['0', '-1', '2147483647', '2147483648', '9007199254740992', '9223372036854775808', 'abc', '1.5', '1e3', '%00', '%F0%9F%A7%B3'];
const TEXT_PARAM_VALUES = ['%00', 'a'.repeat(190), '%E2%80%AEabc', '..%2F..%2Fetc%2Fpasswd', '%F0%9F%A7%B3'];
const QUERY_VALUES = ['%00', 'a%00b', '-1', '2147483648', '9223372036854775808', 'abc', '0000-01-01', '9999-12-31', '2026-02-30', 'x'.repeat(5000), '%E2%80%AE', '[]'];

const DATE_FIELD = /date|going|back|scheduled|birth|expir|_at$|_to$|_from$|^start|^end|check_in|check_out|pickup|return/i;

function typeOf(schema: JsonSchema): string | undefined {
  if (Array.isArray(schema.type)) return schema.type.find((t) => t !== 'null');
  if (schema.type) return schema.type;
  const alternatives = schema.anyOf ?? schema.oneOf ?? schema.allOf;
  const first = alternatives?.find((s) => s.type !== 'null');
  return first ? typeOf(first) : undefined;
}

/** A plausible value for a schema, so that one malformed field is checked past the others. */
export function sample(schema: JsonSchema, name: string, ids: KnownIds, depth = 0): unknown {
  if (schema.enum?.length) return schema.enum[0];
  const alternative = (schema.oneOf ?? schema.anyOf)?.find((s) => s.type !== 'null');
  if (alternative && !schema.properties) return sample(alternative, name, ids, depth);
  if (schema.allOf?.[0]) return sample(schema.allOf[0], name, ids, depth);
  switch (typeOf(schema)) {
    case 'integer':
    case 'number':
      if (/customer/.test(name)) return ids.customer;
      if (/travel/.test(name)) return ids.travel;
      return Math.max(1, schema.minimum ?? 1);
    case 'boolean':
      return false;
    case 'array':
      return schema.items && depth < 4 ? [sample(schema.items, name, ids, depth + 1)] : [];
    case 'object': {
      const object: Record<string, unknown> = {};
      if (depth < 4) for (const [key, prop] of Object.entries(schema.properties ?? {})) object[key] = sample(prop, key, ids, depth + 1);
      return object;
    }
    default:
      if (DATE_FIELD.test(name)) return '2026-06-15';
      if (/email/.test(name)) return 'fuzz@agencia.test';
      return 'Fuzz';
  }
}

/** Top-level properties of a body schema (of its first alternative when it is a union). */
function bodyProperties(schema: JsonSchema): Record<string, JsonSchema> {
  if (schema.properties) return schema.properties;
  const first = (schema.oneOf ?? schema.anyOf ?? schema.allOf)?.[0];
  return first ? bodyProperties(first) : {};
}

export function operationsOf(document: { paths: Record<string, Record<string, unknown>> }): Operation[] {
  const operations: Operation[] = [];
  for (const [path, methods] of Object.entries(document.paths)) {
    for (const [method, raw] of Object.entries(methods)) {
      const op = raw as {
        parameters?: Array<{ in: string; name: string }>;
        requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
        security?: unknown[];
      };
      operations.push({
        method: method.toUpperCase(),
        path,
        pathParams: (op.parameters ?? []).filter((p) => p.in === 'path').map((p) => p.name),
        queryParams: (op.parameters ?? []).filter((p) => p.in === 'query').map((p) => p.name),
        jsonBody: op.requestBody?.content?.['application/json']?.schema ?? null,
        public: Array.isArray(op.security) && op.security.length === 0,
      });
    }
  }
  return operations;
}

/** About 30 malformed variants of one operation. */
export function variantsOf(op: Operation, ids: KnownIds): Variant[] {
  const baseId = op.path.startsWith('/api/v1/customers') ? ids.customer : ids.travel;
  const fill = (params: Record<string, string> = {}) =>
    op.path.replace(/\{(\w+)\}/g, (_, name: string) => params[name] ?? (name === 'id' ? String(baseId) : 'fuzz-token-0000000000'));
  const path = fill();
  const hasBody = op.method !== 'GET' && op.method !== 'DELETE';
  const baseBody = op.jsonBody ? (sample(op.jsonBody, '', ids) as Record<string, unknown>) : {};
  const json = (value: unknown) => JSON.stringify(value);
  const variants: Variant[] = [];
  const add = (label: string, variant: Omit<Variant, 'label' | 'auth'> & { auth?: Variant['auth'] }) =>
    variants.push({ label, auth: true, ...variant });
  const withBody = (body: string, contentType = 'application/json') => (hasBody ? { body, contentType } : {});

  add('no token', { path, auth: false, ...withBody(json(baseBody)) });
  add('forged token', { path, auth: 'Bearer eyJhbGciOiJub25lIn0.eyJzdWIiOjF9.', ...withBody(json(baseBody)) });
  add('plausible', { path, ...withBody(json(baseBody)) });

  for (const name of op.pathParams) {
    const values = name === 'id' ? ID_VALUES : TEXT_PARAM_VALUES;
    for (const value of values) add(`path ${name}=${value.slice(0, 20)}`, { path: fill({ [name]: value }), ...withBody(json(baseBody)) });
  }

  op.queryParams.forEach((name, index) => {
    for (let k = 0; k < 3; k++) {
      const value = QUERY_VALUES[(index * 3 + k) % QUERY_VALUES.length]!;
      add(`query ${name}=${value.slice(0, 20)}`, { path: `${path}?${name}=${value}` });
    }
  });
  if (op.queryParams.length) add('query repeated', { path: `${path}?${op.queryParams.map((n) => `${n}=1&${n}=2`).join('&')}` });

  if (hasBody) {
    add('empty body', { path, body: '', contentType: 'application/json' });
    add('no body', { path });
    add('null body', { path, body: 'null', contentType: 'application/json' });
    add('array body', { path, body: json([baseBody]), contentType: 'application/json' });
    add('string body', { path, body: json('text'), contentType: 'application/json' });
    add('broken JSON', { path, body: '{"a":', contentType: 'application/json' });
    add('deeply nested JSON', { path, body: deepArray(20_000), contentType: 'application/json' });
    add('text/plain', { path, body: json(baseBody), contentType: 'text/plain' });
    add('xml', { path, body: '<a>1</a>', contentType: 'application/xml' });
    add('form-urlencoded', { path, body: 'a=1&b=%00', contentType: 'application/x-www-form-urlencoded' });
    add('multipart without parts', { path, body: '--b\r\n--b--\r\n', contentType: 'multipart/form-data; boundary=b' });
    add('multipart with garbage file', {
      path,
      body: `--b\r\nContent-Disposition: form-data; name="file"; filename="a\u0000.png"\r\nContent-Type: image/png\r\n\r\n\u0089PNG garbage\r\n--b\r\nContent-Disposition: form-data; name="customer_id"\r\n\r\n2147483648\r\n--b--\r\n`,
      contentType: 'multipart/form-data; boundary=b',
    });
    add('multipart truncated', { path, body: '--b\r\nContent-Disposition: form-data; name="x"\r\n\r\nabc', contentType: 'multipart/form-data; boundary=b' });
    add('extra fields', { path, ...withBody(json({ ...baseBody, extra_field: 'x', __proto__x: { admin: true }, agency_id: 1 })) });
    add('prototype pollution', { path, ...withBody('{"__proto__":{"admin":true},"constructor":{"prototype":{"x":1}}}') });

    const fields = Object.keys(op.jsonBody ? bodyProperties(op.jsonBody) : {});
    if (fields.length) {
      MALFORMED_VALUES.forEach(([label, value], k) => {
        const field = fields[k % fields.length]!;
        add(`${field}=${label}`, { path, ...withBody(json({ ...baseBody, [field]: value })) });
      });
      // NUL and an out-of-range id in every field: the two inputs that reached the database.
      for (const field of fields) {
        add(`${field}=NUL`, { path, ...withBody(json({ ...baseBody, [field]: 'a\u0000b' })) });
        add(`${field}=2^31`, { path, ...withBody(json({ ...baseBody, [field]: 2 ** 31 })) });
      }
      for (const field of fields.filter((f) => DATE_FIELD.test(f)))
        for (const [label, value] of DATE_VALUES) add(`${field}=${label}`, { path, ...withBody(json({ ...baseBody, [field]: value })) });
    }
  }
  return variants;
}
