import type { RouteOptions } from 'fastify';
import {
  acceptedTypes,
  mainType,
  sampleValue,
  toJsonSchema,
  type JsonSchema,
} from './sample-value';

/** `reject`: the input is wrong, so the answer must be 4xx. `survive`: any answer but a 5xx. */
export type Expectation = 'reject' | 'survive';
export type HostileCase = {
  name: string;
  method: string;
  url: string;
  headers?: Record<string, string>;
  payload?: string | Buffer;
  expect: Expectation;
  /** Tried with every role; the rest only with the admin token, which reaches the deepest checks. */
  everyRole?: boolean;
};

export const ONE_MB = 'A'.repeat(1_000_000);
const deepObject = (depth: number): unknown => {
  let value: unknown = 'bottom';
  for (let i = 0; i < depth; i++) value = { a: value };
  return value;
};
const DEEP_ARRAY_TEXT = '['.repeat(50_000) + ']'.repeat(50_000);
const INVALID_UTF8 = Buffer.from([
  0x7b, 0x22, 0x6e, 0x22, 0x3a, 0x22, 0xff, 0xfe, 0xc3, 0x28, 0x22, 0x7d,
]); // {"n":"\xff\xfe\xc3("}
const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const JSON_HEADERS = { 'content-type': 'application/json' };

const CANDIDATES: [string, unknown][] = [
  ['number', 12345],
  ['string', 'not-a-valid-value'],
  ['object', { nested: true }],
  ['array', ['a']],
  ['boolean', true],
];

/** Values of JSON types the field does not accept (an enum takes none of these). */
function wrongValues(types: Set<string> | undefined): unknown[] {
  if (!types) return [];
  return CANDIDATES.filter(([type]) => !types.has(type)).map(([, value]) => value);
}

function fillPath(url: string, params: JsonSchema | null, override?: [string, string]): string {
  const sample = (params ? sampleValue(params) : {}) as Record<string, unknown>;
  return url
    .replace(/:(\w+)/g, (_m, name: string) =>
      override?.[0] === name ? override[1] : encodeURIComponent(String(sample[name] ?? 'x')),
    )
    .replace(/\*$/, override?.[0] === '*' ? override[1] : 'file.png');
}

