import { useSearchParams } from 'react-router';
import type { z } from 'zod';

export type ListQueryShape = {
  page: number;
  pageSize: number;
  sort: string;
  dir: 'asc' | 'desc';
  q?: string;
};

/**
 * A paged list's state lives in the address bar, so reload, back and a shared link
 * show the same page. The core schema the server validates with reads it here too: a hand-typed
 * value the server would refuse falls back to that value's default instead of failing the page.
 */
export function useListParams<S extends z.ZodType<ListQueryShape>>(schema: S) {
  const [params, setParams] = useSearchParams();
  const raw = Object.fromEntries(params);
  const parsed = schema.safeParse(raw);
  const query: z.infer<S> = parsed.success ? parsed.data : readValidKeys(schema, raw);
  const defaults = schema.parse({}) as ListQueryShape;

  /** Changes some keys; any change but the page itself starts again at page 1. */
  const update = (
    changes: Record<string, string | number | undefined>,
    options: { replace?: boolean } = {},
  ) => {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries(changes)) {
      const isDefault =
        value === undefined ||
        value === '' ||
        String(value) === String((defaults as Record<string, unknown>)[key] ?? '');
      if (isDefault) next.delete(key);
      else next.set(key, String(value));
    }
    if (!('page' in changes)) next.delete('page');
    setParams(next, options);
  };

  /** The API's query string for this state (defaults left out). */
  const apiQuery = new URLSearchParams(
    Object.entries(query as Record<string, unknown>).flatMap(([key, value]) =>
      value === undefined || value === (defaults as Record<string, unknown>)[key]
        ? []
        : [[key, String(value)]],
    ),
  ).toString();

  return { query, update, apiQuery };
}

/** Keeps each key that is valid on its own; an invalid one takes its default. */
function readValidKeys<S extends z.ZodType<ListQueryShape>>(
  schema: S,
  raw: Record<string, string>,
): z.infer<S> {
  const kept: Record<string, string> = {};
  for (const [key, value] of Object.entries(raw)) {
    if (schema.safeParse({ ...kept, [key]: value }).success) kept[key] = value;
  }
  return schema.parse(kept);
}
