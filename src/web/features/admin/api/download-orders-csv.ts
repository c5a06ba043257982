import { z } from 'zod';
import { apiFetch } from '../../../lib/api-client';

/** The export answers CSV text, not JSON. */
const csvText = z.string();

/** Fetches the CSV with the admin's token (a plain link can't send it) and saves it as a file. */
export async function downloadOrdersCsv(status: string): Promise<void> {
  const query = status ? `?status=${encodeURIComponent(status)}` : '';
  const csv = await apiFetch(`/api/admin/orders/export.csv${query}`, csvText);
  const url = URL.createObjectURL(new Blob([csv], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = `orders-${status || 'all'}-${new Date().toISOString().slice(0, 10)}.csv`;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
