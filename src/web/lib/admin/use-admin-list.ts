import type { z } from 'zod';
import { useAdminQuery } from './use-admin-query';
import { useListParams, type ListQueryShape } from './use-list-params';

/**
 * A paged admin list: its state in the address bar, read from `/api/admin/<name>`
 * with that state. The query key starts with the list's name, which realtime invalidation and
 * the admin mutations match on.
 */
export function useAdminList<Q extends z.ZodType<ListQueryShape>, P extends z.ZodType>(
  name: string,
  querySchema: Q,
  pageSchema: P,
  failureText: string,
) {
  const list = useListParams(querySchema);
  const path = `/api/admin/${name}${list.apiQuery ? `?${list.apiQuery}` : ''}`;
  const query = useAdminQuery([name, list.apiQuery], path, pageSchema, failureText);
  return { list, query };
}
