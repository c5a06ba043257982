import { z } from 'zod';
import { apiFetch } from '../../../lib/api-client';

/** The export answers CSV text, not JSON. */
const csvText = z.string();

/**
 * Fetches the CSV of every order matching the list's filters with the admin's token (a plain
 * link can't send it) and saves it as a file.
 */
export async function downloadOrdersCsv(filters: {
  status?: string;
  productionStatus?: string;
  q?: string;
  sort?: string;
  dir?: string;
}): Promise<void> {
  const query = new URLSearchParams(
    Object.entries(filters).filter((e): e is [string, string] => Boolean(e[1])),
  ).toString();
  const csv = await apiFetch(`/api/admin/orders/export.csv${query ? `?${query}` : ''}`, csvText);
  const url = URL.createObjectURL(new Blob([csv], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = `orders-${filters.status || 'all'}-${new Date().toISOString().slice(0, 10)}.csv`;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