/** Every hostile input tried against one route. */
export function hostileCases(
  route: Pick<RouteOptions, 'url' | 'schema' | 'config'>,
  method: string,
): HostileCase[] {
  const params = toJsonSchema(route.schema?.params);
  const query = toJsonSchema(route.schema?.querystring);
  const body = toJsonSchema(route.schema?.body);
  const path = fillPath(route.url, params);
  const cases: HostileCase[] = [];
  const add = (c: Omit<HostileCase, 'method'>) => cases.push({ method, ...c });

  // Path parameters that are not what the route expects.
  const names = [...route.url.matchAll(/:(\w+)/g)]
    .map((m) => m[1]!)
    .concat(route.url.endsWith('*') ? ['*'] : []);
  for (const name of names) {
    for (const [label, value] of [
      ['not an id', 'not-a-valid-id'],
      ['NUL byte', '%00'],
      ['1000 characters', 'A'.repeat(1000)],
      ['path traversal', '..%2F..%2Fetc%2Fpasswd'],
      ['SQL quote', "1'%20OR%20'1'%3D'1"],
      ['invalid UTF-8', '%FF%FE'],
    ] as const) {
      add({
        name: `param ${name}: ${label}`,
        url: fillPath(route.url, params, [name, value]),
        expect: 'reject',
        everyRole: true,
      });
    }
  }

  // Query strings: junk everywhere, then each declared key with wrong, repeated and huge values.
  const baseQuery = (query ? sampleValue(query) : {}) as Record<string, unknown>;
  // On routes with a body, the query cases carry a plausible body so they reach the query checks.
  const withBody =
    BODY_METHODS.has(method) && body
      ? { payload: JSON.stringify(sampleValue(body)), headers: JSON_HEADERS }
      : {};
  const qs = (entries: Record<string, unknown>) =>
    Object.entries(entries)
      .map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(String(v))}`)
      .join('&');
  add({
    name: 'query: prototype keys, nesting, repeats',
    url: `${path}?__proto__[polluted]=1&constructor[prototype][polluted]=1&a[b][c][d]=1&x=1&x=2`,
    expect: 'survive',
    everyRole: true,
    ...withBody,
  });
  add({
    name: 'query: invalid UTF-8 escapes',
    url: `${path}?%FF%FE=%C0%AF&q=%E0%80`,
    expect: 'survive',
    everyRole: true,
    ...withBody,
  });
  for (const [key, prop] of Object.entries(query?.properties ?? {})) {
    const types = acceptedTypes(prop);
    if (!types) continue;
    // Query values are all text; only a field that takes no text can refuse one.
    add({
      name: `query ${key}: not a valid value`,
      url: `${path}?${qs({ ...baseQuery, [key]: 'not-a-valid-value' })}`,
      expect: types.has('string') ? 'survive' : 'reject',
      ...withBody,
    });
    add({
      name: `query ${key}: 1 MB`,
      url: `${path}?${qs({ ...baseQuery, [key]: ONE_MB })}`,
      expect: 'reject',
      ...withBody,
    });
    add({
      name: `query ${key}: repeated`,
      url: `${path}?${qs(baseQuery)}&${key}=1&${key}=2`,
      expect: 'survive',
      ...withBody,
    });
  }

  // A raw upload takes any bytes as the file itself: JSON-shaped attacks don't apply to it.
  const rawUpload = (route.config as { rawUpload?: boolean } | undefined)?.rawUpload === true;
  if (!BODY_METHODS.has(method) || rawUpload) return cases;
  const declared = body !== null;
  const raw = (
    name: string,
    payload: string | Buffer,
    expect: Expectation,
    headers: Record<string, string> = JSON_HEADERS,
    everyRole = true,
  ) => add({ name, url: path, payload, headers, expect, everyRole });
  raw('body: invalid JSON', '{"name": "x",', 'reject');
  raw('body: invalid UTF-8', INVALID_UTF8, 'reject');
  raw('body: __proto__ key', '{"__proto__": {"polluted": true}, "role": "admin"}', 'reject');
  raw(
    'body: constructor.prototype key',
    '{"constructor": {"prototype": {"polluted": true}}}',
    'reject',
  );
  raw('body: over 1 MB', JSON.stringify({ text: ONE_MB + ONE_MB }), 'reject');
  raw('body: 50 000 levels of arrays', DEEP_ARRAY_TEXT, declared ? 'reject' : 'survive');
  raw('body: form-encoded', 'role=admin', 'reject', {
    'content-type': 'application/x-www-form-urlencoded',
  });
  raw('body: text/plain', 'hello', declared ? 'reject' : 'survive', {
    'content-type': 'text/plain',
  });
  raw('body: empty JSON', '', declared ? 'reject' : 'survive');
  for (const top of [[], 'text', 42, null, true])
    raw(
      `body: top-level ${JSON.stringify(top)}`,
      JSON.stringify(top),
      declared && mainType(body!) === 'object' ? 'reject' : 'survive',
    );
  if (!declared || mainType(body!) !== 'object') return cases;

  const base = sampleValue(body!) as Record<string, unknown>;
  const json = (name: string, value: unknown, expect: Expectation) =>
    raw(name, JSON.stringify(value), expect, JSON_HEADERS, false);
  if (body!.required?.length) json('body: {} (every field missing)', {}, 'reject');
  json('body: plausible', base, 'survive');
  json(
    'body: extra fields (role, isAdmin, id, userId)',
    {
      ...base,
      role: 'admin',
      isAdmin: true,
      id: '00000000-0000-4000-8000-000000000000',
      userId: 'x',
      extra: 1,
    },
    'survive',
  );
  for (const [key, prop] of Object.entries(body!.properties ?? {})) {
    const types = acceptedTypes(prop);
    const without = { ...base };
    delete without[key];
    if (body!.required?.includes(key) && prop.default === undefined)
      json(`body ${key}: missing`, without, 'reject');
    if (!types) continue;
    for (const wrong of wrongValues(types))
      json(`body ${key}: wrong type ${JSON.stringify(wrong)}`, { ...base, [key]: wrong }, 'reject');
    json(`body ${key}: 1 MB string`, { ...base, [key]: ONE_MB }, 'reject');
    json(
      `body ${key}: 2 000 levels deep`,
      { ...base, [key]: deepObject(2000) },
      types.has('object') ? 'survive' : 'reject',
    );
    json(`body ${key}: null`, { ...base, [key]: null }, 'survive');
    if (types.has('string')) {
      for (const [label, text] of [
        ['NUL', 'a\u0000b'],
        ['lone surrogate', 'a\ud800b'],
        ['script tag', '<script>alert(1)</script>'],
        ['SQL', "x' OR '1'='1"],
      ]) {
        json(`body ${key}: ${label}`, { ...base, [key]: text }, 'survive');
      }
    }
  }
  return cases;
}
