import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import {
  CONTACT_EMAIL_PLACEHOLDER,
  EXTERNAL_STORE_URL_PLACEHOLDER,
  STORE_NAME_PLACEHOLDER,
} from '#core/site/prerender-placeholders';
import { SITE_NAME } from '#core/site/page-meta';
import { escapeAttribute } from '../lib/escape-html';

/** A public page's markup rendered at build time (scripts/prerender-pages.ts), by URL path. */
export type PrerenderedPages = Map<string, string>;

const ROOT = '<div id="root"></div>';
/** React puts the resource hints it found (the hero image's preload) before the markup. */
const LEADING_LINKS = /^(?:<link\b[^>]*>)+/;

/** Reads dist/prerendered.json beside the web bundle; none (dev, an older build) is fine. */
export function loadPrerenderedPages(webDir: string): PrerenderedPages {
  const file = join(dirname(webDir), 'prerendered.json');
  if (!existsSync(file)) return new Map();
  return new Map(Object.entries(JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>));
}

/**
 * Puts a page's prerendered markup inside the empty root of index.html, its resource hints in
 * <head>, and the external store's address, the store name and the contact e-mail from the
 * shop's Settings in their places (decision 133).
 */
export function withPrerenderedMarkup(
  html: string,
  markup: string | undefined,
  externalStoreUrl: string,
  site: { storeName: string; contactEmail: string } = { storeName: SITE_NAME, contactEmail: '' },
): string {
  if (!markup || !html.includes(ROOT)) return html;
  const links = LEADING_LINKS.exec(markup)?.[0] ?? '';
  const body = markup
    .slice(links.length)
    .replaceAll(EXTERNAL_STORE_URL_PLACEHOLDER, () => escapeAttribute(externalStoreUrl))
    .replaceAll(STORE_NAME_PLACEHOLDER, () => escapeAttribute(site.storeName))
    .replaceAll(CONTACT_EMAIL_PLACEHOLDER, () => escapeAttribute(site.contactEmail));
  const withBody = html.replace(ROOT, () => `<div id="root">${body}</div>`);
  return links ? withBody.replace('</head>', () => `  ${links}\n  </head>`) : withBody;
}
