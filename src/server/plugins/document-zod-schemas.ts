import type { SwaggerTransform, SwaggerTransformObject } from '@fastify/swagger';
import type { FastifySchema } from 'fastify';
import { $ZodRegistry, $ZodType, globalRegistry, toJSONSchema, type JSONSchema } from 'zod/v4/core';

/**
 * The routes' zod schemas as the OpenAPI 3.1 document's JSON Schemas (what
 * fastify-type-provider-zod's jsonSchemaTransform does, with three defects of it fixed):
 * - its clean-up of unions dropped every member of a union met twice in one schema (zod hands
 *   those members over as placeholders, filled in later), so the optional dates of discounts and
 *   the optional weights of shipping rates became `anyOf: []` and the money branch of an optional
 *   amount vanished; here only the `z.undefined()` members go (JSON Schema says "may be left out"
 *   with `required`, not with a member);
 * - the shared schemas (components) kept a `$id` holding a fragment, which JSON Schema forbids;
 * - Fastify's wildcard `*` became a path parameter named `*`; it is documented as `{path}` (the
 *   route keeps its wildcard: the name is only the document's).
 */

type Io = 'input' | 'output';
type Schema = FastifySchema & { hide?: boolean };
type OverrideContext = { zodSchema: $ZodType; jsonSchema: JSONSchema.BaseSchema };

const COMPONENTS = '#/components/schemas/';
/** Input and output differ (defaults, transforms): each side gets its own component. */
const componentName = (id: string, io: Io) => (io === 'input' ? `${id}Input` : id);
/** Fastify's wildcard, and the name the document gives it. */
const WILDCARD_PARAMETER = 'path';

function override({ zodSchema, jsonSchema }: OverrideContext, io: Io): void {
  const def = zodSchema._zod.def;
  if (def.type === 'union' && io === 'input' && jsonSchema.anyOf) {
    // Members are matched by position: a member may still be an empty placeholder here.
    const options = (def as unknown as { options: $ZodType[] }).options;
    const kept = jsonSchema.anyOf.filter((_, i) => options[i]?._zod.def.type !== 'undefined');
    if (kept.length > 0) jsonSchema.anyOf = kept;
    else delete jsonSchema.anyOf;
  }
  // The server may answer a Date or nothing where the contract says a string or null.
  if (def.type === 'date' && io === 'output') Object.assign(jsonSchema, DATE_TIME);
  if (def.type === 'undefined' && io === 'output') jsonSchema.type = 'null';
}
const DATE_TIME = { type: 'string', format: 'date-time' } as const;

const OPTIONS = {
  unrepresentable: 'any',
  cycles: 'ref',
  reused: 'inline',
  target: 'draft-2020-12',
} as const;

/** One schema of a route: a registered schema (`.meta({ id })`) by reference, others inline. */
function toJson(schema: $ZodType, io: Io): JSONSchema.BaseSchema {
  const id = globalRegistry.get(schema)?.id;
  if (id) return { $ref: `${COMPONENTS}${componentName(id, io)}` };
  // Zod writes references to registered schemas only when converting a registry: a one-entry
  // registry, with a marker as the address, rewritten to the components' address.
  const marker = '__COMPONENT__';
  const single = new $ZodRegistry<{ id: string }>();
  single.add(schema, { id: 'route' });
  const { route } = toJSONSchema(single, {
    ...OPTIONS,
    io,
    metadata: globalRegistry,
    uri: () => marker,
    override: (ctx) => override(ctx, io),
  }).schemas;
  const { $id: _id, $schema: _dialect, ...json } = route!;
  const text = JSON.stringify(json).replaceAll(
    new RegExp(`"${marker}#/(?:\\$defs|definitions|components/schemas)/([^"]+)"`, 'g'),
    (_, name: string) => `"${COMPONENTS}${componentName(name, io)}"`,
  );
  return JSON.parse(text) as JSONSchema.BaseSchema;
}

/** A route's response entry is a zod schema, or { description, properties: zod } (swagger's form). */
function zodOf(value: unknown): $ZodType | undefined {
  if (value instanceof $ZodType) return value;
  const properties = (value as { properties?: unknown } | undefined)?.properties;
  return properties instanceof $ZodType ? properties : undefined;
}

function renameWildcard(params: JSONSchema.BaseSchema): JSONSchema.BaseSchema {
  const { [WILDCARD_PARAMETER]: taken, '*': wildcard, ...rest } = params.properties ?? {};
  if (!wildcard || taken) return params;
  return {
    ...params,
    properties: {
      ...rest,
      [WILDCARD_PARAMETER]: {
        ...(wildcard as object),
        description: 'The rest of the path: the file name, slashes included',
      },
    },
    required: params.required?.map((name) => (name === '*' ? WILDCARD_PARAMETER : name)),
  };
}

/** @fastify/swagger's per-route transform. */
export const documentRoute: SwaggerTransform<Schema> = ({ schema, url }) => {
  if (!schema) return { schema, url };
  if (schema.hide) return { schema: { hide: true }, url };
  const { response, headers, querystring, body, params, ...rest } = schema;
  const transformed: Record<string, unknown> = { ...rest };
  for (const [place, value] of Object.entries({ headers, querystring, body, params })) {
    const zod = zodOf(value);
    if (zod) transformed[place] = toJson(zod, 'input');
  }
  if (response) {
    transformed.response = Object.fromEntries(
      Object.entries(response as Record<string, unknown>).map(([code, value]) => {
        const zod = zodOf(value);
        if (!zod) throw new Error(`${url}: the ${code} answer has no zod schema`);
        return [code, toJson(zod, 'output')];
      }),
    );
  }
  if (!url.endsWith('/*') || !transformed.params) return { schema: transformed, url };
  return {
    schema: {
      ...transformed,
      params: renameWildcard(transformed.params as JSONSchema.BaseSchema),
    },
    url: `${url.slice(0, -1)}:${WILDCARD_PARAMETER}`,
  };
};

/** @fastify/swagger's whole-document transform: the registered schemas become components. */
export const documentComponents: SwaggerTransformObject = (input) => {
  if (!('openapiObject' in input)) throw new Error('Only OpenAPI 3 documents are generated');
  const components = Object.fromEntries(
    (['input', 'output'] as const).flatMap((io) =>
      Object.entries(
        toJSONSchema(globalRegistry, {
          ...OPTIONS,
          io,
          uri: (id) => `${COMPONENTS}${componentName(id, io)}`,
          override: (ctx) => override(ctx, io),
        }).schemas,
      ).map(([id, { $id: _id, $schema: _dialect, id: _zodId, ...schema }]) => [
        componentName(id, io),
        schema,
      ]),
    ),
  );
  const { openapiObject } = input;
  return {
    ...openapiObject,
    components: {
      ...openapiObject.components,
      schemas: { ...openapiObject.components?.schemas, ...components },
    },
  } as ReturnType<SwaggerTransformObject>;
};
