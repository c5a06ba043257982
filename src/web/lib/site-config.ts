/**
 * Settings the server writes into index.html as meta tags when it serves the page (see
 * docs/decisions/087-server-writes-the-page-head.md): no build step, no extra request, nothing inline to hash.
 */
const FALLBACK_STORE_URL = 'https://layerworks3d.etsy.com';

function readMeta(name: string): string | null {
  if (typeof document === 'undefined') return null;
  return document.querySelector<HTMLMetaElement>(`meta[name="${name}"]`)?.content || null;
}

let renderOverride: string | null = null;
/** The server-side render writes placeholders the server swaps for the shop's Settings. */
let renderSite: { storeName: string; contactEmail: string } | null = null;

/** The build-time prerender has no page to read the meta tag from; it names the address. */
export function setExternalStoreUrlForRender(url: string): void {
  renderOverride = url;
}

export function setSiteForRender(site: { storeName: string; contactEmail: string }): void {
  renderSite = site;
}

/** The store name from Settings (decision 133): header, footer, titles. */
export function storeName(): string {
  return renderSite?.storeName ?? readMeta('store-name') ?? 'Layerworks 3D';
}

/** The contact e-mail from Settings, shown on the contact page; empty when the page has none. */
export function contactEmail(): string {
  return renderSite?.contactEmail ?? readMeta('contact-email') ?? '';
}

/** The delivery time from Settings ("3-5 days"), shown at checkout; empty when unknown. */
export function deliveryTime(): string {
  return readMeta('delivery-time') ?? '';
}

/** EXTERNAL_STORE_URL: where the Shop links go. Only http(s) addresses are used. */
export function externalStoreUrl(): string {
  const value = renderOverride ?? readMeta('external-store-url');
  return value && /^https?:\/\//i.test(value) ? value : FALLBACK_STORE_URL;
}
