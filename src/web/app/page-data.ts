import type { QueryClient } from '@tanstack/react-query';
import { PAGE_DATA_ELEMENT_ID, type PageData } from '#core/site/live-page';

/**
 * Puts the answers a live-rendered page was rendered from (`<script type="application/json"
 * id="page-data">`, decision 055) in the query cache before hydration, so the first client render
 * equals the served markup. They are marked stale at once: the page asks for them again as soon
 * as it runs (an ETag 304 when nothing changed), since the server may have rendered them a moment
 * before the catalogue changed.
 */
export function seedPageData(client: QueryClient, doc: Document = document): void {
  const text = doc.getElementById(PAGE_DATA_ELEMENT_ID)?.textContent;
  if (!text) return;
  try {
    const { queries } = JSON.parse(text) as PageData;
    // Never later than now: a browser clock behind the server's must not date them in the future.
    const now = Date.now();
    for (const [key, data, updatedAt] of queries) {
      client.setQueryData(key, data, { updatedAt: Math.min(updatedAt, now) });
      void client.invalidateQueries({ queryKey: key, refetchType: 'none' });
    }
  } catch (error) {
    // The page then renders as a data-less one would: hydration recovers by rendering it afresh.
    console.error('page data could not be read', error);
  }
}
