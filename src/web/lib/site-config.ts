/**
 * Settings the server writes into index.html as meta tags when it serves the page (see
 * docs/decisions/004-public-site.md): no build step, no extra request, nothing inline to hash.
 */
const FALLBACK_STORE_URL = 'https://layerworks3d.etsy.com';

function readMeta(name: string): string | null {
  if (typeof document === 'undefined') return null;
  return document.querySelector<HTMLMetaElement>(`meta[name="${name}"]`)?.content || null;
}

let renderOverride: string | null = null;

/** The build-time prerender has no page to read the meta tag from; it names the address. */
export function setExternalStoreUrlForRender(url: string): void {
  renderOverride = url;
}

/** EXTERNAL_STORE_URL: where the Shop links go. Only http(s) addresses are used. */
export function externalStoreUrl(): string {
  const value = renderOverride ?? readMeta('external-store-url');
  return value && /^https?:\/\//i.test(value) ? value : FALLBACK_STORE_URL;
}
