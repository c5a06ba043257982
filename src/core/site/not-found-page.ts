/**
 * The not-found page is prerendered at build time like the public pages (issue 27), so a 404
 * arrives as real HTML that hydrates. Its key in dist/prerendered.json is the router's catch-all
 * pattern, which no request path equals, so no page of the app is ever served with it by
 * mistake; any path the app has no route for renders the same markup, so one render serves all.
 */
export const NOT_FOUND_PAGE_KEY = '*';

/** The path the build renders the not-found page at: one the app has no route for. */
export const NOT_FOUND_RENDER_PATH = '/404';
