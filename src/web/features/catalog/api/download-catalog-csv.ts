import { z } from 'zod';
import { apiFetch } from '../../../lib/api-client';

/** The export answers CSV text, not JSON. */
const csvText = z.string();

/** Fetches the catalogue as Shopify's product CSV with the admin's token and saves it. */
export async function downloadCatalogCsv(): Promise<void> {
  const csv = await apiFetch('/api/admin/catalog/export.csv', csvText);
  const url = URL.createObjectURL(new Blob([csv], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = `products-${new Date().toISOString().slice(0, 10)}.csv`;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
