/**
 * What the server-side renderer (src/web/prerender.tsx, built to dist/ssr) offers the server for
 * pages rendered at request time from public API answers (decision 055). The server never
 * imports web code: it loads the built module by path and holds it to this shape.
 */
export type LivePageRenderer = {
  /** The public GET URLs a page renders from; none for a page that is not rendered live. */
  pageDataUrls(path: string): string[];
  /**
   * Renders `path` with those answers (by URL, as read at `answeredAt`, epoch ms). `data` is the
   * JSON the browser puts in its query cache before hydrating, so its first render equals `html`.
   * `classMerges`: the JSON table of the class lists this renderer has merged (decision 146).
   */
  renderLivePage(
    path: string,
    origin: string,
    externalStoreUrl: string,
    answers: Record<string, unknown>,
    answeredAt: number,
  ): Promise<{ html: string; data: string; classMerges: string }>;
};

/** The id of the `<script type="application/json">` element that carries a live page's data. */
export const PAGE_DATA_ELEMENT_ID = 'page-data';

/** Seeded query entries: key, data and when it was read. */
export type PageData = { queries: [key: readonly unknown[], data: unknown, updatedAt: number][] };
