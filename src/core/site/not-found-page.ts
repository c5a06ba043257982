/**
 * The not-found page is prerendered at build time like the public pages, so a 404
 * arrives as real HTML that hydrates. Its key in dist/prerendered.json is the router's catch-all
 * pattern, which no request path equals, so no page of the app is ever served with it by
 * mistake; any path the app has no route for renders the same markup, so one render serves all.
 */
export const NOT_FOUND_PAGE_KEY = '*';

/** The path the build renders the not-found page at: one the app has no route for. */
export const NOT_FOUND_RENDER_PATH = '/404';

/**
 * Marks a document the server answered 404 (an unknown product's `/shop/<slug>` included): the
 * app renders the not-found page for it, whatever its own routes match, so it hydrates the markup
 * it was sent instead of a product page React would have to render again (decision 155).
 */
export const NOT_FOUND_STATUS_META = '<meta name="http-status" content="404" />';
export const NOT_FOUND_STATUS_SELECTOR = 'meta[name="http-status"][content="404"]';
