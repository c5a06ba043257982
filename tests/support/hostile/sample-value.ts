import { z } from 'zod';

export type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  minItems?: number;
  default?: unknown;
};

/** A route schema (zod, as the routes declare them) as JSON Schema of its input side; null if there is none. */
export function toJsonSchema(schema: unknown): JsonSchema | null {
  if (!schema) return null;
  if (schema instanceof z.ZodType) {
    try {
      return z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
    } catch {
      return {};
    }
  }
  return schema as JsonSchema;
}

const FORMAT_SAMPLES: Record<string, string[]> = {
  email: ['hostile@example.com', 'h@ex.co'],
  uuid: ['00000000-0000-4000-8000-000000000000'],
  'date-time': [new Date(Date.now() + 86_400_000).toISOString()],
  date: ['2030-01-01'],
  uri: ['https://example.com/x'],
  url: ['https://example.com/x'],
};
const GENERIC = [
  'Test value',
  'ABC123',
  'abc',
  'US',
  '12345',
  'x',
  'a@b.co',
  'SAVE10',
  'pending',
  '+1 555 0100',
];

function sampleString(s: JsonSchema): string {
  const pattern = s.pattern ? new RegExp(s.pattern) : null;
  const fits = (v: string) =>
    v.length >= (s.minLength ?? 0) &&
    v.length <= (s.maxLength ?? Infinity) &&
    (!pattern || pattern.test(v));
  const candidates = [...(s.format ? (FORMAT_SAMPLES[s.format] ?? []) : []), ...GENERIC];
  return candidates.find(fits) ?? 'x'.repeat(Math.max(s.minLength ?? 1, 1));
}

/** A plausible value for a schema, so one hostile field at a time reaches the deepest check. */
export function sampleValue(s: JsonSchema | undefined, depth = 0): unknown {
  if (!s || depth > 8) return 'x';
  if (s.const !== undefined) return s.const;
  if (s.enum?.length) return s.enum[0];
  if (s.default !== undefined) return s.default;
  const branches = s.anyOf ?? s.oneOf;
  if (branches?.length)
    return sampleValue(branches.find((b) => b.type !== 'null') ?? branches[0], depth + 1);
  if (s.allOf?.length) return Object.assign({}, ...s.allOf.map((p) => sampleValue(p, depth + 1)));
  const type = Array.isArray(s.type) ? s.type.find((t) => t !== 'null') : s.type;
  switch (type) {
    case 'object':
      return Object.fromEntries(
        Object.entries(s.properties ?? {}).map(([k, v]) => [k, sampleValue(v, depth + 1)]),
      );
    case 'array':
      return Array.from({ length: Math.max(s.minItems ?? 1, 1) }, () =>
        sampleValue(s.items, depth + 1),
      );
    case 'string':
      return sampleString(s);
    case 'integer':
    case 'number':
      return Math.min(
        s.minimum ?? (s.exclusiveMinimum !== undefined ? s.exclusiveMinimum + 1 : 1),
        s.maximum ?? Infinity,
      );
    case 'boolean':
      return true;
    case 'null':
      return null;
    default:
      return 'x';
  }
}

/** The JSON types a schema accepts ('enum' for a fixed list), or undefined when it takes anything. */
export function acceptedTypes(s: JsonSchema | undefined): Set<string> | undefined {
  if (!s) return undefined;
  if (s.enum?.length) return new Set(['enum']);
  const branches = s.anyOf ?? s.oneOf;
  if (branches?.length) {
    const sets = branches.filter((b) => b.type !== 'null').map(acceptedTypes);
    if (sets.some((t) => t === undefined)) return undefined;
    return new Set(sets.flatMap((t) => [...t!]));
  }
  const types = (Array.isArray(s.type) ? s.type : s.type ? [s.type] : []).filter(
    (t) => t !== 'null',
  );
  if (types.length === 0) return undefined;
  return new Set(types.map((t) => (t === 'integer' ? 'number' : t)));
}

/** The one JSON type a schema asks for, or undefined when it takes anything or several. */
export function mainType(s: JsonSchema | undefined): string | undefined {
  const types = acceptedTypes(s);
  return types?.size === 1 ? [...types][0] : undefined;
}
